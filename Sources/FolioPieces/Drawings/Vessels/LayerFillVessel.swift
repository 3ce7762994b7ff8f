import FolioLayout

/// The drawing of ``LayerFill`` in its 100 × 110 unit box: the blob's outline and glassy inside, the
/// bands clipped to it (the top one with a wave), the gloss over them.
enum LayerFillVessel {
    static let unit = Size(width: 100, height: 110)
    static let top = 3.0
    static let bottom = 107.0

    /// The blob: a soft squircle of a jar (a superellipse through twelve points, each nudged a little
    /// so the outline breathes instead of looking machined).
    static let blob = DrawingArt.smoothClosed([
        Point(x: 50, y: top), Point(x: 78.6, y: 7.4), Point(x: 91.7, y: 24.3), Point(x: 97.3, y: 55), Point(x: 93, y: 86.7),
        Point(x: 77.8, y: 101.2), Point(x: 50, y: bottom), Point(x: 21.5, y: 102.3), Point(x: 8.5, y: 85.6), Point(x: 2.7, y: 55),
        Point(x: 7.2, y: 23.5), Point(x: 22.2, y: 8.8),
    ])

    static func frames(bands: [Color], levels: [(top: Double, bottom: Double)], full: Bool, wave: Double,
                       glass water: Color, env: Environment) -> [Frame] {
        let shine = env.resolve(DrawingPalette.shine)
        let glass = DrawingArt.vertical(Rect(size: unit), [(0, water.opacity(0.05)), (1, water.opacity(0.14))])
        var inside: [Frame] = []
        let box = Rect(x: -4, y: -6, width: unit.width + 8, height: unit.height + 12)
        for (i, (color, level)) in zip(bands, levels).enumerated() where level.bottom - level.top > 0.01 {
            let isTop = i == levels.count - 1 && !full
            let path: Path
            if isTop {
                let below = Rect(x: box.minX, y: box.minY, width: box.width, height: (i == 0 ? box.maxY : level.bottom) - box.minY)
                path = DrawingArt.liquid(in: below, level: level.top, amplitude: 2.4, wavelength: 36, phase: wave)
            } else {
                // The top band of a full blob reaches past its top; the bottom band past its bottom.
                let top = i == levels.count - 1 ? box.minY : level.top
                let bottom = i == 0 ? box.maxY : level.bottom
                path = .rect(Rect(x: box.minX, y: top, width: box.width, height: bottom - top))
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
        inside += gloss(shine, glintAlpha: env.theme.appearance == .dark ? 0.07 : 0.3)
        return [
            DrawingArt.shape(blob, size: unit, fill: glass),
            DrawingArt.group(inside, size: unit, name: "bands", clip: blob),
            DrawingArt.shape(blob, size: unit, stroke: Stroke(water.opacity(env.theme.appearance == .dark ? 0.45 : 0.32), width: 1.6),
                             name: "capacity"),
        ]
    }

    /// Light on the glass: a soft inner shade at the bottom, a long curved streak on the left and a
    /// spark beside it.
    private static func gloss(_ shine: Color, glintAlpha: Double) -> [Frame] {
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
            DrawingArt.glint(Rect(x: 24, y: 12, width: 34, height: 16), size: unit, color: shine, alpha: glintAlpha),
        ]
    }
}
