import FolioDomain
import FolioLayout

/// One screen of an app, registered once: its name, how it is presented, and how it is built from
/// the app's snapshot. Every command (render, lint, storybook, goldens) finds it through ``AppCatalog``.
public struct ScreenEntry: Sendable {
    /// How a screen reaches the user, as the seeds describe it.
    public enum Presentation: String, Sendable {
        /// A tab's root screen, on the floating dock.
        case tab
        /// Pushed from another screen: navigation bar with title and back.
        case pushed
        /// A sheet over a dimmed screen.
        case sheet
    }

    public let app: AppID
    /// The screen's name within its app ("home"); the target is "<app>.<name>".
    public let name: String
    /// The screen's title for people ("Home").
    public let title: String
    public let presentation: Presentation
    /// The snapshot format the screen is drawn from.
    public let snapshotType: any AppSnapshot.Type
    private let build: @Sendable (any AppSnapshot) -> (any View)?

    /// A screen drawn from snapshots of type `S`.
    public init<S: AppSnapshot>(_ app: AppID, _ name: String, title: String, presentation: Presentation,
                                snapshot: S.Type, view: @escaping @Sendable (S) -> any View) {
        self.app = app
        self.name = name
        self.title = title
        self.presentation = presentation
        self.snapshotType = snapshot
        self.build = { ($0 as? S).map(view) }
    }

    /// "pet.home".
    public var id: String { "\(app.rawValue).\(name)" }

    /// The screen for `snapshot`, or nil when the snapshot is of another app.
    public func view(for snapshot: any AppSnapshot) -> (any View)? {
        build(snapshot)
    }
}
