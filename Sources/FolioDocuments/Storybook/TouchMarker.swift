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
}
