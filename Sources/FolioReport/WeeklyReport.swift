import FolioApps
import FolioCore
import FolioGraphics
import FolioLayout
import FolioTargets

/// A weekly progress report: a template filled with one week of data and laid out into pages.
/// Every section starts on a page of its own and flows onto more when it must; a section whose
/// app has no snapshot is left out (the contents page says so) and a week with nothing for a
/// section says that in a sentence.
///
/// ```swift
/// let report = WeeklyReport(template: template, data: data, paper: .a4)
/// try report.document(measurer: PangoTextMeasurer()).write(to: "Output/weekly-2026-W48.pdf")
/// ```
struct WeeklyReport: Sendable {
    /// The sections, copy and page setup.
    var template: ReportTemplate
    /// The week and the snapshots it is drawn from.
    var data: ReportData
    /// The paper the pages are laid out on.
    var paper: Paper
    /// Light (print) or dark (screens).
    var appearance: Appearance

    /// A report of `data` by `template` on `paper` (the template's own by default), light for print
    /// unless `appearance` says dark.
    init(template: ReportTemplate, data: ReportData, paper: Paper? = nil, appearance: Appearance = .light) {
        self.template = template
        self.data = data
        self.paper = paper ?? template.paper
        self.appearance = appearance
    }

    /// The sections that are printed, with their index in the template (which names their destination).
    var printed: [(index: Int, section: ReportSection)] {
        template.sections.enumerated().filter { _, s in s.kind.app.map(data.has) ?? true }.map { ($0.offset, $0.element) }
    }

    /// Lays the report out with `measurer` (Pango for real documents).
    func document(measurer: any TextMeasuring) -> ReportDocument {
        let printed = printed
        var contents = printed.map { sectionPages(of: $0.section, index: $0.index, numbers: [:], measurer: measurer) }
        var numbers = pageNumbers(contents)
        // Contents pages print the page numbers they help decide, and only they do: they alone are laid
        // out again, until the numbers hold.
        for _ in 0..<2 {
            for (i, entry) in printed.enumerated() where entry.section.kind == .contents {
                contents[i] = sectionPages(of: entry.section, index: entry.index, numbers: numbers, measurer: measurer)
            }
            let next = pageNumbers(contents)
            if next == numbers { break }
            numbers = next
        }
        let total = contents.map(\.count).reduce(0, +)
        var pages: [ReportPage] = []
        var outline: [ReportOutlineEntry] = []
        for ((index, section), laid) in zip(printed, contents) {
            outline.append(ReportOutlineEntry(title: composer(for: section, measurer: measurer).fill(section.heading),
                                              destination: Self.destination(index), pageIndex: pages.count))
            for content in laid {
                pages.append(chrome.page(content, number: pages.count + 1, of: total,
                                         theme: theme(for: section), measurer: measurer))
            }
        }
        return ReportDocument(pages: pages, outline: outline, metadata: metadata)
    }

    /// The first page of each printed section (by its index in the template), given its pages.
    private func pageNumbers(_ contents: [[PageContent]]) -> [Int: Int] {
        var numbers: [Int: Int] = [:]
        var page = 1
        for ((index, _), laid) in zip(printed, contents) {
            numbers[index] = page
            page += laid.count
        }
        return numbers
    }

    /// The page content of one section: its heading block, then its blocks (or, for an empty week,
    /// its sentence alone); the contents page lists the chapters with their page numbers.
    func sectionPages(of section: ReportSection, index: Int, numbers: [Int: Int], measurer: any TextMeasuring) -> [PageContent] {
        let composer = composer(for: section, measurer: measurer)
        var paginator = Paginator(content: chrome.content, spacing: Space.md)
        let isEmpty = section.kind.isEmpty(in: data)
        let header = composer.header(section, destination: Self.destination(index), isEmpty: isEmpty)
        if section.kind == .cover {
            // The cover is one page whatever it holds: its blocks as one, scaled down when a long
            // name's two-line title would push the last of them onto a page of its own.
            let blocks = isEmpty ? [] : section.blocks.compactMap(composer.block)
            paginator.place(LaidBlock(stacking: [header] + blocks, spacing: Space.md))
            return paginator.pages
        }
        paginator.place(header)
        if section.kind == .contents {
            let entries = ContentsEntries(template: template, data: data, numbers: numbers, composer: composer)
            for (i, row) in entries.rows().enumerated() { paginator.place(row, spacingBefore: i == 0 ? 28 : 0) }
        }
        if !isEmpty {
            for block in section.blocks {
                if let laid = composer.block(block) { paginator.place(laid) }
            }
        }
        return paginator.pages
    }

    private func composer(for section: ReportSection, measurer: any TextMeasuring) -> BlockComposer {
        var environment = Environment(theme: theme(for: section), measurer: measurer)
        environment.locale = FolioLocale.current
        environment[ReportContentHeight.self] = chrome.content.height
        return BlockComposer(environment: environment, width: chrome.content.width, data: data)
    }

    /// The section's app theme; the cover and contents take the first app that has a snapshot.
    private func theme(for section: ReportSection) -> Theme {
        let app = section.kind.app ?? AppCatalog.apps.map(\.id).first(where: data.has) ?? .folio
        return Theme(app: AppCatalog.theme(of: app), appearance: appearance)
    }

    private var chrome: PageChrome {
        PageChrome(paper: paper.size, margins: template.margins) { number, total in
            template.footer.filled { name in
                switch name {
                case "page": "\(number)"
                case "pages": "\(total)"
                default: BlockComposer.value(name, data: data)
                }
            }
        }
    }

    /// The PDF's document information, dated by the snapshot so the bytes are the same every run.
    private var metadata: PDFMetadata {
        let date = data.snapshotMoment.flatMap { $0.1.instant(of: $0.0) } ?? OutputFormat.tokenDate
        let fill = { (text: TemplateText) in text.filled { BlockComposer.value($0, data: data) } }
        return PDFMetadata(title: fill(template.title), author: data.person ?? "", subject: fill(template.subject),
                           keywords: template.keywords.map { AppStrings.report($0) }, creator: "Folio", date: date, language: language)
    }

    /// The document's language: the template's in English and the pseudo-locales (whose words are
    /// English, transformed), else the locale's ("de", "ar").
    var language: String {
        let locale = FolioLocale.current
        return locale.catalogLanguage == FolioLocale.source.catalogLanguage ? template.language : locale.identifier
    }

    /// The name of the destination at the top of the section at `index` in the template.
    static func destination(_ index: Int) -> String { "section-\(index + 1)" }
}
