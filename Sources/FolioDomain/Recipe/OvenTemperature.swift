/// An oven setting, stored in whole degrees Celsius and shown in °C or °F (°F = °C × 9/5 + 32,
/// exactly, then rounded to the 25° steps of a US oven dial).
public struct OvenTemperature: Hashable, Sendable {
    /// The range a snapshot may set.
    public static let celsiusRange = 50...300

    public var celsius: Int

    /// A temperature in °C.
    public init(celsius: Int) {
        self.celsius = celsius
    }

    /// The exact Fahrenheit value (celsius is bounded, so it always fits).
    public var fahrenheit: Quantity {
        Quantity(celsius * 9 + 32 * 5, 5) ?? Quantity(whole: 32)
    }

    /// The degrees the oven's dial is set to in `system`: °C as stored for metric, °F rounded to the
    /// 25° steps of a US dial (200 °C is 400 °F). The app words them ("200°C", "200 °C", "400°F").
    public func dial(in system: UnitSystem) -> Int {
        switch system {
        case .metric: celsius
        case .us: Int((fahrenheit.doubleValue / 25).rounded()) * 25
        }
    }
}
