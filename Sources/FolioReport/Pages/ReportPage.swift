import FolioApps
import FolioCore

/// A part of a page as a reader meets it: what a tagged PDF records for a screen reader (headings,
/// paragraphs, figures with their alternative text, lists, contents entries) and where they link.
struct ReportElement: Hashable, Sendable {
    /// What the part is.
    enum Role: Hashable, Sendable {
        /// A heading: 1 for a section, 2 for a card's title.
        case heading(level: Int)
        /// A paragraph of copy.
        case paragraph
        /// A chart or picture, with alternative text written from the data.
        case figure(alt: String)
        /// A list, item by item.
        case list(items: [String])
        /// A contents entry: an item of the contents list, linking to the named destination of its
        /// section (nil for a chapter left out, which links nowhere).
        case entry(destination: String?)
    }

    /// What the part is.
    var role: Role
    /// The words of a heading, paragraph or link; empty for figures and lists.
    var text: String
    /// Where it is on the page, in points from the page's top-left corner.
    var rect: Rect
    /// The name of the part's frame in the page's frame tree (what the PDF's marks find it by).
    var frameName = ""
}

/// A place a link or an outline entry can go: a section's first page, at the top of its heading.
struct ReportDestination: Hashable, Sendable {
    /// The destination's name ("section-2").
    var name: String
    /// Its point on the page, in points from the page's top-left corner.
    var point: Point
    /// The name of the frame whose top-left corner it is.
    var frameName: String
}

/// One page of a report: the frame tree to draw, and the structure and destinations on it.
struct ReportPage: Sendable {
    /// The page's frame tree, the size of the paper.
    var frame: Frame
    /// The readable parts of the page, in reading order.
    var elements: [ReportElement]
    /// The named destinations on the page.
    var destinations: [ReportDestination]
    /// The name of the running footer's frame (page furniture, not content), nil on the cover.
    var footerName: String?
}

/// One entry of the document outline (the PDF's bookmarks): a section's heading and where it starts.
struct ReportOutlineEntry: Hashable, Sendable {
    /// The section's heading as printed.
    var title: String
    /// The destination at the section's heading.
    var destination: String
    /// The 0-based index of the page it starts on.
    var pageIndex: Int
}
