import Foundation

/// The catalog lookups that fell back to the source language during a render: what `folio lint`
/// reports as untranslated; and how many its catalogs answered, which the storybook's lost-axis
/// guard asks of a locale (a screen none of whose words a locale translated has lost that locale).
///
/// `@unchecked Sendable`: its mutable state is only touched under `lock`.
public final class FallbackLog: @unchecked Sendable {
    /// One fallback: the app, the key, the locale it was looked up in.
    public struct Entry: Hashable, Sendable, Comparable {
        public var app: String
        public var key: String
        public var locale: FolioLocale

        public static func < (a: Entry, b: Entry) -> Bool { (a.app, a.key, a.locale.rawValue) < (b.app, b.key, b.locale.rawValue) }
    }

    private let lock = NSLock()
    private var seen: Set<Entry> = []
    private var answeredByCatalog: [String: Int] = [:]

    public init() {}

    func recordAnswered(app: String) {
        lock.withLock { answeredByCatalog[app, default: 0] += 1 }
    }

    /// How many lookups the catalogs answered in the locale (or, for a key not to translate, as written).
    public var answered: Int { lock.withLock { answeredByCatalog.values.reduce(0, +) } }

    /// How many lookups the catalog `app` answered: an app's screen whose own catalog answered none
    /// has lost the locale, whatever the shared catalogs (the pieces' words) translated around it.
    public func answered(in app: String) -> Int { lock.withLock { answeredByCatalog[app] ?? 0 } }

    func record(app: String, key: String, locale: FolioLocale) {
        _ = lock.withLock { seen.insert(Entry(app: app, key: key, locale: locale)) }
    }

    /// Every fallback so far, sorted by app, key and locale.
    public var entries: [Entry] { lock.withLock { seen.sorted() } }
}
