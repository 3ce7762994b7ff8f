import FolioApps
import FolioCore
import FolioDomain
import FolioLayout

/// A report template (`Templates/reports/weekly.json`, `"schema": "folio.report/1"`): the paper,
/// margins and running footer, and the sections in order with their headings, copy and the named
/// bindings that fill them with data. Reordering, dropping or retitling sections is an edit of the
/// template, never of Swift.
public struct ReportTemplate: Sendable {
    /// The schema id a template declares.
    public static let schemaID = "folio.report/1"

    /// The file the template was read from, as diagnostics name it.
    public var file: String
    /// The document's title (PDF metadata and outline root), e.g. "{report.personPossessive} week".
    public var title: TemplateText
    /// The document's subject line (PDF metadata).
    public var subject: TemplateText
    /// Search keywords (PDF metadata).
    public var keywords: [String]
    /// The document's language, a BCP 47 tag ("en-GB").
    public var language: String
    /// The paper unless the command line picks another.
    public var paper: Paper
    /// The margins in points: nothing but the running footer is drawn outside them.
    var margins: EdgeInsets
    /// The running footer of every page but the cover; `{page}` and `{pages}` may appear in it.
    public var footer: TemplateText
    /// The sections, in the order they are printed.
    var sections: [ReportSection]
}

/// One section of a report: its kind (which says what data it shows and which app it needs), its
/// heading and copy, and its blocks in order.
public struct ReportSection: Sendable {
    /// What the section is.
    public var kind: ReportSectionKind
    /// A small line above the heading (the app's name).
    public var kicker: TemplateText?
    /// The heading, listed on the contents page and in the PDF outline.
    public var heading: TemplateText
    /// The paragraph under the heading.
    var intro: TemplateText?
    /// The sentence shown instead of the intro and blocks when the week has no data for the section.
    public var empty: TemplateText?
    /// The content, in order.
    public var blocks: [ReportBlock]
    /// Where the section is in the template (`$.sections[2]`), for messages.
    public var path: JSONPath
}

/// One block of a section's content.
public enum ReportBlock: Sendable {
    /// A paragraph of copy, with `{binding}` values in it.
    case text(TemplateText)
    /// A chart or picture drawn from a figure binding, on a card.
    case figure(FigureBlock)
    /// A row of numbers, one tile per value binding.
    case stats([String])
    /// Figures side by side, sharing the width.
    case row([FigureBlock])

    /// The figure blocks in this block.
    var figures: [FigureBlock] {
        switch self {
        case .figure(let f): [f]
        case .row(let fs): fs
        case .text, .stats: []
        }
    }
}

/// A figure binding on a card, with an optional title above it and a caption under it.
public struct FigureBlock: Sendable {
    /// The figure binding's name ("pet.mood.line").
    var binding: String
    /// The card's title (a second-level heading).
    public var title: TemplateText?
    /// A line under the figure that says how to read it.
    public var caption: TemplateText?
}

/// The paper a report is printed on.
public enum Paper: String, Sendable, CaseIterable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// US letter, 8.5 × 11 in.
    case letter

    /// The page size in points.
    public var size: Size {
        switch self {
        case .a4: Size(width: 595, height: 842)
        case .letter: Size(width: 612, height: 792)
        }
    }
}
