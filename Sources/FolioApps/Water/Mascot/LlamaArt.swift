import FolioLayout
import FolioPieces

extension MascotArt {
    /// Water and Streaks' llama: a rounded vessel of a body with ears and a fluffy top, filling with
    /// what was drunk.
    public static let llama = MascotArt(name: "llama", liquid: .water.water) { pose, liquid, env in
        let wool = env.resolve(LlamaArt.wool)
        // The body's edge is a deeper, see-through tone of what fills it, as Biscuit's is: no dark line.
        let inks = MascotInks(shell: wool, liquid: liquid, rim: DrawingArt.tone(liquid, -0.3).opacity(0.5), env: env)
        return LlamaArt.frames(fill: pose.fill, face: pose.face, wave: pose.wave, inks: inks,
                               fluff: env.resolve(LlamaArt.fluff), innerEar: env.resolve(LlamaArt.innerEar))
    }

    /// The llama of a day still to come: nothing in it yet, drawn as a quiet filled silhouette (a
    /// cool grey a step off the card, light or dark) with a calm face in an ink that reads at 3:1
    /// or more on it, as a shipped app greys out what has not happened yet.
    public static let llamaToCome = MascotArt(name: "llama", liquid: .water.water) { _, liquid, env in
        let ink = env.resolve(LlamaArt.toComeInk)
        var inks = MascotInks(shell: env.resolve(LlamaArt.toComeShell), liquid: liquid, rim: ink, env: env)
        inks.faceInk = ink
        inks.cheek = ink.opacity(0)
        return LlamaArt.silhouette(inks)
    }
}

/// The water app's llama in its 100 × 100 box: a rounded bottle of a body (head, a gentle neck,
/// a full belly) on stubby legs, leaf ears with pink insides, a fluffy top, a soft muzzle.
enum LlamaArt {
    static let top = 20.0
    static let bottom = 93.0
    private static let unit = MascotVessel.unit
    /// The llama's wool.
    static let wool = ThemeColor(light: 0xFBF4EA, dark: 0xE6DCCD)
    /// The llama's fluffy top, a touch brighter than its wool.
    static let fluff = ThemeColor(light: 0xFFFDF8, dark: 0xF1E9DC)
    /// The llama's inner ears.
    static let innerEar = ThemeColor(light: 0xF7B5B9, dark: 0xD89497)
    /// The face of a day to come: 3:1 or more on its silhouette, light and dark.
    static let toComeInk = ThemeColor(light: 0x6F8296, dark: 0x8898AC)
    /// The silhouette of a day to come, a quiet step off the card.
    static let toComeShell = ThemeColor(light: 0xDCE4ED, dark: 0x2A3A4D)

    /// The body, symmetric about x = 50.
    static let body: Path = {
        // The right half from the top of the head down to the middle of the bottom, as cubics.
        let right: [(Point, Point, Point)] = [
            (Point(x: 62, y: top), Point(x: 71, y: 28), Point(x: 71, y: 39)),
            (Point(x: 71, y: 47), Point(x: 67, y: 51), Point(x: 68, y: 57)),
            (Point(x: 69, y: 64), Point(x: 78, y: 70), Point(x: 78, y: 80)),
            (Point(x: 78, y: 89), Point(x: 72, y: bottom), Point(x: 63, y: bottom)),
        ]
        func mirror(_ p: Point) -> Point { Point(x: 100 - p.x, y: p.y) }
        var p = Path()
        p.move(to: Point(x: 50, y: top))
        for (c1, c2, end) in right { p.curve(to: end, control1: c1, control2: c2) }
        p.line(to: mirror(right[3].2))
        for i in stride(from: 3, through: 0, by: -1) {
            let start = i == 0 ? Point(x: 50, y: top) : right[i - 1].2
            p.curve(to: mirror(start), control1: mirror(right[i].1), control2: mirror(right[i].0))
        }
        p.close()
        return p
    }()

    static func frames(fill: Double, face: MascotFace, wave: Double, inks: MascotInks, fluff: Color,
                       innerEar: Color) -> [Frame] {
        // Legs as Biscuit's feet are drawn: filled in a deeper tone of the liquid, shaded, no line.
        let limb = DrawingArt.tone(inks.liquid, -0.16), hoof = DrawingArt.tone(inks.liquid, -0.42)
        var frames = [MascotVessel.groundShadow(center: Point(x: 50, y: 95.5), width: 58, inks: inks)]
        for x in [33.0, 57.0] {
            let leg = Rect(x: x, y: 84, width: 10, height: 13)
            frames.append(DrawingArt.shape(.roundedRect(leg, radius: 4.5, style: .continuous), size: unit,
                                           fill: DrawingArt.vertical(leg, [(0, limb), (0.7, DrawingArt.tone(limb, -0.06)),
                                                                           (0.72, hoof), (1, DrawingArt.tone(hoof, -0.08))])))
        }
        frames += ear(mirrored: false, inks: inks, inner: innerEar) + ear(mirrored: true, inks: inks, inner: innerEar)
        frames += MascotVessel.frames(body: body, top: top, bottom: bottom, fill: fill, wave: wave, inks: inks,
                                      light: Point(x: 38, y: 34))
        frames.append(streak(inks))
        frames += puffs(fluff)
        frames.append(DrawingArt.shape(DrawingArt.ellipse(center: Point(x: 50, y: 54), width: 25, height: 15), size: unit,
                                       fill: .solid(inks.shine.opacity(0.5))))
        for x in [47.6, 52.4] {
            frames.append(DrawingArt.shape(DrawingArt.ellipse(center: Point(x: x, y: 50.5), width: 2.2, height: 1.6), size: unit,
                                           fill: .solid(inks.faceInk.opacity(0.75))))
        }
        let layout = FaceArt.Layout(leftEye: Point(x: 40.5, y: 41), rightEye: Point(x: 59.5, y: 41),
                                    eye: Size(width: 6, height: 7.6), mouth: Point(x: 50, y: 56), mouthWidth: 9, line: 2)
        let cheeks = [33.5, 66.5].map { Rect(x: $0 - 6, y: 47, width: 12, height: 7) }
        return frames + face.frames(layout: layout, cheeks: cheeks, sleepyAt: Point(x: 80, y: 30), inks: inks)
    }

