import FolioCore

/// One page of a PDF document: the frame tree it shows, the bookmarks that open on it, and marks
/// that tag its frames for screen readers and make them links or link targets.
///
/// Frames are found by `Frame.name`: a mark applies to every frame of the page with that name. Frames
/// without a mark are tagged by their role (`PDFRole.standard(for:)`). Nothing inside a translucent
/// group (opacity < 1) is tagged, linked or made a destination — Cairo 1.16 garbles the structure tree
/// or crashes on tags inside groups — so mark the group itself.
public struct PDFPage: Hashable, Sendable {
    /// What the page shows; the page is the frame's size in points.
    public var frame: Frame
    /// Bookmarks added to the document outline with this page, in order.
    public var outline: [PDFOutlineEntry]
    /// Marks by frame name.
    public var marks: [String: PDFMark]

    /// A page showing `frame`, with bookmarks and marks when given.
    public init(_ frame: Frame, outline: [PDFOutlineEntry] = [], marks: [String: PDFMark] = [:]) {
        self.frame = frame
        self.outline = outline
        self.marks = marks
    }
}

/// A bookmark of the document outline (the reader's sidebar).
public struct PDFOutlineEntry: Hashable, Sendable {
    /// What the bookmark says.
    public var title: String
    /// 1 for a top-level bookmark, 2 for one under the last level-1 bookmark, and so on; a level more
    /// than one deeper than the bookmark before it counts as one deeper.
    public var level: Int
    /// The named destination the bookmark opens (a `PDFMark.destination` anywhere in the document), or
    /// nil for the top of the bookmark's own page.
    public var destination: String?

    /// A bookmark titled `title` at `level` opening `destination` (nil: the top of its page).
    public init(_ title: String, level: Int = 1, destination: String? = nil) {
        self.title = title
        self.level = level
        self.destination = destination
    }
}

/// Where a link goes.
public enum PDFLink: Hashable, Sendable {
    /// A named destination defined by a `PDFMark.destination` anywhere in the document.
    case destination(String)
    /// The top of a page, counted from 1.
    case page(Int)
    /// A web address (ASCII).
    case url(String)
}

/// How a frame (and what it contains) appears in the PDF's structure tree and navigation.
public struct PDFMark: Hashable, Sendable {
    /// The frame's structure role; nil keeps the standard one for its `Frame.role`.
    public var role: PDFRole?
    /// A name links and bookmarks can open: the frame's top-left corner. Unique in the document.
    public var destination: String?
    /// Makes the frame's whole rectangle a link.
    public var link: PDFLink?

    /// A mark with any of a role, a destination name and a link.
    public init(role: PDFRole? = nil, destination: String? = nil, link: PDFLink? = nil) {
        self.role = role
        self.destination = destination
        self.link = link
    }

    /// A heading of `level` (1…6), optionally a destination too (a section's title).
    public static func heading(_ level: Int, destination: String? = nil) -> PDFMark {
        PDFMark(role: .heading(level: level), destination: destination)
    }

    /// A figure read out as `alt`.
    public static func figure(alt: String) -> PDFMark { PDFMark(role: .figure(alt: alt)) }

    /// A link to the named destination `destination`.
    public static func link(to destination: String) -> PDFMark { PDFMark(link: .destination(destination)) }
}

/// A structure element of a tagged PDF: what a screen reader announces a frame's content as.
public enum PDFRole: Hashable, Sendable {
    /// A heading, `H1` … `H6`.
    case heading(level: Int)
    /// A paragraph, `P`.
    case paragraph
    /// A picture or chart, `Figure`, read out as `alt` (none when empty).
    case figure(alt: String)
    /// A list, `L`, whose items are `listItem`s.
    case list
    /// An item of a list, `LI` (its content in an `LBody`).
    case listItem
    /// Decoration: not in the structure tree, nor is anything inside it unless marked.
    case artifact

    /// The role of a frame without a mark: `.header` → heading 1; `.text` → paragraph; `.chart`,
    /// `.mascot`, `.scene` and `.image` → figure read out as the frame's name; `.row` → list item (a run
    /// of sibling rows forms a list); others → nil (no element of their own). Inside a heading,
    /// paragraph, figure, link or artifact nothing more is tagged unless marked.
    public static func standard(for frame: Frame) -> PDFRole? {
        switch frame.role {
        case .header: return .heading(level: 1)
        case .text: return .paragraph
        case .chart, .mascot, .scene, .image: return .figure(alt: frame.name ?? "")
        case .row: return .listItem
        default: return nil
        }
    }
}
