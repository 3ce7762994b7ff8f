import FolioDomain
import FolioLayout

/// The apps Folio draws. Adding an app is one line here, naming the definition its folder exports;
/// every other list (screens, flows, snapshot formats, share cards, names) derives from this one.
public enum AppCatalog {
    /// Every app, in the order they are listed everywhere.
    public static let apps: [AppDefinition] = [.pet, .water, .recipe, .budget]

    /// All screens, app by app.
    public static let screens: [ScreenEntry] = apps.flatMap(\.screens)

    /// All flows, app by app.
    public static let flows: [FlowEntry] = apps.flatMap(\.flows)

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
