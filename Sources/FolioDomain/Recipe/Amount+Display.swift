extension Amount {
    /// The amount as a cook reads it in `system`: fractions (½ ⅓ ¼ ⅔ ¾ ⅛) for US volumes and
    /// spoons, rounded grams and millilitres for metric, kilos and litres from a thousand, and "a
    /// pinch" for anything too small to measure (never "0.03 tsp"). Worked in doubles: a shown
    /// amount is rounded anyway, and no arithmetic here can overflow.
    public func display(in system: UnitSystem) -> String {
        switch unit.dimension {
        case .mass:
            let grams = quantity.doubleValue * unit.inBase.doubleValue
            return system == .us ? Amount.usMass(grams) : Amount.metric(grams, small: "g", large: "kg")
        case .volume: return volume(in: system)
        case .count: return Amount.fraction(quantity.doubleValue, among: Amount.spoonFractions)
        case .pinch: return quantity <= Quantity(whole: 1) ? "a pinch" : "\(Amount.fraction(quantity.doubleValue, among: Amount.spoonFractions)) pinches"
        case .clove, .can, .bunch:
            let word = unit.rawValue
            let plural = unit == .bunch ? "bunches" : word + "s"
            return "\(Amount.fraction(quantity.doubleValue, among: Amount.spoonFractions)) \(quantity > Quantity(whole: 1) ? plural : word)"
        }
    }

    /// The fractions a set of measuring cups has.
    static let cupFractions = [(1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]
    /// The fractions measuring spoons (and halved onions) come in.
    static let spoonFractions = [(1, 8), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]

    private func volume(in system: UnitSystem) -> String {
        let ml = quantity.doubleValue * unit.inBase.doubleValue
        let tsp = MeasureUnit.tsp.inBase.doubleValue, tbsp = MeasureUnit.tbsp.inBase.doubleValue
        if ml < tsp / 8 { return "a pinch" }
        let spoonsStay = system == .us || unit == .tsp || unit == .tbsp
        if spoonsStay, ml < tbsp - tsp / 8 { return Amount.fraction(ml / tsp, among: Amount.spoonFractions) + " tsp" }
        if spoonsStay, ml < tbsp * 4 { return Amount.fraction(ml / tbsp, among: Amount.spoonFractions) + " tbsp" }
        if system == .metric { return Amount.metric(ml, small: "ml", large: "l") }
        let text = Amount.fraction(ml / MeasureUnit.cupMl.doubleValue, among: Amount.cupFractions)
        let plural = text != "1" && text.first?.isASCII == true
        return text + (plural ? " cups" : " cup")
    }

    /// Grams or millilitres rounded as a kitchen scale shows them (to 1 under 20, to 5 under
    /// 1000), kilos or litres to two decimals from 1000; "a pinch" under one.
    static func metric(_ v: Double, small: String, large: String) -> String {
        if v < 0.5 { return "a pinch" }
        if v < 19.5 { return "\(Int(v.rounded())) \(small)" }
        let step = 5.0
        let rounded = (v / step).rounded() * step
        if rounded < 1000 { return "\(Int(rounded)) \(small)" }
        let hundredths = Int((v / 10).rounded())
        let whole = hundredths / 100, rest = hundredths % 100
        let decimals = rest == 0 ? "" : rest % 10 == 0 ? ".\(rest / 10)" : (rest < 10 ? ".0\(rest)" : ".\(rest)")
        return "\(whole)\(decimals) \(large)"
    }

    /// Ounces to the quarter under a pound, pounds to the quarter from one.
    static func usMass(_ grams: Double) -> String {
        let ounces = grams / MeasureUnit.oz.inBase.doubleValue
        if ounces < 16 {
            if ounces < 1.0 / 8 { return "a pinch" }
            return fraction(ounces, among: [(1, 4), (1, 2), (3, 4)]) + " oz"
        }
        return fraction(grams / MeasureUnit.lb.inBase.doubleValue, among: [(1, 4), (1, 2), (3, 4)]) + " lb"
    }

    /// `value` to the nearest of the whole numbers and `fractions`, written "1 ½"; never zero
    /// (a small amount shows the smallest fraction).
    static func fraction(_ v: Double, among fractions: [(Int, Int)]) -> String {
        let whole = Int(v.rounded(.down))
        var best = (distance: v - Double(whole), whole: whole, part: (0, 1))
        for (n, d) in fractions + [(1, 1)] {
            let candidate = Double(whole) + Double(n) / Double(d)
            if abs(v - candidate) < best.distance - 1e-9 { best = (abs(v - candidate), n == d ? whole + 1 : whole, n == d ? (0, 1) : (n, d)) }
        }
        if best.whole == 0, best.part.0 == 0, let smallest = fractions.first { best.part = smallest }
        let glyph = best.part.0 == 0 ? "" : glyphs[best.part.0 * 100 + best.part.1] ?? "\(best.part.0)/\(best.part.1)"
        if best.whole == 0 { return glyph }
        return glyph.isEmpty ? "\(best.whole)" : "\(best.whole) \(glyph)"
    }

    private static let glyphs = [108: "⅛", 104: "¼", 103: "⅓", 102: "½", 203: "⅔", 304: "¾", 308: "⅜", 508: "⅝", 708: "⅞"]
}
