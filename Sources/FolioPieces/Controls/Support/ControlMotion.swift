import Foundation
import FolioLayout

/// The motion curves of the controls: a progress `t` from 0 to 1 becomes how far a control has moved.
enum ControlMotion {
    /// `t` kept within 0…1.
    static func clamp(_ t: Double) -> Double { min(1, max(0, t)) }

    /// A spring's travel: it eases out of the start, passes its target, peaks about 5 % over near
    /// t = 0.64 and settles back; 0 at t = 0, exactly 1 at t = 1.
    static func spring(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        let u = t - 1
        return 1 + 2.2 * u * u * u + 1.2 * u * u
    }

    /// Where a selection moving from index `from` (nil: already there) to `to` is, `t` of the way
    /// along a spring: a fractional index, for controls whose highlight slides between items.
    static func selection(from: Int?, to: Int, t: Double) -> Double {
        mix(Double(from ?? to), Double(to), spring(t))
    }

    /// Ease in and out (smoothstep): slow start, slow end, no overshoot.
    static func ease(_ t: Double) -> Double {
        let t = clamp(t)
        return t * t * (3 - 2 * t)
    }

    /// A bump that rises from 0 to 1 half-way and falls back to 0 at the end (a pop, a stretch in transit).
    static func bump(_ t: Double) -> Double { sin(clamp(t) * .pi) }

    /// The value a fraction `t` of the way from `a` to `b`.
    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// The rectangle a fraction `t` of the way from `a` to `b`.
    static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: mix(a.minX, b.minX, t), y: mix(a.minY, b.minY, t),
             width: mix(a.width, b.width, t), height: mix(a.height, b.height, t))
    }
}