    /// The llama as a silhouette: ears, legs, body and fluffy top filled with the shell, with no
    /// line round them, and the face in the face ink.
    static func silhouette(_ inks: MascotInks) -> [Frame] {
        func filled(_ path: Path) -> Frame { DrawingArt.shape(path, size: unit, fill: .solid(inks.shell)) }
        var frames = [earPath(mirrored: false), earPath(mirrored: true)].map(filled)
        frames += [33.0, 57.0].map { filled(.roundedRect(Rect(x: $0, y: 84, width: 10, height: 11), radius: 4.5, style: .continuous)) }
        frames.append(filled(body))
        frames += puffCircles.map { filled(.circle(center: Point(x: $0.0, y: $0.1), radius: $0.2)) }
        let layout = FaceArt.Layout(leftEye: Point(x: 40.5, y: 41), rightEye: Point(x: 59.5, y: 41),
                                    eye: Size(width: 6, height: 7.6), mouth: Point(x: 50, y: 56), mouthWidth: 9, line: 3)
        return frames + MascotFace.calm.frames(layout: layout, cheeks: [], sleepyAt: Point(x: 80, y: 30), inks: inks)
    }

    /// A long curved gloss down the left of the belly, narrow at both ends.
    private static func streak(_ inks: MascotInks) -> Frame {
        var p = Path()
        p.move(to: Point(x: 29, y: 66))
        p.curve(to: Point(x: 30, y: 86), control1: Point(x: 25, y: 72), control2: Point(x: 25, y: 81))
        p.curve(to: Point(x: 29, y: 66), control1: Point(x: 28, y: 80), control2: Point(x: 27.5, y: 72))
        p.close()
        return DrawingArt.shape(p, size: unit, fill: DrawingArt.vertical(Rect(x: 25, y: 66, width: 6, height: 20),
                                                                        [(0, inks.shine.opacity(0.75)), (1, inks.shine.opacity(0.1))]))
    }

    /// A leaf-shaped ear rising from the side of the head, its inside pink: the wool shaded from a
    /// warm shadow at its root to light at its tip, with no line round it.
    private static func ear(mirrored: Bool, inks: MascotInks, inner innerEar: Color) -> [Frame] {
        let inner = leaf([(33, 27), (30, 23), (28, 17), (29, 14), (32, 13), (36, 18), (37, 24)], mirrored: mirrored)
        let wool = DrawingArt.vertical(Rect(x: 24, y: 8, width: 16, height: 23),
                                       [(0, DrawingArt.tone(inks.shell, -0.04)), (1, DrawingArt.tone(inks.shell, -0.2))])
        return [DrawingArt.shape(earPath(mirrored: mirrored), size: unit, fill: wool),
                DrawingArt.shape(inner, size: unit, fill: DrawingArt.vertical(Rect(x: 28, y: 13, width: 9, height: 14),
                                                                              [(0, innerEar), (1, DrawingArt.tone(innerEar, -0.12))]))]
    }

    /// The outside of an ear, the left one or its mirror.
    private static func earPath(mirrored: Bool) -> Path {
        leaf([(32, 31), (27, 25), (24, 15), (27, 10), (31, 8), (39, 16), (40, 25)], mirrored: mirrored)
    }

    /// A closed leaf of two cubics: from the first point through two controls to the tip, through
    /// two more to the last, as (x, y) in the unit box, mirrored about x = 50 when asked.
    private static func leaf(_ points: [(Double, Double)], mirrored: Bool) -> Path {
        let p = points.map { Point(x: mirrored ? 100 - $0.0 : $0.0, y: $0.1) }
        var path = Path()
        path.move(to: p[0])
        path.curve(to: p[3], control1: p[1], control2: p[2])
        path.curve(to: p[6], control1: p[4], control2: p[5])
        path.close()
        return path
    }

    /// The puffs of the fluffy top as (x, y, radius).
    private static let puffCircles: [(Double, Double, Double)] = [(42, 21, 6.5), (58, 21, 6.5), (50, 17, 7.5), (45.5, 25.5, 5), (54.5, 25.5, 5)]

    /// The fluffy top: overlapping puffs, each with a soft shade of its own wool along its lower edge.
    private static func puffs(_ fluff: Color) -> [Frame] {
        let puffs = puffCircles
        let shade = puffs.map { DrawingArt.shape(.circle(center: Point(x: $0.0, y: $0.1 + 1.2), radius: $0.2 + 0.5), size: unit,
                                                 fill: .solid(DrawingArt.tone(fluff, -0.2))) }
        let tops = puffs.map { x, y, r in
            DrawingArt.shape(.circle(center: Point(x: x, y: y), radius: r), size: unit,
                             fill: DrawingArt.radial(Point(x: x - r * 0.35, y: y - r * 0.45), r * 1.3,
                                                     [(0, fluff), (1, DrawingArt.tone(fluff, -0.06))]))
        }
        return shade + tops
    }
}
