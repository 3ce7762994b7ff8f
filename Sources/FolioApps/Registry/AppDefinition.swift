import FolioDomain
import FolioLayout

/// Everything Folio needs to know about one app, exported once from the app's folder
/// (`FolioApps/<App>/<App>App.swift`) and listed once in ``AppCatalog/apps``: its look, its snapshot
/// format (which gives its name, its schema and its default file), its screens, its flows, its
/// share card and its part of the weekly report. The snapshot registry, the target catalog, the
/// share cards, the report's chapters and bindings, the specimen pages and the storybook's names all
/// derive from that list.
public struct AppDefinition: Sendable {
    /// The app's look: its palettes, named colours and shape lock.
    public let theme: AppTheme
    /// The snapshot format the app's screens, flows and card are drawn from.
    public let snapshotType: any AppSnapshot.Type
    /// The app's screens, in the order of its seed.
    public let screens: [ScreenEntry]
    /// The flows of the app's seed.
    public let flows: [FlowEntry]
    /// The app's share card, if it has one.
    public let shareCard: ShareCardEntry?
    /// The app's chapters and bindings in the weekly report, if it has any.
    public let report: AppReport?
    /// The motion sheet: every interaction behaviour the seed lists, if the app has one.
    public let motion: MotionSheetEntry?
    /// The named states of the app's screens (see ``StoryEntry``), in the order of its seed; a
    /// screen's first story is its default.
    public let stories: [StoryEntry]

    /// An app drawn from snapshots of `snapshot`'s format.
    public init(theme: AppTheme, snapshot: any AppSnapshot.Type, screens: [ScreenEntry], flows: [FlowEntry],
                shareCard: ShareCardEntry? = nil, report: AppReport? = nil, motion: MotionSheetEntry? = nil,
                stories: [StoryEntry] = []) {
        self.theme = theme
        self.snapshotType = snapshot
        self.screens = screens
        self.flows = flows
        self.shareCard = shareCard
        self.report = report
        self.motion = motion
        self.stories = stories
    }

    /// The app's id on the command line and in target names ("water").
    public var id: AppID { theme.id }

    /// The stories of `screen`: those declared for it, in order (the first its default), or its
    /// implicit default when none is.
    public func stories(of screen: ScreenEntry) -> [StoryEntry] {
        let declared = stories.filter { $0.app == screen.app && $0.screen == screen.name }
        return declared.isEmpty ? [StoryEntry(defaultOf: screen)] : declared
    }

    /// The app's name for people, as its snapshot format gives it ("Water and Streaks").
    public var name: String { snapshotType.title }
}
