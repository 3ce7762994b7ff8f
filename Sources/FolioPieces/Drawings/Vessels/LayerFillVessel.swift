import FolioLayout

/// The drawing of ``LayerFill`` in its 100 × 110 unit box: the blob's outline and glassy inside, the
/// bands clipped to it (the top one with a wave), the gloss over them.
enum LayerFillVessel {
    static let unit = Size(width: 100, height: 110)
    static let top = 3.0
    static let bottom = 107.0

    /// The blob: a rounded pebble, fuller below, its top leaning a little to the right.
    static let blob = DrawingArt.smoothClosed([
        Point(x: 53, y: top), Point(x: 82, y: 12), Point(x: 97, y: 42), Point(x: 95, y: 80), Point(x: 76, y: 103),
        Point(x: 48, y: bottom), Point(x: 20, y: 102), Point(x: 4, y: 78), Point(x: 5, y: 40), Point(x: 22, y: 12),
    ])

    static func frames(bands: [Color], levels: [(top: Double, bottom: Double)], full: Bool, wave: Double,
                       env: Environment) -> [Frame] {
        let water = env.resolve(.water.water)
        let shine = env.resolve(DrawingPalette.shine)
        let glass = DrawingArt.vertical(Rect(size: unit), [(0, water.opacity(0.05)), (1, water.opacity(0.14))])
        var inside: [Frame] = []
        let box = Rect(x: -4, y: -6, width: unit.width + 8, height: unit.height + 12)
        for (i, (color, level)) in zip(bands, levels).enumerated() where level.bottom - level.top > 0.01 {
            let isTop = i == levels.count - 1 && !full
            let path: Path
            if isTop {
                let below = Rect(x: box.minX, y: box.minY, width: box.width, height: level.bottom - box.minY)
                path = DrawingArt.liquid(in: below, level: level.top, amplitude: 2.4, wavelength: 36, phase: wave)
            } else {
                path = .rect(Rect(x: box.minX, y: i == levels.count - 1 ? box.minY : level.top, width: box.width,
                                  height: level.bottom - (i == levels.count - 1 ? box.minY : level.top)))
            }
            let band = Rect(x: 0, y: level.top, width: unit.width, height: level.bottom - level.top)
            let paint = DrawingArt.vertical(band, [(0, DrawingArt.tone(color, 0.16)), (1, DrawingArt.tone(color, -0.06))])
            inside.append(DrawingArt.shape(path, size: unit, fill: paint, name: "band \(i + 1)"))
            if isTop {
                let crest = DrawingArt.waveCurve(from: box.minX, to: box.maxX, level: level.top, amplitude: 2.4,
                                                 wavelength: 36, phase: wave)
                inside.append(DrawingArt.shape(crest, size: unit, stroke: Stroke(shine.opacity(0.6), width: 1.4, cap: .round)))
            } else if i < levels.count - 1 {
                var seam = Path()
                seam.move(to: Point(x: box.minX, y: level.top))
                seam.line(to: Point(x: box.maxX, y: level.top))
                inside.append(DrawingArt.shape(seam, size: unit, stroke: Stroke(shine.opacity(0.35), width: 0.8)))
            }
        }
        inside += gloss(shine)
        return [
            DrawingArt.shape(blob, size: unit, fill: glass),
            DrawingArt.group(inside, size: unit, name: "bands", clip: blob),
            DrawingArt.shape(blob, size: unit, stroke: Stroke(water.opacity(env.theme.appearance == .dark ? 0.45 : 0.32), width: 1.6),
                             name: "capacity"),
        ]
    }

    /// Light on the glass: a soft inner shade at the bottom, a long curved streak on the left and a
    /// spark beside it.
    private static func gloss(_ shine: Color) -> [Frame] {
        var streak = Path()
        streak.move(to: Point(x: 16, y: 30))
        streak.curve(to: Point(x: 13, y: 66), control1: Point(x: 10, y: 40), control2: Point(x: 9, y: 55))
        streak.curve(to: Point(x: 16, y: 30), control1: Point(x: 14, y: 54), control2: Point(x: 14, y: 40))
        streak.close()
        let shade = DrawingArt.vertical(Rect(x: 0, y: 70, width: unit.width, height: 40),
                                        [(0, Color.black.opacity(0)), (1, Color.black.opacity(0.1))])
        return [
            DrawingArt.shape(.rect(Rect(x: 0, y: 70, width: unit.width, height: 40)), size: unit, fill: shade),
            DrawingArt.shape(streak, size: unit, fill: DrawingArt.vertical(Rect(x: 9, y: 30, width: 8, height: 36),
                                                                           [(0, shine.opacity(0.8)), (1, shine.opacity(0.1))])),
            DrawingArt.shape(.circle(center: Point(x: 23, y: 22), radius: 2.6), size: unit, fill: .solid(shine.opacity(0.75))),
            DrawingArt.glint(Rect(x: 24, y: 14, width: 34, height: 18), size: unit, color: shine, alpha: 0.3),
        ]
    }
}
