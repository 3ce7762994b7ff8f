/// The standards a finished PDF conforms to: PDF/UA-1 (ISO 14289-1, accessibility) and PDF/A-2a
/// (ISO 19005-2 level A, archiving), both by default.
///
/// Every PDF Folio writes is tagged, with alternative text, a language, an outline and page labels.
/// A standard adds what it requires and says so in the XMP metadata (`pdfuaid:part`,
/// `pdfaid:part`/`conformance`): decorations marked as artifacts, fonts and annotations as the
/// standards want them, and for PDF/A an sRGB output intent (the ICC profile of Debian's
/// icc-profiles-free). `none` leaves those out for a lighter file.
public enum PDFStandard: String, CaseIterable, Hashable, Sendable {
    /// A tagged PDF that claims no standard.
    case none
    /// PDF/UA-1.
    case ua1
    /// PDF/A-2a.
    case a2a
    /// PDF/UA-1 and PDF/A-2a at once (the default).
    case ua1AndA2a = "ua1+a2a"

    /// Whether the file claims PDF/UA-1.
    var isUA: Bool { self == .ua1 || self == .ua1AndA2a }
    /// Whether the file claims PDF/A-2a.
    var isA: Bool { self == .a2a || self == .ua1AndA2a }
}
