import Foundation

/// The small numbers of motion the curves, pieces and flows share: clamping, mixing, a bump.
public enum Motion {
    /// The standard spring's travel at progress `t` (see ``Spring/standard``): the one spring pieces draw with.
    public static func spring(_ t: Double) -> Double { Curve.standardSpring(t) }

    /// Ease in and out (cubic), for travel that starts and lands softly.
    public static func easeInOut(_ t: Double) -> Double { Curve.easeInOut(t) }

    /// Ease out (cubic), for things that arrive and settle.
    public static func easeOut(_ t: Double) -> Double { Curve.easeOut(t) }

    /// Smoothstep, for blends and fades.
    public static func smooth(_ t: Double) -> Double { Curve.smooth(t) }

    /// `t` kept within 0…1.
    public static func clamp(_ t: Double) -> Double { min(1, max(0, t)) }

    /// The value a fraction `t` of the way from `a` to `b` (`t` may pass 1 on a spring).
    public static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// The point a fraction `t` of the way from `a` to `b`.
    public static func mix(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: mix(a.x, b.x, t), y: mix(a.y, b.y, t))
    }

    /// The rectangle a fraction `t` of the way from `a` to `b`.
    public static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: mix(a.minX, b.minX, t), y: mix(a.minY, b.minY, t),
             width: mix(a.width, b.width, t), height: mix(a.height, b.height, t))
    }

    /// A bump that rises from 0 to 1 half-way and falls back to 0 at the end (a pop, a stretch in transit).
    public static func bump(_ t: Double) -> Double { sin(clamp(t) * .pi) }

    /// `value` with at most two decimals and no trailing zeros ("0.5", "0.64").
    static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, rest = abs(hundredths % 100)
        if rest == 0 { return "\(whole)" }
        return rest % 10 == 0 ? "\(whole).\(rest / 10)" : "\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}

extension Motion {
    /// Where a selection moving from index `from` (nil: already there) to `to` is, `t` of the way
    /// along the standard spring: a fractional index, for controls whose highlight slides between items.
    public static func selection(from: Int?, to: Int, t: Double) -> Double {
        mix(Double(from ?? to), Double(to), spring(t))
    }
}
