import FolioLayout

/// Typographic Cover — cover art made of type, as every recipe picture is: a block of a warm colour
/// in the theme's tile (or card) shape, lit softly from the top, with the dish's name set large in
/// Inter Display in a tone-on-tone ink. Large covers stack the name's words at the bottom under a
/// small kicker line and a rule; small ones (under 100 pt) or the `.initial` style show one big
/// initial, a large `.initial` cover bleeding it off the corner behind the name.
public struct TypographicCover: View {
    /// How the type is composed.
    public enum Style: Sendable {
        /// Stacked words when there is room, a big initial on small covers.
        case automatic
        /// The name's words stacked from the bottom, under the kicker.
        case stacked
        /// One big initial (bleeding off the corner behind the name on large covers).
        case initial
    }

    /// The dish ("Tomato soup").
    public var name: String
    /// A small line above the name ("Soup · 35 min"), shown on large covers.
    public var kicker: String?
    /// The block's colour: one of the warm cover colours (`.recipe.tomato`, ...).
    public var color: ThemeColor
    public var style: Style
    /// The shape: `.tile` in grids and rows, `.card` for a hero.
    public var shape: ShapeToken

    public init(name: String, kicker: String? = nil, color: ThemeColor = .recipe.tomato, style: Style = .automatic,
                shape: ShapeToken = .tile) {
        self.name = name
        self.kicker = kicker
        self.color = color
        self.style = style
        self.shape = shape
    }

    /// Below this side a cover shows only its initial.
    static let smallSide = 100.0

    public var body: any View {
        Draw(idealSize: Size(width: 160, height: 160)) { size, env in
            CoverComposer(name: name, kicker: kicker, style: style, size: size, env: env)
                .frames(background: env.resolve(color), shape: env.theme.shape(shape))
        }
        .clipShape(shape)
        .role(shape == .card ? .card : .tile, name: name)
    }
}

/// Lays the type of one cover out in its box.
private struct CoverComposer {
    var name: String
    var kicker: String?
    var style: TypographicCover.Style
    var size: Size
    var env: Environment

    private var side: Double { min(size.width, size.height) }
    private var margin: Double { max(Space.xs, (side * 0.09).rounded()) }
    private var initial: String { name.first.map { String($0).uppercased() } ?? "" }

    func frames(background: Color, shape: Shape) -> [Frame] {
        let ink = RowInk.on(background)
        let wash = Paint.linear(LinearGradient(
            start: .zero, end: Point(x: size.width, y: size.height),
            stops: [GradientStop(0, background.mix(with: ink, amount: 0.1)), GradientStop(1, background)]))
        let block = Frame(size: size, role: .shape, item: .shape(ShapeItem(shape, fill: wash)))
        let small = side < TypographicCover.smallSide
        switch (style, small) {
        case (_, true):
            return [block, centredInitial(ink)]
        case (.initial, false):
            return [block, bleedingInitial(ink)] + kickerLine(ink) + stackedName(ink, largest: side * 0.16)
        case (.stacked, false), (.automatic, false):
            return [block] + kickerLine(ink) + stackedName(ink, largest: side * 0.24)
        }
    }

    /// The initial alone, large and centred on the optical middle (a touch above the box's).
    private func centredInitial(_ ink: Color) -> Frame {
        var letter = RowInk.text(initial, style: letterStyle(side * 0.62), color: ink, in: env)
        letter.origin = Point(x: ((size.width - letter.size.width) / 2).rounded(),
                              y: ((size.height - letter.size.height) / 2 - side * 0.02).rounded())
        return letter
    }

    /// The initial huge and faint, running off the bottom-trailing corner.
    private func bleedingInitial(_ ink: Color) -> Frame {
        var letter = RowInk.text(initial, style: letterStyle(side * 1.15), color: ink.opacity(0.16), in: env)
        letter.origin = Point(x: size.width - letter.size.width * 0.78, y: size.height - letter.size.height * 0.82)
        return letter
    }

    /// The kicker in small tracked capitals with a short rule under it, at the top-leading corner.
    private func kickerLine(_ ink: Color) -> [Frame] {
        guard let kicker, !kicker.isEmpty else { return [] }
        let style = TextStyle.caption2.weight(.semibold).tracking(0.8)
        let available = size.width - 2 * margin
        let metrics = env.measurer.measure(kicker.uppercased(), style: style, width: available, maxLines: 1)
        let item = TextItem(kicker.uppercased(), style: style, color: .solid(ink.opacity(0.8)), wraps: false,
                            maxLines: 1, metrics: metrics)
        let text = Frame(origin: Point(x: margin, y: margin), size: metrics.size, role: .text, item: .text(item))
        let rule = Frame(origin: Point(x: margin, y: margin + metrics.size.height + 6), size: Size(width: 16, height: 2),
                         role: .shape, item: .shape(ShapeItem(.capsule, fill: .solid(ink.opacity(0.8)))))
        return [text, rule]
    }

    /// The name's words one under another from the bottom-leading corner, in the largest size up
    /// to `largest` at which the longest word fits the width and the lines fit under the kicker.
    private func stackedName(_ ink: Color, largest: Double) -> [Frame] {
        let words = name.split(separator: " ").map(String.init)
        let width = size.width - 2 * margin
        let height = size.height - 2 * margin - (kicker == nil ? 0 : 28)
        var points = max(14, largest.rounded(.down))
        func fits(_ s: Double) -> Bool {
            let sizes = words.map { RowInk.size(of: $0, style: nameStyle(s), in: env) }
            return sizes.allSatisfy { $0.width <= width } && sizes.map(\.height).reduce(0, +) <= height
        }
        while points > 14, !fits(points) { points -= 1 }
        let style = nameStyle(points)
        let lineHeight = RowInk.size(of: "Ag", style: style, in: env).height
        let fitting = max(1, min(words.count, Int(height / lineHeight)))
        var lines = Array(words.prefix(fitting))
        if fitting < words.count { lines[fitting - 1] = words[(fitting - 1)...].joined(separator: " ") }
        var y = size.height - margin - lineHeight * Double(lines.count)
        return lines.map { line in
            let metrics = env.measurer.measure(line, style: style, width: width, maxLines: 1)
            let item = TextItem(line, style: style, color: .solid(ink), wraps: false, maxLines: 1, metrics: metrics)
            defer { y += lineHeight }
            return Frame(origin: Point(x: margin, y: y), size: metrics.size, role: .text, item: .text(item))
        }
    }

    private func nameStyle(_ points: Double) -> TextStyle {
        TextStyle(size: points, weight: .bold, family: "Inter Display", letterSpacing: -points * 0.025, lineHeight: 0.92)
    }

    private func letterStyle(_ points: Double) -> TextStyle {
        TextStyle(size: points.rounded(), weight: .heavy, family: "Inter Display", letterSpacing: -points * 0.02)
    }
}
