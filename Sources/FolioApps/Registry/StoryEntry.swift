import FolioDomain
import FolioLayout

/// One named state of a screen (a story): the screen plus the state it is shown in — a snapshot
/// derived from the one given (by the app's domain actions where the seed names an action, or by a
/// small named patch), a scroll offset, a selected tab or page, an open swipe row — with a one-line
/// caption for the storybook. Each app declares its stories in its own folder, listed in its
/// ``AppDefinition``.
///
/// The first story declared for a screen is that screen's default: the bare target ("pet.home") is
/// that story, so its state must be the snapshot as given (no patch), which lets
/// `render pet.home --snapshot F` show F. A screen with no declared story has one implicit default.
public struct StoryEntry: Sendable {
    public let app: AppID
    /// The screen's name within its app ("home").
    public let screen: String
    /// The story's name within its screen, in kebab-case ("away").
    public let name: String
    /// One line for people: what state this is ("Biscuit away on its adventure: empty bed, postcard").
    public let caption: String
    /// How far the screen's scroll view is scrolled, in points (0: the top).
    public let scrollOffset: Double
    private let derive: @Sendable (any AppSnapshot) throws -> (any AppSnapshot)?
    private let build: @Sendable (any AppSnapshot) -> (any View)?

    /// A story of screen `screen` drawn from snapshots of type `S`: `state` derives the story's
    /// snapshot from the one it is given (the identity for a screen's default story; it throws when a
    /// domain action cannot apply to that snapshot), and `view` builds the screen from the derived
    /// snapshot in the story's view state (a tab, a page, an open swipe row).
    public init<S: AppSnapshot>(_ app: AppID, screen: String, _ name: String, caption: String, scrollOffset: Double = 0,
                                snapshot: S.Type, state: @escaping @Sendable (S) throws -> S = { $0 },
                                view: @escaping @Sendable (S) -> any View) {
        self.app = app
        self.screen = screen
        self.name = name
        self.caption = caption
        self.scrollOffset = scrollOffset
        self.derive = { snapshot in try (snapshot as? S).map(state) }
        self.build = { ($0 as? S).map(view) }
    }

    /// The one story of a screen that declares none: the screen drawn from its snapshot as given,
    /// at the top of its scroll, named "default" and captioned with the screen's title.
    public init(defaultOf screen: ScreenEntry) {
        let format = ObjectIdentifier(screen.snapshotType)
        self.app = screen.app
        self.screen = screen.name
        self.name = Self.implicitName
        self.caption = screen.title
        self.scrollOffset = 0
        self.derive = { ObjectIdentifier(type(of: $0)) == format ? $0 : nil }
        self.build = { screen.view(for: $0) }
    }

    /// The name of a screen's implicit default story.
    public static let implicitName = "default"

    /// Whether `name` is a story's name: kebab-case, lower-case letters and digits in words joined
    /// by single hyphens ("away", "low-day", "week-2").
    public static func isValidName(_ name: String) -> Bool {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        return !words.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// "pet.home:away".
    public var id: String { "\(app.rawValue).\(screen):\(name)" }

    /// The screen's target ("pet.home").
    public var screenID: String { "\(app.rawValue).\(screen)" }

    /// The story's snapshot derived from `snapshot` (what its cards and report chapters show too),
    /// or nil when the snapshot is of another app.
    public func snapshot(from snapshot: any AppSnapshot) throws -> (any AppSnapshot)? {
        try derive(snapshot)
    }

    /// The screen in this story's state for `snapshot` (as given, before ``snapshot(from:)``), or
    /// nil when the snapshot is of another app.
    public func view(for snapshot: any AppSnapshot) throws -> (any View)? {
        try derive(snapshot).flatMap(build)
    }
}
