/// Keeping a person's text from reordering Folio's own sentences around it.
///
/// A name written right to left ("مايا") embedded in "Maya's week" can pull the neighbouring
/// punctuation and digits into its run, and an explicit override (U+202E) would reverse everything
/// after it. Folio refuses the overrides when it reads text (see the snapshot's text rule) and
/// isolates what may run right to left with FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE
/// (U+2068 … U+2069, Unicode Bidirectional Algorithm, UAX #9 §2.4), so wherever the text is embedded
/// it keeps its own direction and leaves the sentence's alone.
extension String {
    /// FIRST STRONG ISOLATE (U+2068): opens an isolate whose direction is that of its first letter.
    public static let firstStrongIsolate = "\u{2068}"
    /// POP DIRECTIONAL ISOLATE (U+2069): closes the isolate.
    public static let popDirectionalIsolate = "\u{2069}"

    /// This text wrapped in FSI … PDI when it may run right to left (or holds a directional
    /// control); text without any is returned as it is, because an isolate around it would move no
    /// character in Folio's left-to-right sentences (and would only split its shaping run). Text
    /// already isolated is not wrapped again.
    public var isolatedForEmbedding: String {
        guard mayRunRightToLeft, !(hasPrefix(String.firstStrongIsolate) && hasSuffix(String.popDirectionalIsolate)) else { return self }
        return String.firstStrongIsolate + self + String.popDirectionalIsolate
    }

    /// This text without the isolate ``isolatedForEmbedding`` put around it.
    public var withoutEmbeddingIsolate: String {
        guard hasPrefix(String.firstStrongIsolate), hasSuffix(String.popDirectionalIsolate), unicodeScalars.count >= 2 else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.dropFirst().dropLast()))
    }

    /// Whether any scalar is a right-to-left letter or digit (Hebrew, Arabic, Syriac, Thaana, N'Ko
    /// and the other right-to-left blocks) or an explicit directional mark or control.
    public var mayRunRightToLeft: Bool {
        unicodeScalars.contains { $0.isRightToLeftOrDirectional }
    }

    /// Whether any scalar is a letter of a right-to-left script: not a digit, mark or control.
    public var hasRightToLeftLetters: Bool {
        unicodeScalars.contains { $0.isRightToLeftLetter }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar lies in a right-to-left block (Bidi_Class R, AL or AN) or is one of the
    /// directional marks and controls (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
    public var isRightToLeftOrDirectional: Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether the scalar is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko
    /// and their presentation forms): not a digit, mark or control.
    public var isRightToLeftLetter: Bool {
        switch value {
        case 0x05D0...0x05EA, 0x0620...0x064A, 0x066E...0x06D3, 0x06FA...0x06FF, 0x0700...0x08FF,
             0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }

    /// Whether the scalar is an explicit embedding, override or isolate control (U+202A…U+202E,
    /// U+2066…U+2069), which can reorder the text around it and has no place in a name.
    public var isExplicitDirectionalControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
