import Foundation

/// A spring that carries a value from 0 to 1, stated as SwiftUI states one
/// (`.spring(response:dampingFraction:)`): `response` is the period in seconds of the spring left
/// undamped, `dampingFraction` is 1 for a critically damped spring (no overshoot, the quickest
/// settle) and under 1 for one that overshoots and rings back. Values are closed-form, so the same
/// time always gives the same number.
public struct Spring: Hashable, Sendable {
    /// The undamped period, in seconds.
    public var response: Double
    /// The damping ratio: 1 critically damped, under 1 under-damped.
    public var dampingFraction: Double

    /// A spring of `response` seconds and `dampingFraction` (clamped to 0.05…1).
    public init(response: Double, dampingFraction: Double) {
        self.response = max(0.01, response)
        self.dampingFraction = min(1, max(0.05, dampingFraction))
    }

    /// The spring every piece and flow moves with: about 5 % of overshoot, settled in about 0.64 s.
    public static let standard = Spring(response: 0.5, dampingFraction: 0.7)
    /// A critically damped spring of the same response: it arrives without passing its target.
    public static let critical = Spring(response: 0.5, dampingFraction: 1)
    /// A bouncier spring, for a squashy press springing back (about 16 % of overshoot).
    public static let bouncy = Spring(response: 0.45, dampingFraction: 0.5)

    /// The tolerance within which a spring counts as settled: 0.5 % of its travel.
    public static let settleTolerance = 0.005

    /// The natural angular frequency, in radians per second.
    var omega: Double { 2 * .pi / response }

    /// Where the spring is `seconds` after it was released from 0 toward 1 (0 before it starts).
    public func value(atSeconds seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        let w = omega, z = dampingFraction
        if z >= 1 { return 1 - exp(-w * seconds) * (1 + w * seconds) }
        let wd = w * (1 - z * z).squareRoot()
        let envelope = exp(-z * w * seconds)
        return 1 - envelope * (cos(wd * seconds) + z * w / wd * sin(wd * seconds))
    }

    /// How far past 1 the spring goes at its peak, as a fraction of its travel (0 when critically damped).
    public var overshoot: Double {
        guard dampingFraction < 1 else { return 0 }
        let z = dampingFraction
        return exp(-.pi * z / (1 - z * z).squareRoot())
    }

    /// The time of the overshoot's peak, in seconds (nil when critically damped).
    public var peakSeconds: Double? {
        guard dampingFraction < 1 else { return nil }
        return .pi / (omega * (1 - dampingFraction * dampingFraction).squareRoot())
    }

    /// The time after which the spring stays within `tolerance` of 1, in seconds: the bound of its
    /// decaying envelope, so it is safe (never early) and stated, not searched for.
    public func settlingSeconds(tolerance: Double = Spring.settleTolerance) -> Double {
        let w = omega, z = dampingFraction
        if z >= 1 {
            // (1 + wt) e^(-wt) < tolerance: step up from the envelope's own estimate.
            var t = -log(tolerance) / w
            while exp(-w * t) * (1 + w * t) > tolerance { t += 0.001 }
            return t
        }
        let bound = 1 / (1 - z * z).squareRoot()  // the envelope's factor: |cos + k sin| ≤ 1/√(1-z²)
        return log(bound / tolerance) / (z * w)
    }

    /// The spring's travel over its settling time as a progress: `t` = 0 at release, 1 once settled
    /// (exactly 1 from there on), so a piece drawn at progress `t` shows the spring `t` of the way
    /// through its motion.
    public func progress(_ t: Double) -> Double {
        guard t < 1 else { return 1 }
        return value(atSeconds: max(0, t) * settlingSeconds())
    }
}
