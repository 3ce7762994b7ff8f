import FolioLayout

/// The colours a mascot is drawn in, resolved for the appearance.
struct MascotInks {
    /// The empty part of the body.
    var shell: Color
    /// What fills it.
    var liquid: Color
    /// The body's outline.
    var rim: Color
    var faceInk: Color
    var tongue: Color
    var cheek: Color
    var shine: Color
    var shadow: Color
    /// Marks drawn beside the body, on the page (a sleepy face's z's).
    var aside: Color
    /// What the mascot wears (the backpack).
    var accessory: Color
    /// The llama's fluffy top and inner ears.
    var fluff: Color
    var innerEar: Color
}

extension MascotInks {
    /// The inks of a `kind` of mascot filled with `tint` (nil: its own colour) in the environment's theme.
    init(kind: MascotKind, tint: ThemeColor?, env: Environment) {
        let dark = env.theme.appearance == .dark
        let liquid = env.resolve(tint ?? (kind == .biscuit ? .pet.azure : .water.water))
        let shell: Color
        let rim: Color
        switch kind {
        case .biscuit:
            // The empty part reads as empty glass at a glance: nearly white with a hint of the liquid
            // in light, nearly the card in dark, well apart from the liquid under it.
            shell = dark ? liquid.mix(with: env.resolve(.card), amount: 0.72) : DrawingArt.tone(liquid, 0.86)
            rim = DrawingArt.tone(liquid, -0.3).opacity(0.5)
        case .llama:
            shell = env.resolve(DrawingPalette.wool)
            rim = DrawingArt.tone(shell, -0.32)
        }
        self.init(shell: shell, liquid: liquid, rim: rim, faceInk: env.resolve(DrawingPalette.faceInk),
                  tongue: env.resolve(DrawingPalette.tongue), cheek: env.resolve(DrawingPalette.cheek),
                  shine: env.resolve(DrawingPalette.shine), shadow: env.resolve(.shadow),
                  aside: env.resolve(.secondaryLabel), accessory: env.resolve(DrawingPalette.backpack),
                  fluff: env.resolve(DrawingPalette.fluff), innerEar: env.resolve(DrawingPalette.innerEar))
    }
}
