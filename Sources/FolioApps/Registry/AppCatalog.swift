import FolioDomain
import FolioLayout
import Foundation

/// The apps Folio draws. Adding an app is one line here, naming the definition its folder exports;
/// every other list (screens, flows, snapshot formats, share cards, targets, names) derives from
/// this one, when it is read.
public enum AppCatalog {
    /// The apps Folio ships, in the order they are listed everywhere.
    public static let standard: [AppDefinition] = [.pet, .water, .recipe, .budget]

    /// Every app: the standard ones, then any installed with ``install(_:)``.
    public static var apps: [AppDefinition] { Installed.shared.apps }

    /// Lists `extra` apps after the standard ones for the rest of the process: for a program built on
    /// Folio with apps of its own, called once at its start, before any command reads the catalog.
    public static func install(_ extra: [AppDefinition]) {
        Installed.shared.apps = standard + extra
    }

    /// All screens, app by app.
    public static var screens: [ScreenEntry] { apps.flatMap(\.screens) }

    /// Every story of every screen, screen by screen in the apps' order: the stories an app declares
    /// for a screen (the first its default), or the screen's implicit default when it declares none.
    public static var stories: [StoryEntry] { apps.flatMap { app in app.screens.flatMap { app.stories(of: $0) } } }

    /// The story `id` ("pet.home:away"; "pet.home" is that screen's default), or nil.
    public static func story(_ id: String) -> StoryEntry? {
        let all = stories
        if let named = all.first(where: { $0.id == id }) { return named }
        return all.first { $0.screenID == id }
    }

    /// All flows, app by app.
    public static var flows: [FlowEntry] { apps.flatMap(\.flows) }

    /// The motion sheets of the apps that have one, app by app.
    public static var motionSheets: [MotionSheetEntry] { apps.compactMap(\.motion) }

    /// The app `id` ("pet"), or nil for an unknown app.
    public static func app(_ id: String) -> AppDefinition? {
        apps.first { $0.id.rawValue == id }
    }

    /// Every app's look, in catalog order.
    public static var themes: [AppTheme] { apps.map(\.theme) }

    /// The look of `app`: its definition's, or Folio's own neutral look for an id with no app behind it.
    public static func theme(of app: AppID) -> AppTheme {
        self.app(app.rawValue)?.theme ?? .folio
    }

    /// The name of `app` for people: its definition's ("Water and Streaks"), or, for a theme with no
    /// app behind it (Folio's own, or an app not yet built), its id capitalised.
    public static func name(of app: AppID) -> String {
        self.app(app.rawValue)?.name ?? app.rawValue.prefix(1).uppercased() + app.rawValue.dropFirst()
    }
}

/// The list of apps in use, behind a lock.
private final class Installed: @unchecked Sendable {
    static let shared = Installed()
    private let lock = NSLock()
    private var list = AppCatalog.standard

    var apps: [AppDefinition] {
        get { lock.withLock { list } }
        set { lock.withLock { list = newValue } }
    }
}
