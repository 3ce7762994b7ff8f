import Foundation

/// The document information of a PDF. Dates come from the data being reported on, never the clock,
/// so the same input gives the same bytes.
public struct PDFMetadata: Hashable, Sendable {
    public var title: String
    public var author: String
    public var subject: String
    public var keywords: [String]
    /// The program that made the document's content, e.g. "Folio 1.0".
    public var creator: String
    /// Written as both the creation and the modification date, in UTC.
    public var date: Date

    public init(title: String, author: String = "", subject: String = "", keywords: [String] = [],
                creator: String = "Folio", date: Date) {
        self.title = title
        self.author = author
        self.subject = subject
        self.keywords = keywords
        self.creator = creator
        self.date = date
    }

    /// The date as Cairo wants it: ISO 8601 with a UTC designator (`2026-11-30T09:41:00Z`).
    var isoDate: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
