/// A text measurer without fonts, for tests: every character is `widthFactor` × size wide (plus the
/// style's letter spacing), every line `lineHeightFactor` × size tall (times the style's line
/// height). Lines wrap at spaces (a word longer than the width breaks between characters), `\n`
/// starts a paragraph, and text cut by `maxLines` ends its last kept line in "…". Characters from
/// `firstUnknownScalar` up (CJK, emoji) count as glyphs no font can draw.
public struct FixedWidthTextMeasurer: TextMeasuring {
    public var widthFactor: Double
    public var lineHeightFactor: Double
    public var firstUnknownScalar: UInt32

    public init(widthFactor: Double = 0.5, lineHeightFactor: Double = 1.2, firstUnknownScalar: UInt32 = 0x2E80) {
        self.widthFactor = widthFactor
        self.lineHeightFactor = lineHeightFactor
        self.firstUnknownScalar = firstUnknownScalar
    }

    /// The lines the text is laid out in, and whether it was cut.
    public func lines(_ text: String, style: TextStyle, width: Double?, maxLines: Int?) -> (lines: [String], isTruncated: Bool) {
        let perLine = width.map { max(1, Int((($0 + 1e-9) / characterWidth(style)).rounded(.down))) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            perLine.map { wrap(String(paragraph), perLine: $0) } ?? [String(paragraph)]
        }
        guard let maxLines, lines.count > max(1, maxLines) else { return (lines, false) }
        lines.removeLast(lines.count - max(1, maxLines))
        var last = lines.removeLast()
        if let perLine, last.count + 1 > perLine { last = String(last.prefix(perLine - 1)) }
        lines.append(last + "…")
        return (lines, true)
    }

    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?) -> TextMetrics {
        let (lines, truncated) = lines(text, style: style, width: width, maxLines: maxLines)
        let lineHeight = style.size * lineHeightFactor * style.lineHeight
        let widest = Double(lines.map(\.count).max() ?? 0) * characterWidth(style)
        let unknown = text.filter { ($0.unicodeScalars.first?.value ?? 0) >= firstUnknownScalar }.count
        return TextMetrics(size: Size(width: widest, height: lineHeight * Double(lines.count)),
                           baseline: (lineHeight - style.size) / 2 + style.size * 0.8,
                           lineCount: lines.count, isTruncated: truncated, unknownGlyphs: unknown)
    }

    private func characterWidth(_ style: TextStyle) -> Double {
        style.size * widthFactor + style.letterSpacing
    }

    /// Greedy wrapping of one paragraph at spaces, breaking words longer than a line.
    private func wrap(_ paragraph: String, perLine: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            var rest = Substring(word)
            while rest.count > perLine {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(perLine)
            }
            if current.isEmpty {
                current = String(rest)
            } else if current.count + 1 + rest.count <= perLine {
                current += " " + rest
            } else {
                lines.append(current)
                current = String(rest)
            }
        }
        lines.append(current)
        return lines
    }
}
