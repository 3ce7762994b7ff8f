import FolioLayout

/// One app's user-facing strings: each looked up by its English text in the app's String Catalog
/// (`Templates/strings/<app>.xcstrings`) for the locale the render was asked for, with its
/// arguments written for that locale and its plural form chosen by CLDR's rules.
///
/// ```swift
/// let strings = AppStrings(app: "pet")
/// Text(strings("Check in"))
/// Text(strings("%lld goals", .integer(goals.count)))   // "1 goal", "3 Ziele", "٣ أهداف"
/// Text(strings("Hi, %@", .text(snapshot.name)))         // a name is never translated
/// ```
///
/// A snapshot's own text (names, notes, titles) is an argument, never a key: only the app's words
/// are translated and pseudo-localised.
public struct AppStrings: Sendable {
    /// The app whose catalog the keys are in ("pet").
    public var app: String

    public init(app: String) {
        self.app = app
    }

    /// `key` in the current locale, formatted with `arguments`.
    public func callAsFunction(_ key: String, _ arguments: FormatArgument...) -> String {
        StringCatalogStore.shared.localized(app: app, key, arguments).text
    }
}
