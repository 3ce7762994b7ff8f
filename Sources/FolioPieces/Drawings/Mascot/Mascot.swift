import FolioLayout

/// Which character a ``Mascot`` draws.
public enum MascotKind: String, Hashable, Sendable, CaseIterable {
    /// Self-Care Pet's companion: a round azure blob with tiny feet and rosy cheeks, filling with
    /// the day's energy.
    case biscuit
    /// Water and Streaks' llama: a rounded vessel of a body with ears and a fluffy top, filling with
    /// what was drunk.
    case llama
}

/// Something a mascot wears.
public enum MascotAccessory: String, Hashable, Sendable, CaseIterable {
    /// Biscuit's adventure backpack: the pack behind its shoulders, straps in front.
    case backpack
}

/// A character drawn from vector shapes: its body fills like a vessel up to `fill` with a soft wave,
/// its face shows an expression, and it may wear an accessory. Reads from 40 pt (a week row) to
/// 220 pt (a hero).
///
/// ```swift
/// Mascot(.biscuit, fill: 0.6, face: .happy, size: 180)
/// Mascot(.llama, fill: 1, face: .grinning, size: 56)
/// ```
public struct Mascot: View {
    public var kind: MascotKind
    /// How full the body is, 0…1.
    public var fill: Double
    public var face: MascotFace
    public var accessory: MascotAccessory?
    /// The side of the square the mascot stands in, in points.
    public var size: Double
    /// The colour of what fills the body; nil for the character's own (Biscuit's azure, water).
    public var tint: ThemeColor?
    /// The phase of the wave on the liquid, 0…1 (one wavelength): the motion of a filling body.
    public var wave: Double

    public init(_ kind: MascotKind = .biscuit, fill: Double = 1, face: MascotFace = .happy,
                accessory: MascotAccessory? = nil, size: Double = 160, tint: ThemeColor? = nil, wave: Double = 0) {
        self.kind = kind
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
            .role(.mascot, name: kind.rawValue)
    }

    /// The drawing in its 100 × 100 unit box, scaled and centred in `box`.
    func art(in box: Size, env: Environment) -> Frame {
        let inks = MascotInks(kind: kind, tint: tint, env: env)
        let children: [Frame]
        switch kind {
        case .biscuit: children = BiscuitArt.frames(fill: fill, face: face, accessory: accessory, wave: wave, inks: inks)
        case .llama: children = LlamaArt.frames(fill: fill, face: face, wave: wave, inks: inks)
        }
        let side = min(box.width, box.height)
        let k = side / 100
        let place = AffineTransform.scale(x: k, y: k)
            .concatenating(.translation(x: (box.width - side) / 2, y: (box.height - side) / 2))
        return .group(children, size: box, group: Group(transform: place))
    }
}
