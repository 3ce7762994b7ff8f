import FolioLayout

/// The words a shared piece draws itself ("Delete", "+5 energy", a mood's name), looked up by their
/// English text in the shared catalog `Templates/strings/folio.xcstrings` for the locale being drawn.
/// An app that passes a piece its own words keeps them; these are the defaults.
enum PieceWords {
    /// The catalog's id.
    static let app = "folio"

    /// `key` in the current locale, formatted with `arguments`.
    static func localized(_ key: String, _ arguments: FormatArgument...) -> String {
        StringCatalogStore.shared.localized(app: app, key, arguments).text
    }
}
