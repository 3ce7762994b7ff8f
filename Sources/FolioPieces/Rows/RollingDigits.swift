import FolioLayout

/// A number that rolls from one string to another, shared by Odometer and Live Stat: the strings
/// are aligned from the right (units under units), each changed digit column scrolls through the
/// digits between its old and new one (up when the value grows, down when it falls), the leftmost
/// columns a little behind the rightmost. As iOS rolls a number, each glyph is drawn whole: it
/// moves a short way from the middle of its cell while it fades, and is gone before its ink could
/// reach the cell's edge, so the clip never cuts a glyph that shows. Other changed characters (a
/// new thousands separator, a digit that appears) slide in the same way. At `t` = 0 it reads
/// `from`, at 1 `to`.
struct RollingDigits: PrimitiveView {
    var from: String
    var to: String
    var t: Double
    var style: TextStyle
    var color: ThemeColor?

    /// How much later the leftmost column starts than the rightmost, as a share of the motion.
    private static let stagger = 0.3
    /// How far one digit moves on to the next, as a share of the line: a fifth, so a digit rolls
    /// rather than blinks while its ink (the middle three fifths of the line) stays in the cell for
    /// as long as it shows.
    static let travel = 0.2
    /// How far from the middle a glyph has gone, in steps, when it has faded out.
    static let vanishing = 0.9

    /// How strongly a glyph `distance` steps from the middle of its cell shows: fully near the
    /// middle, half at half a step, gone at ``vanishing`` steps (a smooth step), so two neighbours
    /// cross-fade as they roll and the column never stands empty.
    static func presence(_ distance: Double) -> Double {
        let x = Motion.clamp((distance - 0.1) / (vanishing - 0.1))
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

    /// The smallest share of its natural size the number shrinks to when offered less width (a
    /// balance of 9,999,999,999.99 still fits its card); below it, it keeps that size.
    static let minimumScale = 0.45

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let natural = naturalSize(context.environment)
        guard let offered = proposal.width, offered.isFinite, offered < natural.width, natural.width > 0 else { return natural }
        let scale = max(Self.minimumScale, offered / natural.width)
        return Size(width: natural.width * scale, height: natural.height * scale)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let natural = naturalSize(context.environment)
        let columns = columnFrames(context.environment)
        guard natural.width > 0, size.width < natural.width - 1e-9 else { return columns }
        let scale = max(Self.minimumScale, size.width / natural.width)
        return [.group(columns, size: size, name: "scaled to fit", group: Group(transform: .scale(x: scale, y: scale)))]
    }

    private func naturalSize(_ env: Environment) -> Size {
        Size(width: columns().map { width(of: $0, env) }.reduce(0, +), height: lineHeight(env))
    }

    /// The columns' frames at the number's natural size, left to right.
    private func columnFrames(_ env: Environment) -> [Frame] {
        let base = env.resolve(color ?? env.foreground ?? .label)
        let line = lineHeight(env)
        var x = 0.0
        var frames: [Frame] = []
        for column in columns() {
            let cell = width(of: column, env)
            let rolling = column.strip.count > 1 && column.progress > 0 && column.progress < 1
            var glyphs: [Frame] = []
            for (j, character) in column.strip.enumerated() {
                let distance = Double(j) - column.position
                guard let character, abs(distance) < Self.vanishing - 1e-9 else { continue }
                let shade = base.opacity(base.alpha * Self.presence(abs(distance)))
                var glyph = RowInk.text(String(character), style: style, color: shade, in: env)
                glyph.origin = Point(x: (cell - glyph.size.width) / 2,
                                     y: (column.rising ? distance : -distance) * line * Self.travel)
                glyphs.append(glyph)
            }
            if rolling {
                // Mid-roll glyphs are between two still numbers, each held to a reader's contrast.
                let moving = Frame.group(glyphs, size: Size(width: cell, height: line), name: InkRole.moving.frameName)
                frames.append(.group([moving], origin: Point(x: x, y: 0), size: Size(width: cell, height: line),
                                     name: "rolling column", group: Group(clip: .rect)))
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
            let progress = Motion.easeInOut((t - delay) / (1 - Self.stagger))
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
        return Motion.mix(w(first), w(last), column.progress)
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
