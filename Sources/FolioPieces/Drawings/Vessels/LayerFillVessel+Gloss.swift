import FolioLayout

extension LayerFillVessel {
    /// Light on the glass, drawn over everything but kept to the wall: one long curved streak down
    /// the left wall, bright at its top and fading as it falls, as a window reflects on a jar. One
    /// shape only: a spark or a second sliver beside it read as a speck of dirt on the glass.
    static func gloss(_ shine: Color, dark: Bool) -> [Frame] {
        var left = Path()
        left.move(to: Point(x: 10.5, y: 24))
        left.curve(to: Point(x: 6.8, y: 74), control1: Point(x: 5.2, y: 38), control2: Point(x: 4.2, y: 58))
        left.curve(to: Point(x: 10.5, y: 24), control1: Point(x: 8.2, y: 58), control2: Point(x: 8.4, y: 38))
        left.close()
        let strength = dark ? 0.55 : 0.9
        return [
            DrawingArt.shape(left, size: unit, fill: DrawingArt.vertical(Rect(x: 4, y: 24, width: 7, height: 50),
                                                                         [(0, shine.opacity(strength)), (1, shine.opacity(0.05))]),
                             name: "glass highlight"),
        ]
    }
}
