import FolioCore

/// How thick an icon's lines are, in the icon set's 24-unit box. The set is drawn at one weight
/// (2 units); SF Symbols match the weight of the text beside them and draw relatively thinner lines
/// as they grow (optical sizes), so Folio substitutes the stroke width before the drawing is parsed:
/// a regular icon a little lighter than the set's own, each heavier text weight a step bolder, and a
/// large icon thinner relative to its box than a small one (never thinner than half a point).
enum IconStroke {
    /// The stroke at the reference size (`referenceSize`), in box units, for each text weight.
    static func base(_ weight: FontWeight) -> Double {
        switch weight {
        case .light: 1.5
        case .regular: 1.75
        case .medium: 2
        case .semibold: 2.25
        case .bold: 2.5
        case .heavy: 2.75
        case .black: 3
        }
    }

    /// The size (points) at which an icon has its weight's `base` stroke.
    static let referenceSize = 20.0

    /// The stroke, in box units, of an icon `size` points square next to text of `weight`: the
    /// weight's base, scaled by the fourth root of reference size / size (so a 40-point icon's lines are
    /// 16 % thinner relative to it, a 12-point one's 14 % thicker), rounded to a hundredth of a unit so
    /// the drawings parsed stay few and the output stays the same bytes.
    static func width(weight: FontWeight, size: Double) -> Double {
        guard size > 0 else { return base(weight) }
        let optical = base(weight) * (referenceSize / size).squareRoot().squareRoot()
        let floor = 0.5 * IconSet.box / size
        return (max(optical, floor) * 100).rounded() / 100
    }
}
