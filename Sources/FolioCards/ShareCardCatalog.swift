import FolioApps

/// The apps' share cards by app id: `folio card APP` and the batch find them here. Each card is
/// part of its app's definition, so this list is the catalog's, never edited by hand.
public enum ShareCardCatalog {
    /// Every app with a share card, in the catalog's order (the order `folio card --help` lists them).
    public static var all: [ShareCardEntry] { AppCatalog.apps.compactMap(\.shareCard) }

    /// The card of the app `id` ("water"), or nil.
    public static func entry(for id: String) -> ShareCardEntry? {
        all.first { $0.app.rawValue == id }
    }
}
