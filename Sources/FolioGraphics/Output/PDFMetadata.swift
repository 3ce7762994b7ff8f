import Foundation

/// The document information of a PDF. Dates come from the data being reported on, never the clock,
/// so the same input gives the same bytes.
public struct PDFMetadata: Hashable, Sendable {
    /// The document's title (shown by readers instead of the file name).
    public var title: String
    /// Who the document is by or for.
    public var author: String
    /// What the document is about, in a line.
    public var subject: String
    /// Search keywords, written comma-separated.
    public var keywords: [String]
    /// The program that made the document's content, e.g. "Folio 1.0".
    public var creator: String
    /// Written as both the creation and the modification date, in UTC.
    public var date: Date
    /// The natural language of the text, a BCP 47 tag such as "en-GB" (the catalog's `/Lang`, which
    /// screen readers use to pick a voice). Default "en-GB".
    public var language: String

    /// Metadata with a title and a date; the other fields may stay empty.
    public init(title: String, author: String = "", subject: String = "", keywords: [String] = [],
                creator: String = "Folio", date: Date, language: String = "en-GB") {
        self.title = title
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.creator = creator
        self.date = date
        self.language = language
    }

    /// The date as Cairo wants it: ISO 8601 with a UTC designator (`2026-11-30T09:41:00Z`).
    var isoDate: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
