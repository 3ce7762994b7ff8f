/// An amount as a cook reads it, before it is put into words (the app words it in the reader's
/// locale: "6 tbsp", "6 EL", "6 ملاعق كبيرة"): one measure ("375 g", "1 ½ cups", a pinch), or a cup
/// measure with the rest in spoons ("½ cup + 1 tbsp") where no cup measure alone is true to it.
public struct AmountReading: Hashable, Sendable {
    /// A number of one unit.
    public struct Measure: Hashable, Sendable {
        public var number: Number
        public var unit: MeasureUnit

        /// `number` of `unit`.
        public init(_ number: Number, _ unit: MeasureUnit) {
            self.number = number
            self.unit = unit
        }
    }

    /// How a measure's number is written.
    public enum Number: Hashable, Sendable {
        /// A whole number and a cook's fraction ("1 ½", "⅓", "2"); a numerator of 0 for none.
        case fraction(whole: Int, numerator: Int, denominator: Int)
        /// Hundredths, written as a decimal to as few places as it needs ("1.25", "1.2", "2"): kilos and litres.
        case hundredths(Int)

        /// A whole number.
        public static func whole(_ n: Int) -> Number { .fraction(whole: n, numerator: 0, denominator: 1) }

        /// The number when it is whole, else nil.
        public var wholeValue: Int? {
            switch self {
            case .fraction(let whole, let numerator, _): numerator == 0 ? whole : nil
            case .hundredths(let h): h % 100 == 0 ? h / 100 : nil
            }
        }

        /// Whether it is more than one: "1 ½ cups", but "½ cup" and "1 cup".
        public var isMoreThanOne: Bool {
            switch self {
            case .fraction(let whole, let numerator, _): whole > 1 || (whole == 1 && numerator > 0)
            case .hundredths(let h): h > 100
            }
        }
    }

    /// The measures, the larger first.
    public var measures: [Measure]

    /// A reading of `measures`.
    public init(_ measures: [Measure]) {
        self.measures = measures
    }

    /// One measure.
    public init(_ number: Number, _ unit: MeasureUnit) {
        self.init([Measure(number, unit)])
    }

    /// A pinch: too little to measure (never "0.03 tsp").
    public static let pinch = AmountReading(.whole(1), .pinch)
}
