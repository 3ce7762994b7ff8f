import FolioDomain
import FolioLayout

/// One moment of a flow: the screen as it is then, where the finger is (the name of a frame in that
/// screen's tree, found after layout), and a short caption ("Tap Biscuit").
public struct FlowStep: @unchecked Sendable {
    public var caption: String
    public var view: any View
    /// The `name` of the frame the finger touches, or nil for a still with no touch.
    public var touch: String?

    public init(_ caption: String, touch: String? = nil, _ view: any View) {
        self.caption = caption
        self.touch = touch
        self.view = view
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

    /// The steps for `snapshot`, or nil when the snapshot is of another app.
    public func steps(for snapshot: any AppSnapshot) throws -> [FlowStep]? {
        try build(snapshot)
    }
}
