/// The kinds of drink, in the one table that states each kind's hydration factor and colour key.
public enum DrinkKind: String, NamedChoice {
    case water, tea, coffee, milk, juice, soda

    /// The share of the volume that counts towards the goal, in percent (water 100).
    public var hydrationPercent: Int {
        switch self {
        case .water: 100
        case .tea: 90
        case .milk: 90
        case .juice: 85
        case .coffee: 80
        case .soda: 70
        }
    }

    /// The stable semantic colour name of the kind ("drink.coffee"); the theme holds its light and
    /// dark values.
    public var colorKey: String { "drink.\(rawValue)" }

    /// The millilitres of `volumeMl` that count towards the goal, rounded to the nearest ml.
    public func hydrationMl(of volumeMl: Int) -> Int {
        (volumeMl * hydrationPercent + 50) / 100
    }
}
