import Foundation

/// Finishes what Cairo 1.16 leaves out of a tagged PDF, as an incremental update appended to its
/// bytes (new revisions of changed objects, a new cross-reference section, a trailer with `/Prev`):
///
/// - the catalog gets `/Lang`, `/ViewerPreferences << /DisplayDocTitle true >>` (readers show the
///   title, not the file name) and, when it has a structure tree but no `/MarkInfo`, `/MarkInfo`;
/// - every `Figure` structure element gets its `/Alt` text (Cairo's tags take no attributes but
///   links' and destinations').
///
/// The update is a pure function of the bytes and its arguments, so the output stays deterministic.
enum PDFAccessibility {
    /// `pdf` (as Cairo wrote it) with the update appended. `figureAlts` holds the alternative text of
    /// each figure in the order the figures were tagged ("" for none).
    static func update(_ pdf: [UInt8], language: String, figureAlts: [String]) throws -> [UInt8] {
        guard !language.isEmpty, language.utf8.allSatisfy({ isLanguageByte($0) }) else {
            throw GraphicsError.invalidArgument("document language '\(language)' (a BCP 47 tag such as en-GB)")
        }
        let file = try PDFObjects(pdf)
        var revised: [Int: String] = [:]

        var catalog = try file.dictionary(file.root)
        var additions = ["/Lang \(textString(language))"]
        if !catalog.contains("/ViewerPreferences") { additions.append("/ViewerPreferences << /DisplayDocTitle true >>") }
        if catalog.contains("/StructTreeRoot"), !catalog.contains("/MarkInfo") {
            additions.append("/MarkInfo << /Marked true >>")
        }
        catalog = try adding(additions, to: catalog)
        revised[file.root] = catalog

        let figures = try file.numbers.filter { number in
            try file.object(number, startsWith: "<< /Type /StructElem") && file.dictionary(number).contains("/S /Figure\n")
        }
        guard figures.count == figureAlts.count else {
            throw GraphicsError.cairo(message: "the PDF has \(figures.count) figures, \(figureAlts.count) were tagged")
        }
        for (number, alt) in zip(figures, figureAlts) where !alt.isEmpty {
            revised[number] = try adding(["/Alt \(textString(alt))"], to: file.dictionary(number))
        }
        return file.appending(revised)
    }

    /// A dictionary's text with entries added before its closing `>>`.
    private static func adding(_ entries: [String], to dictionary: String) throws -> String {
        guard let close = dictionary.range(of: ">>", options: .backwards) else {
            throw GraphicsError.cairo(message: "unexpected PDF object: \(dictionary.prefix(40))")
        }
        return dictionary[..<close.lowerBound] + entries.map { "   \($0)\n" }.joined() + ">>"
    }

    /// A PDF text string: literal when printable ASCII, else UTF-16BE with a byte order mark.
    static func textString(_ s: String) -> String {
        if s.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
            let escaped = s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
                .replacingOccurrences(of: ")", with: "\\)")
            return "(\(escaped))"
        }
        let hex = s.utf16.map { unit -> String in
            let digits = String(unit, radix: 16, uppercase: true)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
        return "<FEFF\(hex.joined())>"
    }

    private static func isLanguageByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D
    }
}
