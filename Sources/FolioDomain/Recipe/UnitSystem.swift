/// The measures a person cooks in: metric (grams, millilitres, spoons) or US customary (cups,
/// spoons, ounces, pounds). Switching converts every amount through ``MeasureUnit``'s table.
public enum UnitSystem: String, NamedChoice {
    case metric, us
}
