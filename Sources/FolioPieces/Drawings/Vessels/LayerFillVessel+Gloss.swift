import FolioLayout

extension LayerFillVessel {
    /// Light on the glass, drawn over everything but kept to the wall: a long curved streak down the
    /// left wall with a spark above it, and a fainter short one on the right (all inside the outline).
    static func gloss(_ shine: Color, dark: Bool) -> [Frame] {
        var left = Path()
        left.move(to: Point(x: 10.5, y: 24))
        left.curve(to: Point(x: 6.8, y: 74), control1: Point(x: 5.2, y: 38), control2: Point(x: 4.2, y: 58))
        left.curve(to: Point(x: 10.5, y: 24), control1: Point(x: 8.2, y: 58), control2: Point(x: 8.4, y: 38))
        left.close()
        var right = Path()
        right.move(to: Point(x: 90.5, y: 30))
        right.curve(to: Point(x: 94.2, y: 52), control1: Point(x: 93, y: 36), control2: Point(x: 94.4, y: 44))
        right.curve(to: Point(x: 90.5, y: 30), control1: Point(x: 93, y: 44), control2: Point(x: 92, y: 36))
        right.close()
        let strength = dark ? 0.55 : 0.9
        return [
            DrawingArt.shape(left, size: unit, fill: DrawingArt.vertical(Rect(x: 4, y: 24, width: 7, height: 50),
                                                                         [(0, shine.opacity(strength)), (1, shine.opacity(0.05))]),
                             name: "glass highlight"),
            DrawingArt.shape(right, size: unit, fill: .solid(shine.opacity(strength * 0.45))),
            DrawingArt.shape(.circle(center: Point(x: 20.5, y: 17), radius: 1.7), size: unit, fill: .solid(shine.opacity(strength * 0.8))),
        ]
    }
}
