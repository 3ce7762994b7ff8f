import FolioLayout

/// Lays the type of one typographic cover out in its box: the name wrapped at the largest size
/// that fits under whatever sits above it, then the kicker or ghost initial in the room left.
struct CoverComposer {
    var name: String
    var kicker: String?
    var style: TypographicCover.Style
    var size: Size
    var env: Environment

    private var side: Double { min(size.width, size.height) }
    private var margin: Double { max(Space.xs, (side * 0.09).rounded()) }
    private var initial: String { name.first.map { String($0).uppercased() } ?? "" }
    private var isRightToLeft: Bool { CoverText.isRightToLeft(name) }

    func frames(background: Color, ink: Color, shape: Shape) -> [Frame] {
        let wash = Paint.linear(LinearGradient(
            start: .zero, end: Point(x: size.width, y: size.height),
            stops: [GradientStop(0, background.mix(with: ink, amount: 0.1)), GradientStop(1, background)]))
        let block = Frame(size: size, role: .shape, item: .shape(ShapeItem(shape, fill: wash)))
        if side < TypographicCover.smallSide { return [block, centredInitial(ink)] }
        switch style {
        case .initial:
            let name = nameLines(ink, largest: side * 0.17, reserved: side * 0.34)
            return [block] + ghostInitial(ink, above: name.top) + name.frames
        case .label:
            let pill = kickerPill(ink)
            return [block] + pill.frames + nameLines(ink, largest: side * 0.2, reserved: pill.bottom).frames
        case .stacked, .automatic:
            let line = kickerLine(ink)
            return [block] + line.frames + nameLines(ink, largest: side * 0.24, reserved: line.bottom).frames
        }
    }

    /// The initial alone, large and centred on the optical middle (a touch above the box's).
    private func centredInitial(_ ink: Color) -> Frame {
        var letter = RowInk.text(initial, style: letterStyle(side * 0.62), color: ink, in: env)
        letter.origin = Point(x: ((size.width - letter.size.width) / 2).rounded(),
                              y: ((size.height - letter.size.height) / 2 - side * 0.02).rounded())
        return letter
    }

    /// The initial large and faint in the room above the name, at the top trailing corner (the
    /// leading one for right-to-left names), whole inside the margins and a gap above the name.
    private func ghostInitial(_ ink: Color, above nameTop: Double) -> [Frame] {
        let room = nameTop - Space.xxs - margin * 0.5
        guard room > side * 0.22 else { return [] }
        var points = side * 0.8
        var letter = RowInk.text(initial, style: letterStyle(points), color: ink.opacity(0.18), in: env)
        while letter.size.height > room || letter.size.width > size.width * 0.6, points > 16 {
            points *= 0.92
            letter = RowInk.text(initial, style: letterStyle(points), color: ink.opacity(0.18), in: env)
        }
        guard letter.size.height <= room else { return [] }
        let x = isRightToLeft ? margin * 0.5 : size.width - margin * 0.5 - letter.size.width
        letter.origin = Point(x: x, y: margin * 0.5)
        letter.name = "ghost initial"
        return [letter]
    }

    /// The kicker in small tracked capitals with a short rule under it, at the top corner; returns
    /// the frames and the y below them.
    private func kickerLine(_ ink: Color) -> (frames: [Frame], bottom: Double) {
        guard let text = kickerText else { return ([], margin) }
        let style = TextStyle.caption2.weight(.semibold).tracking(0.8)
        let label = fitted(text, style: style, color: ink.opacity(0.85), width: size.width - 2 * margin)
        let y = margin + label.size.height + 6
        let rule = Frame(origin: Point(x: leadingX(16), y: y), size: Size(width: 16, height: 2),
                         role: .shape, item: .shape(ShapeItem(.capsule, fill: .solid(ink.opacity(0.8)))))
        var placed = label
        placed.origin = Point(x: leadingX(label.size.width), y: margin)
        return ([placed, rule], y + 2 + Space.xs)
    }

    /// The kicker in a small capsule of the ink at low strength.
    private func kickerPill(_ ink: Color) -> (frames: [Frame], bottom: Double) {
        guard let text = kickerText else { return ([], margin) }
        let style = TextStyle.caption2.weight(.bold).tracking(0.6)
        let pad = (x: 8.0, y: 4.0)
        let label = fitted(text, style: style, color: ink, width: size.width - 2 * margin - 2 * pad.x)
        let pillSize = Size(width: label.size.width + 2 * pad.x, height: label.size.height + 2 * pad.y)
        var placed = label
        placed.origin = Point(x: pad.x, y: pad.y)
        let capsule = Frame(size: pillSize, role: .shape, item: .shape(ShapeItem(.capsule, fill: .solid(ink.opacity(0.14)))))
        let pill = Frame.group([capsule, placed], origin: Point(x: leadingX(pillSize.width), y: margin), size: pillSize,
                               role: .badge, name: "cover label")
        return ([pill], margin + pillSize.height + Space.xs)
    }

    private var kickerText: String? {
        guard let kicker, !kicker.isEmpty else { return nil }
        return kicker.uppercased()
    }

    /// One line of `text` ellipsized to `width`.
    private func fitted(_ text: String, style: TextStyle, color: Color, width: Double) -> Frame {
        let metrics = env.measurer.measure(text, style: style, width: width, maxLines: 1)
        let item = TextItem(text, style: style, color: .solid(color), wraps: false, maxLines: 1, metrics: metrics,
                            measuredIn: MeasuredBox(width: width))
        return Frame(size: metrics.size, role: .text, item: .text(item))
    }

    /// The name set from the bottom corner in the largest size up to `largest` at which its lines
    /// fit between `reserved` (the y taken above) and the bottom margin; the frames and their top.
    private func nameLines(_ ink: Color, largest: Double, reserved: Double) -> (frames: [Frame], top: Double) {
        let width = size.width - 2 * margin
        let height = size.height - margin - max(reserved, margin)
        let setting = CoverText.setting(name, width: width, height: height, largest: largest) { text, points in
            env.measurer.measure(text, style: nameStyle(points), width: nil, maxLines: 1).size
        }
        let style = nameStyle(setting.points)
        var y = size.height - margin
        var frames: [Frame] = []
        for line in setting.lines.reversed() {
            let metrics = env.measurer.measure(line, style: style, width: width, maxLines: 1)
            y -= metrics.size.height
            let item = TextItem(line, style: style, color: .solid(ink), wraps: false, maxLines: 1, metrics: metrics,
                                measuredIn: MeasuredBox(width: width))
            frames.insert(Frame(origin: Point(x: leadingX(metrics.size.width), y: y), size: metrics.size, role: .text,
                                item: .text(item)), at: 0)
        }
        return (frames, y)
    }

    /// The x of something `width` wide set from the reading edge.
    private func leadingX(_ width: Double) -> Double {
        isRightToLeft ? size.width - margin - width : margin
    }

    private func nameStyle(_ points: Double) -> TextStyle {
        TextStyle(size: points, weight: .bold, family: "Inter Display", letterSpacing: -points * 0.025, lineHeight: 0.92)
    }

    private func letterStyle(_ points: Double) -> TextStyle {
        TextStyle(size: points.rounded(), weight: .heavy, family: "Inter Display", letterSpacing: -points * 0.02)
    }
}
