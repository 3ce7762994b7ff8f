/// Finishes what Cairo leaves out of a tagged PDF, through libqpdf (`QPDF`), and writes the file
/// again; the result passes `qpdf --check`:
///
/// - the catalog gets `/Lang`, `/ViewerPreferences << /DisplayDocTitle true >>` (readers show the
///   title, not the file name), `/MarkInfo << /Marked true >>` when it has a structure tree,
///   `/PageLabels` (1, 2, 3, …) and an XMP `/Metadata` stream saying what the Info dictionary says,
///   and which standards the file claims;
/// - every `Figure` structure element gets its `/Alt` text (Cairo's tags take no attributes but
///   links' and destinations'), in the order of the structure tree;
/// - every page gets `/Tabs /S` (tab through annotations in structure order), and every link
///   annotation without one a `/Contents` description;
/// - for a standard (`PDFStandard`), what it requires of the rest (see `PDFConformance`).
///
/// The result is a pure function of the bytes and the arguments, its file identifier derived from them.
enum PDFFinishing {
    /// `pdf` (as Cairo wrote it) finished. `figureAlts` holds the alternative text of each figure in
    /// the order the figures were tagged ("" for none); `effects` the images to embed in place of the
    /// reduced ones cairo was given (see `PDFEffectImages`).
    /// - Throws: `GraphicsError.invalidArgument` for a language that is no BCP 47 tag,
    ///   `GraphicsError.pdf` when the PDF cannot be read or its figures do not match.
    static func finish(_ pdf: [UInt8], language: String, figureAlts: [String], standard: PDFStandard = .none,
                       effects: PDFEffectImages = PDFEffectImages()) throws -> [UInt8] {
        guard !language.isEmpty, language.utf8.allSatisfy({ isLanguageByte($0) }) else {
            throw GraphicsError.invalidArgument("document language '\(language)' (a BCP 47 tag such as en-GB)")
        }
        let file = try QPDF(pdf)
        let root = file.root
        guard root.isDictionary else { throw GraphicsError.pdf(message: "no catalog") }
        root["Lang"] = file.text(language)
        if !root.has("ViewerPreferences") { root["ViewerPreferences"] = file.dictionary([("DisplayDocTitle", file.bool(true))]) }
        if root.has("StructTreeRoot") { root["MarkInfo"] = file.dictionary([("Marked", file.bool(true))]) }
        if !root.has("PageLabels") {
            root["PageLabels"] = file.dictionary([("Nums", file.array([file.integer(0), file.dictionary([("S", file.name("D"))])]))])
        }
        let info = file.trailer["Info"]
        var strings: [String: String] = [:]
        for key in ["Title", "Author", "Subject", "Keywords", "Creator", "Producer", "CreationDate", "ModDate"] {
            if let value = info[key].text { strings[key] = value }
        }
        let xmp = PDFXMP.packet(info: strings, language: language, standard: standard)
        root["Metadata"] = file.stream([("Type", file.name("Metadata")), ("Subtype", file.name("XML"))], bytes: Array(xmp.utf8))

        let figures = structureElements(of: "Figure", from: root)
        guard figures.count == figureAlts.count else {
            throw GraphicsError.pdf(message: "the PDF has \(figures.count) figures, \(figureAlts.count) were tagged")
        }
        for (figure, alt) in zip(figures, figureAlts) where !alt.isEmpty {
            figure["Alt"] = file.text(alt)
        }
        let pages = file.pages
        let links = PDFLinkDescriptions(root: root, pages: pages.map(\.number))
        for page in pages {
            page["Tabs"] = file.name("S")
            for link in page["Annots"].items where link["Subtype"].isName("Link") && !link.has("Contents") {
                link["Contents"] = file.text(links.description(of: link))
            }
        }
        try effects.embed(in: file)
        if standard != .none { try PDFConformance(file: file, standard: standard).apply() }
        return try file.written()
    }

    /// The structure elements of type `type`, depth first from the structure tree's root: the order
    /// they were tagged in.
    private static func structureElements(of type: String, from root: QPDFObject) -> [QPDFObject] {
        var found: [QPDFObject] = []
        var seen = Set<Int>()
        func visit(_ object: QPDFObject, depth: Int) {
            guard depth < 256 else { return }
            if object.isArray { return object.items.forEach { visit($0, depth: depth + 1) } }
            if object.isIndirect { guard seen.insert(object.number).inserted else { return } }
            guard object.isDictionary, !object.isStream else { return }
            if object["S"].isName(type), !object.has("MCID"), object.isIndirect { found.append(object) }
            visit(object["K"], depth: depth + 1)
        }
        visit(root["StructTreeRoot"]["K"], depth: 0)
        return found
    }

    private static func isLanguageByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D
    }
}
