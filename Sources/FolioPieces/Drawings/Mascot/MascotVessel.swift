import FolioLayout

/// A mascot's body as a vessel: the shell, the liquid up to the fill level with a soft wave (a
/// paler wave behind it, a bright line along its crest), all clipped to the body, then the light
/// and shade that give the body its volume. Drawn in the mascot's 100 × 100 unit box.
public enum MascotVessel {
    public static let unit = Size(width: 100, height: 100)

    /// The mean height of the liquid's surface for `fill` (0…1) in a body from `top` to `bottom`:
    /// a full body is covered past its top, an empty one past its bottom.
    public static func level(fill: Double, top: Double, bottom: Double) -> Double {
        let f = min(1, max(0, fill))
        if f >= 0.999 { return top - 6 }
        if f <= 0.001 { return bottom + 6 }
        return bottom - f * (bottom - top)
    }

    /// The shell, the liquid and the shading of a body.
    public static func frames(body: Path, top: Double, bottom: Double, fill: Double, wave: Double,
                       inks: MascotInks, light: Point) -> [Frame] {
        let level = level(fill: fill, top: top, bottom: bottom)
        let still = fill >= 0.999 || fill <= 0.001
        let amplitude = still ? 0 : 2.2
        let box = Rect(x: -4, y: -4, width: 108, height: 108)
        let liquidFill = DrawingArt.vertical(Rect(x: 0, y: level, width: 100, height: bottom - level),
                                             [(0, DrawingArt.tone(inks.liquid, 0.14)), (1, DrawingArt.tone(inks.liquid, -0.08))])
        let back = DrawingArt.liquid(in: box, level: level - amplitude * 0.6, amplitude: amplitude, wavelength: 38,
                                     phase: wave + 0.42)
        let front = DrawingArt.liquid(in: box, level: level, amplitude: amplitude, wavelength: 34, phase: wave)
        let crest = DrawingArt.waveCurve(from: box.minX, to: box.maxX, level: level, amplitude: amplitude,
                                         wavelength: 34, phase: wave)
        var inside: [Frame] = [
            DrawingArt.shape(back, size: unit, fill: .solid(DrawingArt.tone(inks.liquid, 0.35).opacity(0.55))),
            DrawingArt.shape(front, size: unit, fill: liquidFill, name: "liquid"),
        ]
        if !still {
            inside.append(DrawingArt.shape(crest, size: unit, stroke: Stroke(inks.shine.opacity(0.55), width: 1.4, cap: .round)))
        }
        inside += shading(light: light, inks: inks)
        return [
            DrawingArt.shape(body, size: unit, fill: .solid(inks.shell)),
            DrawingArt.group(inside, size: unit, name: "vessel", clip: body),
            DrawingArt.shape(body, size: unit, stroke: Stroke(.solid(inks.rim), width: 1.2)),
        ]
    }

    /// Light from `light` (the upper left), a darker edge away from it, a soft belly highlight.
    private static func shading(light: Point, inks: MascotInks) -> [Frame] {
        let volume = DrawingArt.radial(light, 78, [(0, inks.shine.opacity(0.26)), (0.45, inks.shine.opacity(0)),
                                                   (0.8, Color.black.opacity(0)), (1, Color.black.opacity(0.16))])
        return [
            DrawingArt.shape(.rect(Rect(size: unit)), size: unit, fill: volume),
            DrawingArt.glint(Rect(x: 28, y: 62, width: 44, height: 24), size: unit, color: inks.shine, alpha: 0.22),
        ]
    }

    /// A curved gloss on the upper left of the body and a small sparkle beside it.
    public static func gloss(_ rect: Rect, degrees: Double, inks: MascotInks) -> [Frame] {
        let c = Point(x: rect.midX, y: rect.midY)
        let streak = DrawingArt.ellipse(center: c, width: rect.width, height: rect.height, degrees: degrees)
        let paint = DrawingArt.linear(Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
                                      [(0, inks.shine.opacity(0.75)), (1, inks.shine.opacity(0.05))])
        let dot = Path.circle(center: Point(x: rect.maxX + rect.width * 0.18, y: rect.minY + rect.height * 0.05),
                              radius: rect.height * 0.2)
        return [DrawingArt.shape(streak, size: unit, fill: paint),
                DrawingArt.shape(dot, size: unit, fill: .solid(inks.shine.opacity(0.6)))]
    }

    /// A soft shadow on the ground under the mascot.
    public static func groundShadow(center: Point, width: Double, inks: MascotInks) -> Frame {
        DrawingArt.glint(Rect(x: center.x - width / 2, y: center.y - 4, width: width, height: 8), size: unit,
                         color: inks.shadow.opacity(1), alpha: min(0.5, inks.shadow.alpha * 2.2))
    }

    /// Two small z's drifting up from a sleepy face, the second smaller and fainter.
    public static func sleepyZs(at p: Point, inks: MascotInks) -> [Frame] {
        [(p, 7.0, 0.7), (Point(x: p.x + 8, y: p.y - 9), 5.0, 0.45)].map { origin, s, alpha in
            var z = Path()
            z.move(to: origin)
            z.line(to: Point(x: origin.x + s, y: origin.y))
            z.line(to: Point(x: origin.x, y: origin.y + s))
            z.line(to: Point(x: origin.x + s, y: origin.y + s))
            return DrawingArt.shape(z, size: unit, stroke: Stroke(.solid(inks.aside.opacity(inks.aside.alpha * alpha)), width: 1.6,
                                                                  cap: .round, join: .round))
        }
    }
}
