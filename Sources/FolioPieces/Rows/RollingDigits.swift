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
    /// How far one digit moves on to the next, as a share of the line: a whole line, so the
    /// leaving digit has left the cell (clipped at its edge) by the time the coming one is centred,
    /// and nothing rises into the labels above or below.
    private static let travel = 1.0
    /// The share of the line at the top and at the bottom of a rolling cell over which glyphs fade
    /// to nothing, so a digit leaves softly instead of being sliced by the clip.
    static let fadeBand = 0.18

    /// How strongly a glyph `distance` steps from the middle of its cell shows: fully at the
    /// middle, half at half a step, gone at a whole step (a smooth step, so the glyphs the cell cuts
    /// off are faint).
    static func presence(_ distance: Double) -> Double {
        let x = Motion.clamp((distance - 0.15) / 0.7)
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
                guard let character, abs(distance) < 1 - 1e-9 else { continue }
                let shade = base.opacity(base.alpha * Self.presence(abs(distance)))
                var glyph = RowInk.text(String(character), style: style, color: shade, in: env)
                glyph.origin = Point(x: (cell - glyph.size.width) / 2,
                                     y: (column.rising ? distance : -distance) * line * Self.travel)
                if rolling { glyph = Self.faded(glyph, shade: shade, line: line) }
                glyphs.append(glyph)
            }
            if rolling {
                frames.append(.group(glyphs, origin: Point(x: x, y: 0), size: Size(width: cell, height: line),
                                     name: "rolling column", group: Group(clip: .rect)))
            } else {
                frames += glyphs.map { $0.offset(x: x) }
            }
            x += cell
        }
        return frames
    }

    /// A glyph of a rolling cell painted with a vertical gradient in the cell's coordinates:
    /// transparent at the cell's top and bottom edges, its full shade across the middle.
    private static func faded(_ glyph: Frame, shade: Color, line: Double) -> Frame {
        guard case .text(var item) = glyph.item else { return glyph }
        let top = -glyph.origin.y
        let clear = shade.opacity(0)
        item.color = .linear(LinearGradient(start: Point(x: 0, y: top), end: Point(x: 0, y: top + line), stops: [
            GradientStop(0, clear), GradientStop(fadeBand, shade), GradientStop(1 - fadeBand, shade), GradientStop(1, clear),
        ]))
        var faded = glyph
        faded.item = .text(item)
        return faded
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
