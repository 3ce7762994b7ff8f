/// The units a recipe measures in, in the one table that states every conversion factor.
///
/// Volumes convert through millilitres using the **US customary cup of 236.588 ml** (so a
/// tablespoon is 1/16 cup = 14.787 ml, a teaspoon 1/48 cup = 4.929 ml, a fluid ounce 1/8 cup =
/// 29.574 ml); masses through grams with the avoirdupois pound of 453.59237 g (an ounce is 1/16
/// lb = 28.350 g). Counted units (pieces, cloves, cans, bunches, pinches) convert to nothing.
public enum MeasureUnit: String, NamedChoice {
    case g, kg, ml, l, tsp, tbsp, cup, floz = "fl-oz", oz, lb, piece, clove, can, bunch, pinch

    /// What a unit measures; amounts add up only within one dimension.
    public enum Dimension: String, Hashable, Sendable {
        case mass, volume
        case count, clove, can, bunch, pinch
    }

    /// The US customary cup in millilitres, exactly 236.588.
    public static let cupMl = Quantity(236_588, 1000) ?? Quantity(whole: 236)
    /// The avoirdupois pound in grams, exactly 453.59237.
    public static let poundGrams = Quantity(45_359_237, 100_000) ?? Quantity(whole: 453)

    /// What the unit measures.
    public var dimension: Dimension {
        switch self {
        case .g, .kg, .oz, .lb: .mass
        case .ml, .l, .tsp, .tbsp, .cup, .floz: .volume
        case .piece: .count
        case .clove: .clove
        case .can: .can
        case .bunch: .bunch
        case .pinch: .pinch
        }
    }

    /// One of this unit in the dimension's base unit (grams, millilitres, or itself).
    public var inBase: Quantity {
        switch self {
        case .g, .ml, .piece, .clove, .can, .bunch, .pinch: Quantity(whole: 1)
        case .kg, .l: Quantity(whole: 1000)
        case .cup: MeasureUnit.cupMl
        case .tbsp: Quantity(236_588, 16_000) ?? MeasureUnit.cupMl
        case .tsp: Quantity(236_588, 48_000) ?? MeasureUnit.cupMl
        case .floz: Quantity(236_588, 8000) ?? MeasureUnit.cupMl
        case .lb: MeasureUnit.poundGrams
        case .oz: Quantity(45_359_237, 1_600_000) ?? MeasureUnit.poundGrams
        }
    }

    /// The base unit of a dimension: grams, millilitres, or the counted unit itself.
    public static func base(of dimension: Dimension) -> MeasureUnit {
        switch dimension {
        case .mass: .g
        case .volume: .ml
        case .count: .piece
        case .clove: .clove
        case .can: .can
        case .bunch: .bunch
        case .pinch: .pinch
        }
    }
}
