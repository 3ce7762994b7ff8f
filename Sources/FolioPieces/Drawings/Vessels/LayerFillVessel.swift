import FolioLayout

/// The drawing of ``LayerFill`` in its 100 × 110 unit box: the glass (its wall, rim and capacity
/// outline), the liquid inside the wall in bands with crisp seams and a wavy surface, and the light
/// on the glass drawn last, over the wall rather than the liquid. Nothing is drawn outside the
/// glass's outline but the glow past the goal: the goal mark and the light are clipped to it.
enum LayerFillVessel {
    static let unit = Size(width: 100, height: 110)
    static let top = 3.0
    static let bottom = 107.0
    /// The glass wall's thickness: the liquid sits this far inside the outline.
    static let wall = 0.028
    /// How far a band reaches up under the band above it, so the seam between them is one crisp
    /// edge (the upper band's) with no glass showing through its anti-aliasing.
    static let overlap = 1.0
    /// The surface wave.
    static let amplitude = 2.4, wavelength = 36.0

    /// The blob: a soft squircle of a jar (a superellipse through twelve points, each nudged a little
    /// so the outline breathes instead of looking machined).
    static let blob = DrawingArt.smoothClosed([
        Point(x: 50, y: top), Point(x: 78.6, y: 7.4), Point(x: 91.7, y: 24.3), Point(x: 97.3, y: 55), Point(x: 93, y: 86.7),
        Point(x: 77.8, y: 101.2), Point(x: 50, y: bottom), Point(x: 21.5, y: 102.3), Point(x: 8.5, y: 85.6), Point(x: 2.7, y: 55),
        Point(x: 7.2, y: 23.5), Point(x: 22.2, y: 8.8),
    ])

    /// The inside of the glass: the blob drawn in by the wall's thickness about its middle.
    static let inner = blob.applying(AffineTransform.translation(x: -50, y: -55)
        .concatenating(.scale(x: 1 - 2 * wall, y: 1 - 2 * wall * 0.9))
        .concatenating(.translation(x: 50, y: 55)))

    static func frames(bands: [Color], levels: [(top: Double, bottom: Double)], goal: Double, pastGoal: Bool, wave: Double,
                       glass water: Color, env: Environment) -> [Frame] {
        let dark = env.theme.appearance == .dark
        let shine = env.resolve(DrawingPalette.shine)
        let glassPaint = DrawingArt.vertical(Rect(size: unit), [(0, water.opacity(dark ? 0.07 : 0.05)), (1, water.opacity(dark ? 0.18 : 0.14))])
        var liquid = self.liquid(bands: bands, levels: levels, wave: wave, shine: shine)
        if pastGoal, let surface = levels.last?.top { liquid += bubbles(from: surface, shine: shine) }
        var out: [Frame] = []
        if pastGoal {
            // Past the goal the glass glows: a bright ring of its own colour with a soft halo.
            out.append(DrawingArt.group([DrawingArt.shape(blob, size: unit, stroke: Stroke(water.opacity(dark ? 0.7 : 0.5), width: 2))],
                                        size: unit, name: "past the goal", effects: [.glow(color: water, radius: 4)]))
        }
        out += [
            DrawingArt.shape(blob, size: unit, fill: glassPaint),
            // The wall: a faint band between the outline and the inside, brighter at its inner edge.
            DrawingArt.shape(inner, size: unit, stroke: Stroke(shine.opacity(dark ? 0.14 : 0.5), width: 0.8), name: "wall"),
            DrawingArt.group(liquid, size: unit, name: "bands", clip: inner),
            DrawingArt.group([goalMark(at: goal, color: water, shine: shine, covered: (levels.last?.top ?? bottom) < goal)],
                             size: unit, name: "goal", clip: inner),
            DrawingArt.shape(blob, size: unit, stroke: Stroke(water.opacity(dark ? 0.5 : 0.36), width: 1.6), name: "capacity"),
            DrawingArt.group(gloss(shine, dark: dark), size: unit, name: "glass light", clip: blob),
        ]
        return out
    }

