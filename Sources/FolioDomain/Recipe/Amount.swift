/// An exact amount in a unit ("1/3 cup", "250 g"): what an ingredient line needs, scaled and
/// converted exactly.
public struct Amount: Hashable, Sendable {
    public var quantity: Quantity
    public var unit: MeasureUnit

    /// An amount from its parts.
    public init(_ quantity: Quantity, _ unit: MeasureUnit) {
        self.quantity = quantity
        self.unit = unit
    }

    /// The same amount in the dimension's base unit (grams, millilitres).
    /// - Throws: `QuantityOverflow` when it does not fit.
    public func inBase() throws(QuantityOverflow) -> Amount {
        Amount(try quantity * unit.inBase, MeasureUnit.base(of: unit.dimension))
    }

    /// The amount in `other`, exactly, or nil when the units measure different things.
    /// - Throws: `QuantityOverflow` when it does not fit.
    public func converted(to other: MeasureUnit) throws(QuantityOverflow) -> Amount? {
        guard other.dimension == unit.dimension else { return nil }
        return Amount(try quantity * unit.inBase / other.inBase, other)
    }

    /// The amount times `factor` (servings scaling).
    /// - Throws: `QuantityOverflow` when it does not fit.
    public func scaled(by factor: Quantity) throws(QuantityOverflow) -> Amount {
        Amount(try quantity * factor, unit)
    }

    /// The sum, in the base unit, or nil when the units measure different things (cups and grams
    /// are never mixed).
    /// - Throws: `QuantityOverflow` when it does not fit.
    public func adding(_ other: Amount) throws(QuantityOverflow) -> Amount? {
        guard other.unit.dimension == unit.dimension else { return nil }
        if other.unit == unit { return Amount(try quantity + other.quantity, unit) }
        return Amount(try inBase().quantity + other.inBase().quantity, MeasureUnit.base(of: unit.dimension))
    }
}
