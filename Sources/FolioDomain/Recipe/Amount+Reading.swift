extension Amount {
    /// The amount as a cook reads it in `system`: fractions (½ ⅓ ¼ ⅔ ¾ ⅛) for US volumes and
    /// spoons (a cup measure only where it is true to the amount), rounded grams and millilitres
    /// for metric, kilos and litres from a thousand, and a pinch for anything too small to
    /// measure (never "0.03 tsp"). Worked in doubles: a shown amount is rounded anyway, and no
    /// arithmetic here can overflow. The words are the app's, in the reader's locale.
    public func reading(in system: UnitSystem) -> AmountReading {
        switch unit.dimension {
        case .mass:
            let grams = quantity.doubleValue * unit.inBase.doubleValue
            return system == .us ? Amount.usMass(grams) : Amount.metric(grams, small: .g, large: .kg)
        case .volume: return volume(in: system)
        case .pinch where quantity <= Quantity(whole: 1): return .pinch
        case .count, .pinch, .clove, .can, .bunch:
            return AmountReading(Amount.fraction(quantity.doubleValue, among: Amount.spoonFractions), unit)
        }
    }

    /// The fractions a set of measuring cups has.
    static let cupFractions = [(1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]
    /// The fractions measuring spoons (and halved onions) come in.
    static let spoonFractions = [(1, 8), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]

    /// A volume as a cook measures it. A unit stays in its family as it scales: an amount written
    /// in spoons stays in spoons in metric (3 tbsp of oil for 4 is 6 tbsp for 8, never "90 ml"),
    /// other metric volumes are millilitres and litres; US volumes are spoons under ¼ cup, then
    /// cups (see ``usCups(_:)``).
    private func volume(in system: UnitSystem) -> AmountReading {
        let ml = quantity.doubleValue * unit.inBase.doubleValue
        if ml < Amount.tspMl / 8 { return .pinch }
        let spoonsStay = system == .us || unit == .tsp || unit == .tbsp
        if spoonsStay, ml < Amount.tbspMl - Amount.tspMl / 8 { return Amount.spoons(ml / Amount.tspMl, .tsp) }
        if system == .metric, spoonsStay { return Amount.spoons(ml / Amount.tbspMl, .tbsp) }
        if system == .metric { return Amount.metric(ml, small: .ml, large: .l) }
        if ml < Amount.tbspMl * 4 - Amount.tspMl / 8 { return Amount.spoons(ml / Amount.tbspMl, .tbsp) }
        return Amount.usCups(ml)
    }

    /// `count` spoons of `unit` to the nearest spoon fraction.
    private static func spoons(_ count: Double, _ unit: MeasureUnit) -> AmountReading {
        AmountReading(fraction(count, among: spoonFractions), unit)
    }

    /// How near a cup measure must come to stand for an amount alone: within 6 %, about what a
    /// level cup varies by (6 tbsp is 11 % more than ⅓ cup, so it is never read "⅓ cup").
    static let cupTolerance = 0.06

    /// A US volume of ¼ cup or more: the nearest cup measure (whole cups and ¼ ⅓ ½ ⅔ ¾) when it is
    /// within ``cupTolerance``; otherwise tablespoons under ½ cup ("6 tbsp"), and from ½ cup the
    /// largest cup measure under the amount plus the rest in tablespoons, or teaspoons under one
    /// ("½ cup + 1 tbsp" for 9 tbsp).
    static func usCups(_ ml: Double) -> AmountReading {
        let cups = ml / cupMl
        let nearest = measure(nearestTo: cups)
        if abs(nearest.value - cups) <= cups * cupTolerance { return AmountReading(nearest.number, .cup) }
        if cups < 0.5 { return spoons(ml / tbspMl, .tbsp) }
        let below = measure(below: cups)
        let rest = ml - below.value * cupMl
        let spoons = rest < tbspMl - tspMl / 6 ? AmountReading.Measure(fraction(rest / tspMl, among: spoonFractions), .tsp)
            : AmountReading.Measure(fraction(rest / tbspMl, among: spoonFractions), .tbsp)
        return AmountReading([AmountReading.Measure(below.number, .cup), spoons])
    }

    /// Every cup measure a set of measuring cups makes (whole cups and their fractions) as value and number.
    private static func measures(around cups: Double) -> [(value: Double, number: AmountReading.Number)] {
        let whole = Int(cups.rounded(.down))
        return [whole, whole + 1].flatMap { w in
            ([(0, 1)] + cupFractions).map { n, d in (Double(w) + Double(n) / Double(d), AmountReading.Number.fraction(whole: w, numerator: n, denominator: d)) }
        }.filter { $0.value > 0 }
    }

    private static func measure(nearestTo cups: Double) -> (value: Double, number: AmountReading.Number) {
        measures(around: cups).min { abs($0.value - cups) < abs($1.value - cups) } ?? (cups, fraction(cups, among: cupFractions))
    }

    private static func measure(below cups: Double) -> (value: Double, number: AmountReading.Number) {
        measures(around: cups).filter { $0.value <= cups }.max { $0.value < $1.value } ?? (cups, fraction(cups, among: cupFractions))
    }

    private static let tspMl = MeasureUnit.tsp.inBase.doubleValue
    private static let tbspMl = MeasureUnit.tbsp.inBase.doubleValue
    private static let cupMl = MeasureUnit.cupMl.doubleValue

    /// Grams or millilitres rounded as a kitchen scale shows them (to 1 under 20, to 5 under
    /// 1000), kilos or litres to two decimals from 1000; a pinch under one.
    static func metric(_ v: Double, small: MeasureUnit, large: MeasureUnit) -> AmountReading {
        if v < 0.5 { return .pinch }
        if v < 19.5 { return AmountReading(.whole(Int(v.rounded())), small) }
        let rounded = (v / 5).rounded() * 5
        if rounded < 1000 { return AmountReading(.whole(Int(rounded)), small) }
        return AmountReading(.hundredths(Int((v / 10).rounded())), large)
    }

    /// Ounces to the quarter under a pound, pounds to the quarter from one.
    static func usMass(_ grams: Double) -> AmountReading {
        let ounces = grams / MeasureUnit.oz.inBase.doubleValue
        if ounces < 16 {
            if ounces < 1.0 / 8 { return .pinch }
            return AmountReading(fraction(ounces, among: [(1, 4), (1, 2), (3, 4)]), .oz)
        }
        return AmountReading(fraction(grams / MeasureUnit.lb.inBase.doubleValue, among: [(1, 4), (1, 2), (3, 4)]), .lb)
    }

    /// `value` to the nearest of the whole numbers and `fractions`; never zero (a small amount
    /// shows the smallest fraction).
    static func fraction(_ v: Double, among fractions: [(Int, Int)]) -> AmountReading.Number {
        let whole = Int(v.rounded(.down))
        var best = (distance: v - Double(whole), whole: whole, part: (0, 1))
        for (n, d) in fractions + [(1, 1)] {
            let candidate = Double(whole) + Double(n) / Double(d)
            if abs(v - candidate) < best.distance - 1e-9 { best = (abs(v - candidate), n == d ? whole + 1 : whole, n == d ? (0, 1) : (n, d)) }
        }
        if best.whole == 0, best.part.0 == 0, let smallest = fractions.first { best.part = smallest }
        return .fraction(whole: best.whole, numerator: best.part.0, denominator: best.part.1)
    }
}
