import FolioDomain

/// Amounts and oven settings in the reader's words: the domain decides what a cook reads (6 tbsp,
/// never a short ⅓ cup; see ``Amount/reading(in:)``), this writes it in the locale's units, plural
/// forms and decimal separator ("6 tbsp", "6 EL", "6 ملاعق كبيرة"; "1.2 kg", "1,2 kg").
enum RecipeAmounts {
    /// `amount` as a cook reads it in `system`.
    static func text(_ amount: Amount, in system: UnitSystem) -> String {
        let measures = amount.reading(in: system).measures.map(measure)
        guard let first = measures.first else { return "" }
        return measures.dropFirst().reduce(first) { recipeStrings("%1$@ + %2$@", .text($0), .text($1)) }
    }

    /// "200°C", "200 °C", "400°F": what the oven's dial is set to.
    static func oven(_ oven: OvenTemperature, in system: UnitSystem) -> String {
        switch system {
        case .metric: Format.locale.celsius(Double(oven.dial(in: .metric)))
        case .us: recipeStrings("%lld°F", .integer(oven.dial(in: .us)))
        }
    }

    /// One measure: a whole count in the unit's plural form, a fraction or decimal as written text.
    static func measure(_ m: AmountReading.Measure) -> String {
        if let n = m.number.wholeValue, let counted = whole(n, m.unit) { return counted }
        let number = written(m.number)
        let more = m.number.isMoreThanOne
        switch m.unit {
        case .g: return recipeStrings("%@ g", .text(number))
        case .kg: return recipeStrings("%@ kg", .text(number))
        case .ml: return recipeStrings("%@ ml", .text(number))
        case .l: return recipeStrings("%@ l", .text(number))
        case .tsp: return recipeStrings("%@ tsp", .text(number))
        case .tbsp: return recipeStrings("%@ tbsp", .text(number))
        case .cup, .floz: return more ? recipeStrings("%@ cups", .text(number)) : recipeStrings("%@ cup", .text(number))
        case .oz: return recipeStrings("%@ oz", .text(number))
        case .lb: return recipeStrings("%@ lb", .text(number))
        case .piece: return number
        case .clove: return more ? recipeStrings("%@ cloves", .text(number)) : recipeStrings("%@ clove", .text(number))
        case .can: return more ? recipeStrings("%@ cans", .text(number)) : recipeStrings("%@ can", .text(number))
        case .bunch: return more ? recipeStrings("%@ bunches", .text(number)) : recipeStrings("%@ bunch", .text(number))
        case .pinch: return recipeStrings("%@ pinches", .text(number))  // a pinch or less reads "a pinch", whole
        }
    }

    /// A whole count of `unit`, in the form its count selects ("1 cup", "2 cups"; "ملعقتان كبيرتان");
    /// nil for the metric symbols, which no count changes.
    private static func whole(_ n: Int, _ unit: MeasureUnit) -> String? {
        switch unit {
        case .g, .kg, .ml, .l: nil
        case .tsp: recipeStrings("%lld tsp", .integer(n))
        case .tbsp: recipeStrings("%lld tbsp", .integer(n))
        case .cup, .floz: recipeStrings("%lld cups", .integer(n))
        case .oz: recipeStrings("%lld oz", .integer(n))
        case .lb: recipeStrings("%lld lb", .integer(n))
        case .piece: Format.grouped(n)
        case .clove: recipeStrings("%lld cloves", .integer(n))
        case .can: recipeStrings("%lld cans", .integer(n))
        case .bunch: recipeStrings("%lld bunches", .integer(n))
        case .pinch: recipeStrings("%lld pinches", .integer(n))
        }
    }

    /// "1 ½", "⅓" (a whole number and a fraction's glyph), "1.25" ("1,25" in German).
    static func written(_ number: AmountReading.Number) -> String {
        switch number {
        case .fraction(let whole, let numerator, let denominator):
            let glyph = numerator == 0 ? "" : glyphs[numerator * 100 + denominator] ?? "\(numerator)/\(denominator)"
            if whole == 0 { return glyph }
            return glyph.isEmpty ? Format.grouped(whole) : Format.grouped(whole) + " " + glyph
        case .hundredths(let h):
            return Format.locale.decimal(Double(h) / 100, fractionDigits: h % 100 == 0 ? 0 : h % 10 == 0 ? 1 : 2)
        }
    }

    private static let glyphs = [108: "⅛", 104: "¼", 103: "⅓", 102: "½", 203: "⅔", 304: "¾", 308: "⅜", 508: "⅝", 708: "⅞"]
}
