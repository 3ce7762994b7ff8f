/// Gives the icon font's text an `/ActualText`, as PDF/A-2a wants of glyphs whose Unicode values lie
/// in the Private Use Area (ISO 19005-2, 6.2.11.7.3): every character of the pinned icon font
/// (`Fonts.iconFamily`) does, and no other font Folio draws with has any there. Each text-showing
/// operator while an icon font is selected is wrapped in `/Span << /ActualText () >> BDC … EMC`: an
/// icon stands beside the words that say what it means, so its replacement text is empty.
enum PDFPrivateUseText {
    private static let showsText: Set<String> = ["Tj", "TJ", "'", "\""]

    /// `content` with the icon fonts' text spanned, or nil when it shows none; `iconFonts` holds the
    /// names (without the slash) of the icon font in the stream's resources.
    static func spanned(_ content: [UInt8], iconFonts: Set<String>) throws -> [UInt8]? {
        guard !iconFonts.isEmpty else { return nil }
        var out: [UInt8] = []
        var copied = 0, isIcon = false
        for op in try PDFContentOperator.operators(of: content) {
            if op.name == "Tf" {
                let operands = String(decoding: content[op.operands..<op.end], as: UTF8.self)
                let font = operands.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("/") }
                isIcon = font.map { iconFonts.contains(String($0.dropFirst())) } ?? false
            } else if isIcon && showsText.contains(op.name) {
                out.append(contentsOf: content[copied..<op.operands])
                out.append(contentsOf: Array("\n/Span <</ActualText ()>> BDC\n".utf8))
                out.append(contentsOf: content[op.operands..<op.end])
                out.append(contentsOf: Array("\nEMC\n".utf8))
                copied = op.end
            }
        }
        guard copied > 0 else { return nil }
        out.append(contentsOf: content[copied...])
        return out
    }

    /// The names of `resources`' fonts that are the icon font (cairo names a subset `ABCDEF+Family`).
    static func iconFonts(in resources: QPDFObject) -> Set<String> {
        let fonts = resources["Font"]
        guard fonts.isDictionary else { return [] }
        return Set(fonts.keys.filter { key in
            let base = fonts[key]["BaseFont"].name ?? ""
            return base.split(separator: "+", maxSplits: 1).last.map(String.init) == Fonts.iconFamily
        })
    }
}
