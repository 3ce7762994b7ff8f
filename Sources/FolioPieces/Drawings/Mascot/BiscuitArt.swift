import FolioLayout

/// Biscuit in its 100 × 100 box: a soft round blob, wider below, on two tiny feet, with little arms,
/// a two-leaf tuft, rosy cheeks and a face; the backpack behind it when it goes adventuring.
enum BiscuitArt {
    static let top = 14.0
    static let bottom = 91.0
    private static let unit = MascotVessel.unit

    /// The body: a dome on top, full cheeks at the sides, a gently flattened bottom.
    static let body: Path = {
        var p = Path()
        p.move(to: Point(x: 50, y: top))
        p.curve(to: Point(x: 94, y: 60), control1: Point(x: 75, y: top), control2: Point(x: 94, y: 33))
        p.curve(to: Point(x: 50, y: bottom), control1: Point(x: 94, y: 81), control2: Point(x: 77, y: bottom))
        p.curve(to: Point(x: 6, y: 60), control1: Point(x: 23, y: bottom), control2: Point(x: 6, y: 81))
        p.curve(to: Point(x: 50, y: top), control1: Point(x: 6, y: 33), control2: Point(x: 25, y: top))
        p.close()
        return p
    }()

    static func frames(fill: Double, face: MascotFace, accessory: MascotAccessory?, wave: Double,
                       inks: MascotInks) -> [Frame] {
        let limb = DrawingArt.tone(inks.liquid, -0.16)
        var frames = [MascotVessel.groundShadow(center: Point(x: 50, y: 95), width: 62, inks: inks)]
        if accessory == .backpack { frames += pack(inks) }
        frames += [
            leaf(from: Point(x: 47, y: 16), tip: Point(x: 40, y: 4), bend: -5, color: DrawingArt.tone(inks.liquid, -0.06)),
            leaf(from: Point(x: 53, y: 16), tip: Point(x: 59, y: 6), bend: 5, color: DrawingArt.tone(inks.liquid, 0.08)),
            DrawingArt.shape(DrawingArt.ellipse(center: Point(x: 36, y: 91), width: 18, height: 9), size: unit, fill: .solid(limb)),
            DrawingArt.shape(DrawingArt.ellipse(center: Point(x: 64, y: 91), width: 18, height: 9), size: unit, fill: .solid(limb)),
            DrawingArt.shape(DrawingArt.ellipse(center: Point(x: 7, y: 66), width: 11, height: 18, degrees: 28), size: unit,
                             fill: .solid(limb)),
            DrawingArt.shape(DrawingArt.ellipse(center: Point(x: 93, y: 66), width: 11, height: 18, degrees: -28), size: unit,
                             fill: .solid(limb)),
        ]
        frames += MascotVessel.frames(body: body, top: top, bottom: bottom, fill: fill, wave: wave, inks: inks,
                                      light: Point(x: 36, y: 30))
        frames += MascotVessel.gloss(Rect(x: 19, y: 22, width: 20, height: 10), degrees: -32, inks: inks)
        if accessory == .backpack { frames += straps(inks) }
        for x in [26.0, 74.0] {
            frames.append(DrawingArt.glint(Rect(x: x - 7, y: 57, width: 14, height: 8), size: unit, color: inks.cheek, alpha: 0.6))
        }
        let layout = FaceArt.Layout(leftEye: Point(x: 37, y: 48), rightEye: Point(x: 63, y: 48),
                                    eye: Size(width: 7.5, height: 9.5), mouth: Point(x: 50, y: 60), mouthWidth: 12, line: 2.4)
        frames += FaceArt.features(eyes: face.eyes, mouth: face.mouth, brows: face == .sad, layout: layout,
                                   ink: inks.faceInk, tongue: inks.tongue, size: unit)
        if face == .sleepy { frames += MascotVessel.sleepyZs(at: Point(x: 82, y: 16), inks: inks) }
        return frames
    }

    /// A leaf of the tuft: a teardrop from its base to its tip, bowed sideways by `bend`.
    private static func leaf(from base: Point, tip: Point, bend: Double, color: Color) -> Frame {
        var p = Path()
        p.move(to: Point(x: base.x - 3, y: base.y))
        p.curve(to: tip, control1: Point(x: base.x - 3 + bend, y: base.y - 6), control2: Point(x: tip.x - 2, y: tip.y + 3))
        p.curve(to: Point(x: base.x + 3, y: base.y), control1: Point(x: tip.x + 3, y: tip.y + 2), control2: Point(x: base.x + 3 + bend, y: base.y - 5))
        p.close()
        return DrawingArt.shape(p, size: unit, fill: .solid(color))
    }

    /// The pack behind Biscuit: its top and sides show round the shoulders, with a handle loop.
    private static func pack(_ inks: MascotInks) -> [Frame] {
        let amber = inks.accessory
        let rect = Rect(x: 16, y: 18, width: 68, height: 50)
        let bag = Path.roundedRect(rect, radius: 16, style: .continuous)
        var handle = Path()
        handle.move(to: Point(x: 40, y: 19))
        handle.curve(to: Point(x: 60, y: 19), control1: Point(x: 41, y: 9), control2: Point(x: 59, y: 9))
        return [
            DrawingArt.shape(handle, size: unit, stroke: Stroke(.solid(DrawingArt.tone(amber, -0.2)), width: 3, cap: .round)),
            DrawingArt.shape(bag, size: unit, fill: DrawingArt.vertical(rect, [(0, DrawingArt.tone(amber, 0.15)), (1, DrawingArt.tone(amber, -0.15))])),
            DrawingArt.shape(Path.roundedRect(Rect(x: 16, y: 18, width: 68, height: 16), radius: 8, style: .continuous), size: unit,
                             fill: .solid(DrawingArt.tone(amber, -0.1))),
        ]
    }

    /// The straps over Biscuit's shoulders, each with a small buckle.
    private static func straps(_ inks: MascotInks) -> [Frame] {
        let amber = DrawingArt.tone(inks.accessory, -0.08)
        return [(1.0, 27.0), (-1.0, 73.0)].flatMap { side, x -> [Frame] in
            var p = Path()
            p.move(to: Point(x: x, y: 25))
            p.curve(to: Point(x: x - side * 9, y: 50), control1: Point(x: x - side * 3, y: 33), control2: Point(x: x - side * 7, y: 42))
            let buckle = DrawingArt.ellipse(center: Point(x: x - side * 7.2, y: 44), width: 4.5, height: 3.2, degrees: side * -60)
            return [DrawingArt.shape(p, size: unit, stroke: Stroke(.solid(amber), width: 4.5, cap: .round)),
                    DrawingArt.shape(buckle, size: unit, fill: .solid(DrawingArt.tone(inks.accessory, 0.55)))]
        }
    }
}
