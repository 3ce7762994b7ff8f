import FolioDomain
import FolioLayout
import FolioPieces

/// One moment of a flow: the screen as it is then, where the finger is (the name of a frame in that
/// screen's tree, found after layout), a short caption ("Tap Biscuit"), and how the screen arrived
/// from the step before (its motion).
///
/// Sendable without a promise of the compiler: it holds views (`any View`, which is not Sendable), and
/// views are immutable values built once by the app's definition and only read while laid out.
public struct FlowStep: @unchecked Sendable {
    public var caption: String
    public var view: any View
    /// The `name` of the frame the finger touches, or nil for a still with no touch.
    public var touch: String?
    /// Where the finger goes from the touch while the next step's motion runs (a swipe, a drag), or
    /// nil for a tap.
    public var finger: FingerPath?
    /// How this step's screen arrives from the one before; nil: a quick fade.
    public var motion: FlowMotion?
    /// The story this step's screen is, within the flow's app ("home:at-home"), or nil: a tagged
    /// step's frame tree is that story's exactly (a test holds every flow to it).
    public var story: String?

    public init(_ caption: String, touch: String? = nil, _ view: any View) {
        self.caption = caption
        self.touch = touch
        self.view = view
    }

    /// This step arriving with `motion`.
    public func arriving(_ motion: FlowMotion) -> FlowStep {
        var copy = self
        copy.motion = motion
        return copy
    }

    /// This step as the story `name` of the flow's app ("home:at-home"; "home" for the screen's
    /// default): its screen is that story's, frame for frame.
    public func story(_ name: String) -> FlowStep {
        var copy = self
        copy.story = name
        return copy
    }

    /// This step arriving as a push (slid in from the trailing edge).
    public func pushed() -> FlowStep { arriving(FlowMotion(.push, transition: .push)) }

    /// This step arriving as a pop (the screen above slid away).
    public func popped() -> FlowStep { arriving(FlowMotion(.pop, transition: .pop)) }

    /// This step's sheet rising to its detent over the screen behind.
    public func presented() -> FlowStep {
        let view = self.view
        return arriving(FlowMotion(.sheet) { p in view.environment(SheetRiseKey.self, p) })
    }

    /// This step after the sheet of `sheet` (the screen before) is dragged away.
    public func dismissed(from sheet: any View) -> FlowStep {
        let view = self.view
        return arriving(FlowMotion(.dismiss) { p in p >= 1 ? view : sheet.environment(SheetRiseKey.self, 1 - p) })
    }

    /// This step's tab selected, the dock's selection sliding from tab `from`.
    public func switchedTab(from: Int) -> FlowStep {
        let view = self.view
        // The dock springs its selection itself (through the motion kit), so it is handed time, not travel.
        return springing(.tab) { t in view.environment(DockMotionKey.self, DockMotion(from: from, t: t)) }
    }

    /// This step drawn at each moment of a `kind` motion by `scene`, given the share of the standard
    /// spring's time that has passed (0…1): for pieces that spring themselves through the motion kit.
    public func springing(_ kind: FlowMotion.Kind, haptic: Bool = false, _ scene: @escaping (Double) -> any View) -> FlowStep {
        var motion = FlowMotion(kind, duration: FlowMotion.springTime, curve: .linear, haptic: haptic, scene: scene)
        motion.pieceCurve = .standardSpring
        return arriving(motion)
    }

    /// This step drawn at each moment of a swipe or drag (`kind`) by `scene`, given the time (0…1):
    /// the thing follows the finger, then springs where it lands (see ``FlowMotion/follow(_:reach:settle:)``).
    public func following(_ kind: FlowMotion.Kind = .swipe, duration: Double = 900, haptic: Bool = false,
                          _ scene: @escaping (Double) -> any View) -> FlowStep {
        var motion = FlowMotion(kind, duration: duration, curve: .linear, samples: [(duration * 0.3).rounded(), (duration * 0.7).rounded()],
                                haptic: haptic, scene: scene)
        motion.pieceCurve = .standardSpring
        return arriving(motion)
    }

    /// This step drawn at each progress of a `kind` motion by `scene` (a spring may pass 1).
    public func moving(_ kind: FlowMotion.Kind, duration: Double? = nil, curve: Curve? = nil, haptic: Bool = false,
                       _ scene: @escaping (Double) -> any View) -> FlowStep {
        arriving(FlowMotion(kind, duration: duration, curve: curve, haptic: haptic, scene: scene))
    }

    /// This step's touch moving `travel` while the next step's motion runs.
    public func dragging(_ travel: FingerPath) -> FlowStep {
        var copy = self
        copy.finger = travel
        return copy
    }
}

/// A flow from a seed ("Tap Biscuit, then tick off Brush teeth"): domain actions applied to a
/// snapshot, shown as a strip of screens before, during and after.
public struct FlowEntry: Sendable {
    public let app: AppID
    /// The flow's name within its app ("tick-goal"); the target is "<app>.flow.<name>".
    public let name: String
    /// The seed's line, word for word.
    public let caption: String
    public let snapshotType: any AppSnapshot.Type
    private let build: @Sendable (any AppSnapshot) throws -> [FlowStep]?

    /// A flow over snapshots of type `S`; `steps` may throw the app's action errors.
    public init<S: AppSnapshot>(_ app: AppID, _ name: String, caption: String, snapshot: S.Type,
                                steps: @escaping @Sendable (S) throws -> [FlowStep]) {
        self.app = app
        self.name = name
        self.caption = caption
        self.snapshotType = snapshot
        self.build = { s in try (s as? S).map(steps) }
    }

    /// "pet.flow.tick-goal".
    public var id: String { "\(app.rawValue).flow.\(name)" }

    /// The story a step is tagged with ("pet.home:at-home"), found in the catalog, or nil when it is
    /// untagged or names no story.
    public func story(of step: FlowStep) -> StoryEntry? {
        step.story.flatMap { AppCatalog.story("\(app.rawValue).\($0)") }
    }

    /// The steps for `snapshot`, or nil when the snapshot is of another app.
    public func steps(for snapshot: any AppSnapshot) throws -> [FlowStep]? {
        try build(snapshot)
    }
}
