import FolioLayout

/// The colours a mascot is drawn in, resolved for the appearance: the character's shell, liquid and
/// rim, and the inks every character shares (face, cheeks, shine, shadow).
public struct MascotInks: Sendable {
    /// The empty part of the body.
    public var shell: Color
    /// What fills it.
    public var liquid: Color
    /// The body's outline.
    public var rim: Color
    public var faceInk: Color
    public var tongue: Color
    public var cheek: Color
    public var shine: Color
    public var shadow: Color
    /// Marks drawn beside the body, on the page (a sleepy face's z's).
    public var aside: Color

    /// The inks of a character with this shell, liquid and rim, in the environment's theme.
    public init(shell: Color, liquid: Color, rim: Color, env: Environment) {
        self.shell = shell
        self.liquid = liquid
        self.rim = rim
        faceInk = env.resolve(DrawingPalette.faceInk)
        tongue = env.resolve(DrawingPalette.tongue)
        cheek = env.resolve(DrawingPalette.cheek)
        shine = env.resolve(DrawingPalette.shine)
        shadow = env.resolve(.shadow)
        aside = env.resolve(.secondaryLabel)
    }
}
