import FolioDomain
import FolioLayout

/// One interaction behaviour a seed lists ("Push: The next screen slides in from the trailing
/// edge; back slides it away."), shown on the pieces its app uses: a before and an after step, the
/// after arriving with the behaviour's motion, drawn in a box of `canvas` (nil: the whole screen).
///
/// Sendable without a promise of the compiler: it holds views (`any View`, which is not Sendable), and
/// views are immutable values built once by the app's definition and only read while laid out.
public struct MotionBehaviour: @unchecked Sendable {
    /// The behaviour's name as the seed writes it ("Push").
    public var name: String
    /// The seed's sentence, word for word.
    public var sentence: String
    /// The box each frame is laid out in, in points; nil for the device's whole screen.
    public var canvas: Size?
    /// The still before and the step the motion brings in (with its ``FlowStep/motion``).
    public var steps: [FlowStep]

    /// `name`'s behaviour from `before` to `after` (which carries the motion) in a box of `canvas`.
    public init(_ name: String, _ sentence: String, canvas: Size? = nil, from before: FlowStep, to after: FlowStep) {
        self.name = name
        self.sentence = sentence
        self.canvas = canvas
        self.steps = [before, after]
    }

    /// The seed's line for the behaviour: "Push: The next screen slides in …".
    public var line: String { "\(name): \(sentence)" }
}

/// The motion sheet of an app: every behaviour its seed lists, built from a snapshot; the target
/// is "<app>.motion".
public struct MotionSheetEntry: Sendable {
    public let app: AppID
    public let snapshotType: any AppSnapshot.Type
    private let build: @Sendable (any AppSnapshot) throws -> [MotionBehaviour]?

    /// A sheet over snapshots of type `S`.
    public init<S: AppSnapshot>(_ app: AppID, snapshot: S.Type, behaviours: @escaping @Sendable (S) throws -> [MotionBehaviour]) {
        self.app = app
        self.snapshotType = snapshot
        self.build = { s in try (s as? S).map(behaviours) }
    }

    /// "pet.motion".
    public var id: String { "\(app.rawValue).motion" }

    /// The behaviours for `snapshot`, or nil when the snapshot is of another app.
    public func behaviours(for snapshot: any AppSnapshot) throws -> [MotionBehaviour]? {
        try build(snapshot)
    }
}
