import FolioLayout

/// A number that rolls from one string to another, shared by Odometer and Live Stat: the strings
/// are aligned from the right (units under units), each changed digit column scrolls through the
/// digits between its old and new one (up when the value grows, down when it falls), clipped to its
/// cell and fading as it leaves the middle, the leftmost columns a little behind the rightmost.
/// Other changed characters (a new thousands separator, a digit that appears) slide in the same
/// way. At `t` = 0 it reads `from`, at 1 `to`; glyphs a whole step from the middle are left out.
struct RollingDigits: PrimitiveView {
    var from: String
    var to: String
    var t: Double
    var style: TextStyle
    var color: ThemeColor?

    /// How much later the leftmost column starts than the rightmost, as a share of the motion.
    private static let stagger = 0.3
    /// How far one digit moves on to the next, as a share of the line: half a line, so the leaving
    /// digit fades out as the coming one fades in across the middle of the cell.
    private static let travel = 0.5

    /// How strongly a glyph `distance` steps from the middle of its cell shows: fully at the
    /// middle, half at half a step, gone at a whole step (a smooth step, so the glyphs the cell cuts
    /// off are faint).
    static func presence(_ distance: Double) -> Double {
        let x = RowInk.clamp((distance - 0.15) / 0.7)
        return 1 - x * x * (3 - 2 * x)
    }

    /// One column of the aligned strings.
    struct Column {
        /// The characters the column scrolls through, first to last (nil: no character).
        var strip: [Character?]
        /// Whether the next character comes from below (the value grows).
        var rising: Bool
        /// The column's own progress, 0…1, eased.
        var progress: Double

        /// The strip position shown: 0 is the first character, `strip.count - 1` the last.
        var position: Double { progress * Double(strip.count - 1) }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let env = context.environment
        let widths = columns().map { width(of: $0, env) }
        return Size(width: widths.reduce(0, +), height: lineHeight(env))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let base = env.resolve(color ?? env.foreground ?? .label)
        let line = lineHeight(env)
        var x = 0.0
        var frames: [Frame] = []
        for column in columns() {
            let cell = width(of: column, env)
            var glyphs: [Frame] = []
            for (j, character) in column.strip.enumerated() {
                let distance = Double(j) - column.position
                guard let character, abs(distance) < 1 - 1e-9 else { continue }
                let shade = base.opacity(base.alpha * Self.presence(abs(distance)))
                var glyph = RowInk.text(String(character), style: style, color: shade, in: env)
                glyph.origin = Point(x: (cell - glyph.size.width) / 2,
                                     y: (column.rising ? distance : -distance) * line * Self.travel)
                glyphs.append(glyph)
            }
            let rolling = column.strip.count > 1 && column.progress > 0 && column.progress < 1
            if rolling {
                frames.append(.group(glyphs, origin: Point(x: x, y: 0), size: Size(width: cell, height: line),
                                     group: Group(clip: .rect)))
            } else {
                frames += glyphs.map { $0.offset(x: x) }
            }
            x += cell
        }
        return frames
    }

    /// The aligned columns at `t`, left to right.
    func columns() -> [Column] {
        let old = Array(from), new = Array(to)
        let count = max(old.count, new.count)
        let rising = Self.value(of: to) >= Self.value(of: from)
        return (0..<count).map { i in
            let o = i - (count - old.count), n = i - (count - new.count)
            let before: Character? = o >= 0 ? old[o] : nil
            let after: Character? = n >= 0 ? new[n] : nil
            let fromRight = count > 1 ? Double(count - 1 - i) / Double(count - 1) : 0
            let delay = Self.stagger * fromRight
            let progress = RowInk.easeInOut((t - delay) / (1 - Self.stagger))
            return Column(strip: Self.strip(before, after, rising: rising), rising: rising, progress: progress)
        }
    }

    /// The characters between `before` and `after`: every digit on the way for two digits, the two
    /// characters otherwise, one when they are the same.
    private static func strip(_ before: Character?, _ after: Character?, rising: Bool) -> [Character?] {
        guard before != after else { return [before] }
        guard let a = before?.wholeNumberValue, let b = after?.wholeNumberValue else { return [before, after] }
        let step = rising ? 1 : 9
        var digits: [Character?] = [before]
        var d = a
        while d != b {
            d = (d + step) % 10
            digits.append(Character(String(d)))
        }
        return digits
    }

    /// The number a string shows (digits and a decimal point; other characters ignored), for the
    /// direction of the roll.
    private static func value(of string: String) -> Double {
        let kept = string.filter { $0.isNumber || $0 == "." }
        let magnitude = Double(kept) ?? 0
        return string.hasPrefix("-") || string.hasPrefix("−") ? -magnitude : magnitude
    }

    /// The column's width at its progress: the old character's width turning into the new one's.
    private func width(of column: Column, _ env: Environment) -> Double {
        func w(_ c: Character?) -> Double { c.map { RowInk.size(of: String($0), style: style, in: env).width } ?? 0 }
        guard let first = column.strip.first, let last = column.strip.last else { return 0 }
        return RowInk.mix(w(first), w(last), column.progress)
    }

    private func lineHeight(_ env: Environment) -> Double {
        RowInk.size(of: "0", style: style, in: env).height
    }
}

extension Frame {
    /// The frame moved right by `x` points.
    fileprivate func offset(x: Double) -> Frame {
        var moved = self
        moved.origin = Point(x: origin.x + x, y: origin.y)
        return moved
    }
}
