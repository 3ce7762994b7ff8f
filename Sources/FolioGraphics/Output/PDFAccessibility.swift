import CQPDF
import Foundation

/// Finishes what Cairo leaves out of a tagged PDF, through libqpdf, so it works whatever form of
/// cross-reference Cairo wrote (a classic table from Cairo 1.16, streams and object streams from
/// 1.18) and the result passes `qpdf --check`:
///
/// - the catalog gets `/Lang`, `/ViewerPreferences << /DisplayDocTitle true >>` (readers show the
///   title, not the file name), `/MarkInfo << /Marked true >>` when it has a structure tree,
///   `/PageLabels` (1, 2, 3, …) and an XMP `/Metadata` stream saying what the Info dictionary says;
/// - every `Figure` structure element gets its `/Alt` text (Cairo's tags take no attributes but
///   links' and destinations'), in the order of the structure tree;
/// - every page gets `/Tabs /S` (tab through annotations in structure order), and every link
///   annotation without one a `/Contents` description.
///
/// The result is a pure function of the bytes and the arguments: streams are kept as they are
/// (not decoded), object streams are kept, and the file identifier is derived from the content.
enum PDFAccessibility {
    /// `pdf` (as Cairo wrote it) finished. `figureAlts` holds the alternative text of each figure in
    /// the order the figures were tagged ("" for none); `effects` the images to embed in place of the
    /// reduced ones cairo was given (see `PDFEffectImages`).
    /// - Throws: `GraphicsError.invalidArgument` for a language that is no BCP 47 tag,
    ///   `GraphicsError.cairo` when the PDF cannot be read or its figures do not match.
    static func update(_ pdf: [UInt8], language: String, figureAlts: [String], effects: PDFEffectImages = PDFEffectImages()) throws -> [UInt8] {
        guard !language.isEmpty, language.utf8.allSatisfy({ isLanguageByte($0) }) else {
            throw GraphicsError.invalidArgument("document language '\(language)' (a BCP 47 tag such as en-GB)")
        }
        let file = try QPDFFile(pdf)
        let root = file.root
        file.set(root, "/Lang", file.string(language))
        if !file.has(root, "/ViewerPreferences") { file.set(root, "/ViewerPreferences", file.parse("<< /DisplayDocTitle true >>")) }
        if file.has(root, "/StructTreeRoot"), !file.has(root, "/MarkInfo") { file.set(root, "/MarkInfo", file.parse("<< /Marked true >>")) }
        if !file.has(root, "/PageLabels") { file.set(root, "/PageLabels", file.parse("<< /Nums [ 0 << /S /D >> ] >>")) }
        file.set(root, "/Metadata", file.metadataStream(PDFXMP.packet(info: file.info, language: language)))

        let figures = file.structureElements(of: "/Figure")
        guard figures.count == figureAlts.count else {
            throw GraphicsError.cairo(message: "the PDF has \(figures.count) figures, \(figureAlts.count) were tagged")
        }
        for (figure, alt) in zip(figures, figureAlts) where !alt.isEmpty {
            file.set(figure, "/Alt", file.string(alt))
        }
        for page in file.pages {
            file.set(page, "/Tabs", file.name("/S"))
            for link in file.items(file.get(page, "/Annots")) where file.isName(file.get(link, "/Subtype"), "/Link") {
                if !file.has(link, "/Contents") { file.set(link, "/Contents", file.string(file.linkDescription(link))) }
            }
        }
        try effects.embed(in: file)
        return try file.written()
    }

    private static func isLanguageByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D
    }
}
