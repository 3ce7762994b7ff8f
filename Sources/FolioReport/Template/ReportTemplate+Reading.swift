import FolioApps
import FolioCore
import FolioDomain
import FolioLayout
import Foundation

extension ReportTemplate {
    /// Reads and checks the template at `url`, named `file` in messages.
    /// - Throws: `SnapshotFileError` when the file cannot be read, `ReportTemplateError` with every
    ///   problem (unknown sections and bindings among them, each with its JSON path) when it is not a
    ///   valid template.
    public static func load(contentsOf url: URL, file: String? = nil) throws -> ReportTemplate {
        let name = file ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SnapshotFileError(file: name, reason: SystemReason.of(error))
        }
        return try decode(String(decoding: data, as: UTF8.self), file: name)
    }

    /// Reads and checks a template from JSON text.
    /// - Throws: `ReportTemplateError` with every problem found.
    public static func decode(_ text: String, file: String) throws -> ReportTemplate {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: text)
        } catch let error as JSONSyntaxError {
            throw ReportTemplateError(diagnostics: [Diagnostic(file: file, syntaxError: error)])
        }
        let reader = TemplateReader(file: file)
        let template = read(root, reader: reader)
        guard reader.diagnostics.isEmpty, let template else {
            throw ReportTemplateError(diagnostics: reader.diagnostics, omitted: reader.omitted)
        }
        return template
    }

    private static let members = ["schema", "title", "subject", "keywords", "language", "paper", "margins", "footer", "sections"]

    private static func read(_ root: JSONValue, reader r: TemplateReader) -> ReportTemplate? {
        let path = JSONPath.root
        guard let o = r.object(root, at: path, known: members) else { return nil }
        if let schema = r.string(o["schema"], at: path["schema"], required: true), schema != schemaID {
            r.report(path["schema"], expected: "\"\(schemaID)\"", found: "\"\(schema)\"")
        }
        let bindings = BindingChecker(reader: r)
        let title = bindings.text(o["title"], at: path["title"], required: true)
        let subject = bindings.text(o["subject"], at: path["subject"])
        let footer = bindings.text(o["footer"], at: path["footer"], pageNumbers: true)
        let keywords = r.array(o["keywords"], at: path["keywords"])?.enumerated().compactMap { i, k in
            r.string(k, at: path["keywords"][i], required: true)
        } ?? []
        let language = r.string(o["language"], at: path["language"]) ?? "en"
        let paper = r.choice(o["paper"], at: path["paper"], as: Paper.self) ?? .a4
        let margins = readMargins(o["margins"], at: path["margins"], reader: r)
        let items = r.array(o["sections"], at: path["sections"], required: true) ?? []
        if o["sections"] != nil, items.isEmpty { r.report(path["sections"], expected: "at least one section", found: "none") }
        let sections = items.enumerated().compactMap { i, item in
            ReportSection.read(item, at: path["sections"][i], bindings: bindings)
        }
        guard let title else { return nil }
        return ReportTemplate(file: r.file, title: title, subject: subject ?? TemplateText(literal: ""), keywords: keywords,
                              language: language, paper: paper, margins: margins,
                              footer: footer ?? TemplateText(literal: ""), sections: sections)
    }

    private static func readMargins(_ value: JSONValue?, at path: JSONPath, reader r: TemplateReader) -> EdgeInsets {
        let sides = ["top", "right", "bottom", "left"]
        let o = r.object(value, at: path, known: sides) ?? [:]
        let v = sides.map { r.number(o[$0], at: path[$0], in: 18...200, meaning: "a margin") ?? 56 }
        return EdgeInsets(top: v[0], leading: v[3], bottom: v[2], trailing: v[1])
    }
}

extension ReportSection {
    private static let members = ["kind", "kicker", "heading", "intro", "empty", "blocks"]

    static func read(_ value: JSONValue, at path: JSONPath, bindings: BindingChecker) -> ReportSection? {
        let r = bindings.reader
        guard let o = r.object(value, at: path, known: members) else { return nil }
        let kind = r.choice(o["kind"], at: path["kind"], as: ReportSectionKind.self, required: true)
        let scoped = bindings.scoped(to: kind)
        let kicker = scoped.text(o["kicker"], at: path["kicker"])
        let heading = scoped.text(o["heading"], at: path["heading"], required: true)
        let intro = scoped.text(o["intro"], at: path["intro"])
        let empty = scoped.text(o["empty"], at: path["empty"])
        let blocks = (r.array(o["blocks"], at: path["blocks"]) ?? []).enumerated().compactMap { i, block in
            ReportBlock.read(block, at: path["blocks"][i], bindings: scoped)
        }
        guard let kind, let heading else { return nil }
        return ReportSection(kind: kind, kicker: kicker, heading: heading, intro: intro, empty: empty, blocks: blocks, path: path)
    }
}

extension ReportBlock {
    private static let forms = ["text", "binding", "stats", "row"]

    static func read(_ value: JSONValue, at path: JSONPath, bindings: BindingChecker) -> ReportBlock? {
        let r = bindings.reader
        guard let o = r.object(value, at: path, known: forms + ["title", "caption"]) else { return nil }
        let given = forms.filter { o[$0] != nil }
        guard given.count == 1, let form = given.first else {
            r.report(path, expected: "exactly one of the members \(forms.joined(separator: ", "))",
                     found: given.isEmpty ? "none" : given.joined(separator: " and "))
            return nil
        }
        if form != "binding" {
            for key in ["title", "caption"] where o[key] != nil {
                r.report(path[key], expected: "a title or caption only on a \"binding\" block", found: "one on a \"\(form)\" block")
            }
        }
        switch form {
        case "text":
            return bindings.text(o["text"], at: path["text"], required: true).map(ReportBlock.text)
        case "stats":
            let names = (r.array(o["stats"], at: path["stats"]) ?? []).enumerated().compactMap { i, item in
                bindings.value(item, at: path["stats"][i])
            }
            return names.isEmpty ? nil : .stats(names)
        case "row":
            let items = r.array(o["row"], at: path["row"]) ?? []
            let figures = items.enumerated().compactMap { i, item in FigureBlock.read(item, at: path["row"][i], bindings: bindings) }
            return figures.count == items.count && !figures.isEmpty ? .row(figures) : nil
        default:
            return FigureBlock.read(value, at: path, bindings: bindings).map(ReportBlock.figure)
        }
    }
}

extension FigureBlock {
    static func read(_ value: JSONValue, at path: JSONPath, bindings: BindingChecker) -> FigureBlock? {
        let r = bindings.reader
        guard let o = r.object(value, at: path, known: ["binding", "title", "caption"]) else { return nil }
        let name = bindings.figure(o["binding"], at: path["binding"])
        let title = bindings.text(o["title"], at: path["title"])
        let caption = bindings.text(o["caption"], at: path["caption"])
        return name.map { FigureBlock(binding: $0, title: title, caption: caption) }
    }
}
