import Foundation

/// How a moving part's progress (0…1 of its time) becomes how far it has moved: the one set of
/// curves every piece and flow draws motion with. A spring curve may pass 1 on the way (overshoot);
/// every curve is exactly 0 at 0 and 1 at 1.
public enum Curve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Ease in (cubic): slow start.
    case easeIn
    /// Ease out (cubic): fast start, soft landing, as things settle.
    case easeOut
    /// Ease in and out (cubic): slow start, slow landing.
    case easeInOut
    /// Smoothstep: a gentler ease in and out, for blends.
    case smooth
    /// A spring over its settling time (see ``Spring/progress(_:)``).
    case spring(Spring)

    /// The standard spring (``Spring/standard``).
    public static let standardSpring = Curve.spring(.standard)

    /// How far the part has moved `t` of the way through its time.
    public func callAsFunction(_ t: Double) -> Double {
        let x = Motion.clamp(t)
        switch self {
        case .linear: return x
        case .easeIn: return x * x * x
        case .easeOut: return 1 - (1 - x) * (1 - x) * (1 - x)
        case .easeInOut:
            let u = -2 * x + 2
            return x < 0.5 ? 4 * x * x * x : 1 - u * u * u / 2
        case .smooth: return x * x * (3 - 2 * x)
        case .spring(let spring): return spring.progress(x)
        }
    }

    /// A short name for captions and the semantic diff ("spring 0.5 s · 0.7").
    public var name: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "ease in"
        case .easeOut: "ease out"
        case .easeInOut: "ease in-out"
        case .smooth: "smooth"
        case .spring(let s): "spring \(Motion.decimal(s.response)) s · \(Motion.decimal(s.dampingFraction))"
        }
    }
}
