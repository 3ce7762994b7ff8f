import FolioLayout
import FolioPieces

/// How a flow step's screen arrives from the step before it: the kind of motion (the seed's
/// behaviour it shows), its time and curve from the motion kit, the times the strip samples, and
/// either a whole-screen transition composed from the two screens' frames (push, pop, fade) or the
/// step's screen drawn at a progress of the motion (a sheet rising, a row following the finger, a
/// button squashing and springing back).
///
/// Sendable without a promise of the compiler: it holds views (`any View`, which is not Sendable), and
/// views are immutable values built once by the app's definition and only read while laid out.
public struct FlowMotion: @unchecked Sendable {
    /// The seed's behaviours a motion can show.
    public enum Kind: String, Sendable, CaseIterable {
        case push, pop, sheet, dismiss, tab, fade, tap, swipe, drag, press, select, toggle, loading, spring, reveal
    }

    /// What moves.
    public var kind: Kind
    /// How long it runs, in ms.
    public var duration: Double
    /// How its time becomes its travel.
    public var curve: Curve
    /// The times the strip shows, in ms from the motion's start.
    public var samples: [Double]
    /// Whether a haptic marks the moment it lands.
    public var haptic: Bool
    /// The step's screen at a progress of the motion (along the curve, so a spring may pass 1), or
    /// nil for a whole-screen transition composed from frames.
    public var scene: ((Double) -> any View)?
    /// The whole-screen transition when `scene` is nil.
    public var transition: ScreenTransition
    /// The curve the moving piece follows when it springs itself through the motion kit (the flow
    /// then hands it time on a linear curve), for captions; nil: `curve`.
    public var pieceCurve: Curve?

    /// The curve the motion is seen to follow: the piece's own spring, or the step's curve.
    public var shownCurve: Curve { pieceCurve ?? curve }

    /// A motion of `kind` for `duration` ms along `curve`, sampled at `samples` ms (default: a third
    /// and two thirds of the way), drawing the screen at each progress with `scene` (nil: `transition`).
    public init(_ kind: Kind, duration: Double? = nil, curve: Curve? = nil, samples: [Double]? = nil, haptic: Bool = false,
                transition: ScreenTransition = .fade, scene: ((Double) -> any View)? = nil) {
        self.kind = kind
        let curve = curve ?? FlowMotion.defaultCurve(kind)
        self.curve = curve
        let duration = duration ?? FlowMotion.defaultDuration(curve)
        self.duration = duration
        self.samples = samples ?? FlowMotion.defaultSamples(kind, curve, duration: duration)
        self.haptic = haptic
        self.transition = transition
        self.scene = scene
    }

    /// The standard spring's settling time, in ms: how long a piece that springs itself runs.
    public static let springTime = (Spring.standard.settlingSeconds() * 1000).rounded()

    /// The motion's timeline: one track named after its kind.
    public var timeline: Timeline { Timeline([.init(kind.rawValue, duration: duration, curve: curve)]) }

    /// The curve a kind moves along unless told: springs for things that land (the standard spring;
    /// a critically damped one for whole screens sliding), an ease for fades and reveals.
    static func defaultCurve(_ kind: Kind) -> Curve {
        switch kind {
        case .push, .pop, .sheet, .dismiss: .spring(.critical)
        case .fade, .reveal, .loading: .easeInOut
        case .press: .spring(.bouncy)
        default: .standardSpring
        }
    }

    /// The time that tells a motion, one frame to keep the strip (and its golden) small: a fade or a
    /// tap shows none (its two ends are the steps either side); a spring near its overshoot's peak
    /// (half its time); a whole screen or sheet sliding a quarter of the way into its time, when it is
    /// about half-way there; anything else half-way.
    static func defaultSamples(_ kind: Kind, _ curve: Curve, duration: Double) -> [Double] {
        switch kind {
        case .fade, .tap: return []
        case .push, .pop, .sheet, .dismiss: return [(duration * 0.25).rounded()]
        default: return [(duration * 0.5).rounded()]
        }
    }

    /// A spring runs for its settling time; other curves for 350 ms.
    static func defaultDuration(_ curve: Curve) -> Double {
        if case .spring(let spring) = curve { return (spring.settlingSeconds() * 1000).rounded() }
        return 350
    }
}

extension FlowMotion {
    /// The share of a swipe's or drag's time the finger is down: it follows 1:1 until then, and
    /// what it moved springs to where it lands for the rest.
    public static let fingerShare = 0.5

    /// Where a swiped or dragged thing is at time `t` (0…1) of its motion: following the finger 1:1
    /// to `reach` for the first ``fingerShare`` of the time, then springing from there to `settle`
    /// (its open width when the swipe commits, 0 when it springs home).
    public static func follow(_ t: Double, reach: Double, settle: Double) -> Double {
        let share = fingerShare
        guard t >= share else { return reach * Motion.clamp(t) / share }
        return Motion.mix(reach, settle, Motion.spring((t - share) / (1 - share)))
    }
}

/// The finger's path on a step that swipes or drags: from the touched frame's centre, `travel`
/// points along while the finger is down (the first ``FlowMotion/fingerShare`` of the motion of
/// the step after it), then it lets go.
public struct FingerPath: Hashable, Sendable {
    /// How far the finger moves, in points.
    public var travel: Point

    public init(_ travel: Point) {
        self.travel = travel
    }

    /// Where the finger is, from the touch, at time `t` (0…1) of the motion, or nil once it has let go.
    public func offset(at t: Double) -> Point? {
        guard t < FlowMotion.fingerShare else { return nil }
        return travel * (Motion.clamp(t) / FlowMotion.fingerShare)
    }

    /// Along the x axis by `dx` points (negative: to the left).
    public static func horizontal(_ dx: Double) -> FingerPath { FingerPath(Point(x: dx, y: 0)) }
}
