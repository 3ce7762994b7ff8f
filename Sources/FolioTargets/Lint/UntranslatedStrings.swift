import FolioCore
import FolioLayout

/// Lint's `untranslated` rule: the catalog lookups that fell back to the source while a target was
/// laid out in a locale (``StringCatalogStore/fallbacks``), each a finding naming the app, the key
/// and the locale. A key missing from its app's catalog falls back in every locale, English too; a
/// key without a translation only in the locales that lack it.
enum UntranslatedStrings {
    /// `body` run with a fresh ``FallbackLog`` set, and the findings of what it recorded.
    static func recording<T>(_ body: () throws -> T) rethrows -> (value: T, findings: [LintFinding]) {
        let log = FallbackLog()
        let value = try StringCatalogStore.$fallbacks.withValue(log, operation: body)
        return (value, findings(log.entries))
    }

    /// One finding per fallback, at the catalog's entry (`pet.xcstrings $.strings["Check in"]`),
    /// saying which of the two it is.
    static func findings(_ entries: [FallbackLog.Entry]) -> [LintFinding] {
        entries.map { entry in
            let key = entry.key.escapedForMessage, file = "\(entry.app).xcstrings"
            let why = switch (try? StringCatalogStore.shared.catalog(app: entry.app)) ?? nil {
            case nil: "\(entry.app) has no catalog (Templates/strings/\(file))"
            case let catalog? where catalog.entries[entry.key] == nil: "the key is missing from \(file)"
            case _?: "\(file) has no translation of it into \(entry.locale.identifier)"
            }
            return LintFinding(rule: .untranslated, path: "\(file) $.strings[\"\(key)\"]",
                               message: "'\(key)' of \(entry.app) fell back to English in \(entry.locale.identifier): \(why)")
        }
    }
}
