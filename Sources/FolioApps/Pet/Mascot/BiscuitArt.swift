import FolioLayout
import FolioPieces

extension MascotArt {
    /// Self-Care Pet's companion: a round azure blob with tiny feet and rosy cheeks, filling with
    /// the day's energy.
    public static let biscuit = MascotArt(name: "biscuit", liquid: .pet.azure) { pose, liquid, env in
        BiscuitArt.frames(fill: pose.fill, face: pose.face, accessory: pose.accessory, wave: pose.wave,
                          inks: BiscuitArt.inks(liquid: liquid, env: env), pack: env.resolve(BiscuitArt.backpack))
    }
}

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

    /// The empty part reads as empty glass at a glance: nearly white with a hint of the liquid in
    /// light, nearly the card in dark, well apart from the liquid under it.
    static func inks(liquid: Color, env: Environment) -> MascotInks {
        let shell = env.theme.appearance == .dark ? liquid.mix(with: env.resolve(.card), amount: 0.72) : DrawingArt.tone(liquid, 0.86)
        return MascotInks(shell: shell, liquid: liquid, rim: DrawingArt.tone(liquid, -0.3).opacity(0.5), env: env)
    }

    /// The adventure backpack and its straps.
    static let backpack = ThemeColor(light: 0xF2A54A, dark: 0xD98F3C)

    static func frames(fill: Double, face: MascotFace, accessory: MascotAccessory?, wave: Double,
                       inks: MascotInks, pack amber: Color) -> [Frame] {
        let limb = DrawingArt.tone(inks.liquid, -0.16)
        var frames = [MascotVessel.groundShadow(center: Point(x: 50, y: 95), width: 62, inks: inks)]
        if accessory == .backpack { frames += pack(amber) }
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
        if accessory == .backpack { frames += straps(amber) }
        let layout = FaceArt.Layout(leftEye: Point(x: 37, y: 48), rightEye: Point(x: 63, y: 48),
                                    eye: Size(width: 7.5, height: 9.5), mouth: Point(x: 50, y: 60), mouthWidth: 12, line: 2.4)
        let cheeks = [26.0, 74.0].map { Rect(x: $0 - 7, y: 57, width: 14, height: 8) }
        return frames + face.frames(layout: layout, cheeks: cheeks, sleepyAt: Point(x: 82, y: 16), inks: inks)
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

    /// The pack behind Biscuit: its rounded top shows over the shoulders, with a handle loop.
    private static func pack(_ amber: Color) -> [Frame] {
        let rect = Rect(x: 13, y: 16, width: 74, height: 54)
        let bag = Path.roundedRect(rect, radius: 22, style: .continuous)
        var handle = Path()
        handle.move(to: Point(x: 41, y: 18))
        handle.curve(to: Point(x: 59, y: 18), control1: Point(x: 42, y: 9), control2: Point(x: 58, y: 9))
        var flap = Path()
        flap.move(to: Point(x: 15, y: 36))
        flap.curve(to: Point(x: 85, y: 36), control1: Point(x: 36, y: 28), control2: Point(x: 64, y: 28))
        return [
            DrawingArt.shape(handle, size: unit, stroke: Stroke(.solid(DrawingArt.tone(amber, -0.25)), width: 3, cap: .round)),
            DrawingArt.shape(bag, size: unit, fill: DrawingArt.vertical(rect, [(0, DrawingArt.tone(amber, 0.12)), (1, DrawingArt.tone(amber, -0.2))])),
            DrawingArt.shape(flap, size: unit, stroke: Stroke(.solid(DrawingArt.tone(amber, -0.28)), width: 1.4, cap: .round)),
        ]
    }

    /// The harness in front: a strap from each shoulder round the side of the body, joined across the
    /// chest by a strap with a buckle, so the pack reads as worn.
    private static func straps(_ pack: Color) -> [Frame] {
        let amber = DrawingArt.tone(pack, -0.06)
        let edge = DrawingArt.tone(pack, -0.3)
        var frames: [Frame] = []
        for side in [1.0, -1.0] {
            func m(_ x: Double, _ y: Double) -> Point { Point(x: 50 - side * (50 - x), y: y) }
            var p = Path()
            p.move(to: m(29, 21))
            p.curve(to: m(17, 75), control1: m(19, 34), control2: m(14, 56))
            frames.append(DrawingArt.shape(p, size: unit, stroke: Stroke(.solid(edge), width: 6.2, cap: .round)))
            frames.append(DrawingArt.shape(p, size: unit, stroke: Stroke(.solid(amber), width: 4.6, cap: .round)))
        }
        var chest = Path()
        chest.move(to: Point(x: 16, y: 72))
        chest.curve(to: Point(x: 84, y: 72), control1: Point(x: 36, y: 78), control2: Point(x: 64, y: 78))
        let buckle = Rect(x: 45.5, y: 72.5, width: 9, height: 5.5)
        frames += [
            DrawingArt.shape(chest, size: unit, stroke: Stroke(.solid(edge), width: 4, cap: .round)),
            DrawingArt.shape(chest, size: unit, stroke: Stroke(.solid(amber), width: 2.6, cap: .round)),
            DrawingArt.shape(.roundedRect(buckle, radius: 1.8, style: .continuous), size: unit,
                             fill: .solid(DrawingArt.tone(pack, 0.6)), stroke: Stroke(.solid(edge), width: 0.8)),
        ]
        return frames
    }
}
