/// The one rule for coloured ink that must read on the surface under it (a green change on a pale
/// green chip, a red number on a pink one): the ink kept in its own hue, deepened toward black on a
/// light ground or lifted toward white on a dark one only as far as it must to reach `minimum`
/// contrast — the same measure `folio lint` checks text against.
public enum Ink {
    /// Text and glyphs on a filled surface (an action's fill, a swipe action's disc): white when it
    /// reads at 3:1 or more, otherwise a deep shade of the fill itself (deep green on a green pill),
    /// never plain black.
    public static func on(_ fill: Color) -> Color {
        fill.contrast(with: .white) >= 3 ? .white : fill.mix(with: .black, amount: 0.72)
    }

    /// `ink` (as drawn, with its alpha) brought to `minimum` contrast on the opaque `ground`.
    public static func readable(_ ink: Color, on ground: Color, minimum: Double = 4.5) -> Color {
        let target: Color = ground.luminance > 0.18 ? .black : .white
        for step in 0...20 {
            let candidate = ink.mix(with: target.opacity(ink.alpha), amount: Double(step) / 20)
            if candidate.over(ground).contrast(with: ground) >= minimum { return candidate }
        }
        return target
    }
}
