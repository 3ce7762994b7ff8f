import FolioLayout

/// The finger on a step of a flow: a soft translucent dot with a halo, under a soft shadow so it
/// reads on light and dark screens.
enum TouchMarker {
    /// The dot's diameter: a fingertip, the 44 pt of a minimum tap target.
    static let diameter = 44.0

    /// The halo and the dot centred on `point`.
    static func dot(at point: Point) -> Frame {
        let halo = diameter * 1.6
        let haloFrame = Frame(size: Size(width: halo, height: halo), role: .indicator, item: .shape(ShapeItem(
            .ellipse, fill: .radial(RadialGradient(center: Point(x: halo / 2, y: halo / 2), radius: halo / 2,
                                                   stops: [GradientStop(0, .white.opacity(0.45)), GradientStop(1, .clear)])))))
        let core = Frame(origin: Point(x: (halo - diameter) / 2, y: (halo - diameter) / 2),
                         size: Size(width: diameter, height: diameter), role: .indicator, item: .shape(ShapeItem(
                            .ellipse, fill: .solid(.white.opacity(0.6)), stroke: Stroke(.white.opacity(0.9), width: 2))))
        return .group([haloFrame, core], origin: Point(x: point.x - halo / 2, y: point.y - halo / 2),
                      size: Size(width: halo, height: halo), role: .indicator, name: "touch",
                      group: Group(effects: [.shadow(color: .black.opacity(0.28), radius: 10, offset: Point(x: 0, y: 3))]))
    }

    /// A swipe or drag: a soft trail from `start` to `end` that thickens toward the finger, with
    /// the dot where the finger is now (`end`).
    static func path(from start: Point, to end: Point) -> Frame {
        var line = Path()
        line.move(to: start)
        line.line(to: end)
        let box = Rect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
        let trail = Frame(origin: .zero, size: Size(width: max(1, box.maxX), height: max(1, box.maxY)), role: .indicator, name: "finger path",
                          item: .shape(ShapeItem(.path(line), stroke: Stroke(.linear(LinearGradient(
                              start: start, end: end, stops: [GradientStop(0, .white.opacity(0.1)), GradientStop(1, .white.opacity(0.7))])),
                                                                                      width: 14, cap: .round))))
        let halo = diameter * 1.6
        let shadowed = Frame.group([trail], size: trail.size, role: .indicator, name: "finger path",
                                   group: Group(effects: [.shadow(color: .black.opacity(0.22), radius: 6, offset: Point(x: 0, y: 2))]))
        let dot = dot(at: end)
        return .group([shadowed, dot], size: Size(width: max(trail.size.width, end.x + halo / 2), height: max(trail.size.height, end.y + halo / 2)),
                      role: .indicator, name: "swipe")
    }
}