    /// The bands, bottom first: each its own colour with a gentle shade from top to bottom and a
    /// crisp edge where the next one sits on it; the top one under a wavy surface with a bright crest.
    private static func liquid(bands: [Color], levels: [(top: Double, bottom: Double)], wave: Double, shine: Color) -> [Frame] {
        var inside: [Frame] = []
        let box = Rect(x: -4, y: -6, width: unit.width + 8, height: unit.height + 12)
        let last = levels.count - 1
        for (i, (color, level)) in zip(bands, levels).enumerated() where level.bottom - level.top > 0.01 {
            // A band reaches up under the one above it (drawn later, so its edge is the seam).
            let top = i == last ? level.top - amplitude : level.top - overlap
            let bottom = i == 0 ? box.maxY : level.bottom
            let rect = Rect(x: box.minX, y: top, width: box.width, height: bottom - top)
            let path = i == last
                ? DrawingArt.liquid(in: rect, level: level.top, amplitude: amplitude, wavelength: wavelength, phase: wave)
                : Path.rect(rect)
            // Only the surface catches the light; the bands below it are the liquid's body.
            let stops: [(Double, Color)] = i == last
                ? [(0, DrawingArt.tone(color, 0.2)), (min(1, 6 / rect.height), DrawingArt.tone(color, 0.06)), (1, DrawingArt.tone(color, -0.06))]
                : [(0, DrawingArt.tone(color, 0.05)), (1, DrawingArt.tone(color, -0.06))]
            inside.append(DrawingArt.shape(path, size: unit, fill: DrawingArt.vertical(rect, stops), name: "band \(i + 1)"))
            if i == last {
                let crest = DrawingArt.waveCurve(from: box.minX, to: box.maxX, level: level.top, amplitude: amplitude,
                                                 wavelength: wavelength, phase: wave)
                inside.append(DrawingArt.shape(crest, size: unit, stroke: Stroke(shine.opacity(0.7), width: 1.3, cap: .round),
                                               name: "surface"))
            }
        }
        if !inside.isEmpty {
            // The liquid deepens toward the bottom of the glass.
            let shade = DrawingArt.vertical(Rect(x: 0, y: 70, width: unit.width, height: 40),
                                            [(0, Color.black.opacity(0)), (1, Color.black.opacity(0.12))])
            inside.append(DrawingArt.shape(.rect(Rect(x: 0, y: 70, width: unit.width, height: 40)), size: unit, fill: shade))
        }
        return inside
    }

    /// A few bubbles rising under the surface (past the goal).
    private static func bubbles(from surface: Double, shine: Color) -> [Frame] {
        let spots: [(x: Double, dy: Double, r: Double)] = [(62, 9, 1.8), (70, 18, 1.2), (56, 24, 1.0), (76, 8, 1.0), (44, 14, 1.4)]
        return spots.map { spot in
            DrawingArt.shape(.circle(center: Point(x: spot.x, y: surface + spot.dy), radius: spot.r), size: unit,
                             fill: .solid(shine.opacity(0.22)), stroke: Stroke(shine.opacity(0.75), width: 0.6), name: "bubble")
        }
    }

    /// The goal marked on the inside of the glass's right wall, like a line on a measuring jug: it
    /// runs on into the wall, where the clip to the inside cuts it square.
    private static func goalMark(at y: Double, color: Color, shine: Color, covered: Bool) -> Frame {
        var tick = Path()
        tick.move(to: Point(x: 76, y: y))
        tick.line(to: Point(x: 96, y: y))
        return DrawingArt.shape(tick, size: unit, stroke: Stroke(covered ? shine.opacity(0.8) : color.opacity(0.55), width: 1.4, cap: .round),
                                name: "goal mark")
    }
}
