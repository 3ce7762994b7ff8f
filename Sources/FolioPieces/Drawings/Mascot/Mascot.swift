import FolioLayout

/// Something a mascot wears.
public enum MascotAccessory: String, Hashable, Sendable, CaseIterable {
    /// An adventure backpack: the pack behind its shoulders, straps in front.
    case backpack
}

/// A character drawn from vector shapes: its body fills like a vessel up to `fill` with a soft wave,
/// its face shows an expression, and it may wear an accessory. Reads from 40 pt (a week row) to
/// 220 pt (a hero). The character itself is a ``MascotArt`` its app brings.
///
/// ```swift
/// Mascot(art, fill: 0.6, face: .happy, size: 180)
/// ```
public struct Mascot: View {
    public var art: MascotArt
    /// How full the body is, 0…1.
    public var fill: Double
    public var face: MascotFace
    public var accessory: MascotAccessory?
    /// The side of the square the mascot stands in, in points.
    public var size: Double
    /// The colour of what fills the body; nil for the character's own.
    public var tint: ThemeColor?
    /// The phase of the wave on the liquid, 0…1 (one wavelength): the motion of a filling body.
    public var wave: Double

    public init(_ art: MascotArt, fill: Double = 1, face: MascotFace = .happy, accessory: MascotAccessory? = nil,
                size: Double = 160, tint: ThemeColor? = nil, wave: Double = 0) {
        self.art = art
        self.fill = fill
        self.face = face
        self.accessory = accessory
        self.size = size
        self.tint = tint
        self.wave = wave
    }

    public var body: any View {
        Draw(idealSize: Size(width: size, height: size)) { box, env in [art(in: box, env: env)] }
            .frame(width: size, height: size)
            .role(.mascot, name: art.name)
    }

    /// The drawing in its 100 × 100 unit box, scaled and centred in `box`.
    func art(in box: Size, env: Environment) -> Frame {
        let pose = MascotPose(fill: fill, face: face, accessory: accessory, wave: wave)
        let children = art.frames(pose, liquid: env.resolve(tint ?? art.liquid), env: env)
        let side = min(box.width, box.height)
        let k = side / 100
        let place = AffineTransform.scale(x: k, y: k)
            .concatenating(.translation(x: (box.width - side) / 2, y: (box.height - side) / 2))
        return .group(children, size: box, group: Group(transform: place))
    }
}
