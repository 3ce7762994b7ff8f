import FolioLayout

/// Text Reveal — a line that rises in word by word: at progress `t` each word, in reading order,
/// rises into its place from under its line's lower edge (a mask as tall as the line) while it
/// fades in, the next starting before the last has settled. At `t` = 0 no word is drawn, at 1 every word stands still and opaque. The words wrap
/// as the whole line would, so nothing moves sideways as they arrive.
public struct TextReveal: View {
    public var text: String
    /// How far the reveal has gone, 0…1.
    public var t: Double
    public var style: TextStyle
    public var alignment: TextAlignment
    /// Indices of the words set in the accent colour.
    public var emphasis: Set<Int>

    public init(_ text: String, t: Double = 1, style: TextStyle = .title, alignment: TextAlignment = .center,
                emphasis: Set<Int> = []) {
        self.text = text
        self.t = t
        self.style = style
        self.alignment = alignment
        self.emphasis = emphasis
    }

    /// The share of the motion one word takes to arrive.
    static let wordDuration = 0.35

    /// Each word's own progress at `t`, 0…1 (before easing): the words start one after another,
    /// the first at 0 and the last so that it lands exactly at 1.
    static func wordProgress(index: Int, count: Int, t: Double) -> Double {
        let spacing = count > 1 ? (1 - wordDuration) / Double(count - 1) : 0
        let start = Double(index) * spacing
        let duration = count > 1 ? wordDuration : 1
        return Motion.clamp((t - start) / duration)
    }

    public var body: any View {
        WordFlow(words: text.split(separator: " ").map(String.init), t: t, style: style, alignment: alignment,
                 emphasis: emphasis)
            .role(.group, name: "text reveal")
    }
}

/// The words of a Text Reveal wrapped into lines at the proposed width, each placed at its own
/// moment of the rise.
private struct WordFlow: PrimitiveView {
    var words: [String]
    var t: Double
    var style: TextStyle
    var alignment: TextAlignment
    var emphasis: Set<Int>

    /// The words placed in lines: each word's box (its top-left and size) and the lines' widths.
    private func place(width: Double?, _ env: Environment) -> (boxes: [Rect], size: Size) {
        let sizes = words.map { RowInk.size(of: $0, style: style, in: env) }
        let space = RowInk.size(of: " ", style: style, in: env).width
        let lineHeight = RowInk.size(of: "Ag", style: style, in: env).height
        let limit = width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        var lines: [[Int]] = [[]]
        var x = 0.0
        for (i, size) in sizes.enumerated() {
            let needed = lines[lines.count - 1].isEmpty ? size.width : x + space + size.width
            if needed > limit + 1e-9, !lines[lines.count - 1].isEmpty {
                lines.append([i])
                x = size.width
            } else {
                lines[lines.count - 1].append(i)
                x = needed
            }
        }
        let widths = lines.map { line in line.map { sizes[$0].width }.reduce(0, +) + space * Double(max(0, line.count - 1)) }
        let boxWidth = min(limit, widths.max() ?? 0)
        var boxes = [Rect](repeating: .zero, count: words.count)
        for (row, line) in lines.enumerated() {
            var x = (boxWidth - widths[row]) * alignmentFraction(env)
            for i in line {
                boxes[i] = Rect(origin: Point(x: x, y: Double(row) * lineHeight), size: sizes[i])
                x += sizes[i].width + space
            }
        }
        return (boxes, Size(width: boxWidth, height: lineHeight * Double(words.isEmpty ? 0 : lines.count)))
    }

    /// Where each line sits in the box, 0 at the left. Right to left, words of a right-to-left
    /// script are placed left to right and then mirrored (``frames(in:proposal:_:)``); Latin words
    /// keep their order, their lines aligned to the page's leading edge, the right.
    private func alignmentFraction(_ env: Environment) -> Double {
        let fraction = switch alignment {
        case .leading: 0.0
        case .center: 0.5
        case .trailing: 1.0
        }
        return env.layoutDirection == .rightToLeft && !runsRightToLeft ? 1 - fraction : fraction
    }

    /// Whether the words are of a right-to-left script (or carry its marks), so their order mirrors.
    private var runsRightToLeft: Bool { words.contains { $0.mayRunRightToLeft } }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        place(width: proposal.width, context.environment).size
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        var boxes = place(width: proposal.width, env).boxes
        // Right to left, each line's words run from the right: every box mirrored across the flow.
        if env.layoutDirection == .rightToLeft, runsRightToLeft {
            boxes = boxes.map { Rect(origin: Point(x: size.width - $0.maxX, y: $0.minY), size: $0.size) }
        }
        let rise = style.size * 0.5
        return words.enumerated().compactMap { i, word in
            let progress = TextReveal.wordProgress(index: i, count: words.count, t: t)
            guard progress > 0 else { return nil }
            let color = env.resolve(emphasis.contains(i) ? .accent : (env.foreground ?? .label))
            var text = RowInk.text(word, style: style, color: color, in: env)
            guard progress < 1 else {
                text.origin = boxes[i].origin
                return text
            }
            let eased = Motion.easeOut(progress)
            let rising = Frame.group([text], size: text.size,
                                     group: Group(transform: .translation(x: 0, y: (1 - eased) * rise), opacity: eased))
            return .group([rising], origin: boxes[i].origin, size: text.size, name: word, group: Group(clip: .rect))
        }
    }
}
