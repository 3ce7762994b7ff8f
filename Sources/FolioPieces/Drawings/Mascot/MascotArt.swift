import FolioLayout

/// One character a ``Mascot`` draws, brought by the app it belongs to: its name in the frame tree,
/// the colour its body fills with, and its drawing in a 100 × 100 unit box. The drawing builds on
/// ``MascotVessel`` (the body as a vessel), ``MascotFace`` (the expression) and ``MascotInks``.
public struct MascotArt: Sendable {
    /// The character's name, the mascot frame's name ("biscuit").
    public let name: String
    /// What fills the body when the mascot is given no tint.
    public let liquid: ThemeColor
    private let draw: @Sendable (MascotPose, Color, Environment) -> [Frame]

    /// A character named `name` filling with `liquid`, drawn by `draw` from a pose, the resolved
    /// liquid colour and the environment.
    public init(name: String, liquid: ThemeColor,
                draw: @escaping @Sendable (_ pose: MascotPose, _ liquid: Color, _ env: Environment) -> [Frame]) {
        self.name = name
        self.liquid = liquid
        self.draw = draw
    }

    /// The frames of the character in its unit box.
    func frames(_ pose: MascotPose, liquid: Color, env: Environment) -> [Frame] {
        draw(pose, liquid, env)
    }
}

/// What a mascot does in one drawing: how full it is, its face, what it wears, its wave's phase.
public struct MascotPose: Sendable {
    public var fill: Double
    public var face: MascotFace
    public var accessory: MascotAccessory?
    public var wave: Double
}
