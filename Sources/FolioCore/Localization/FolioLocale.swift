/// A locale Folio draws in: the catalogs' source English, German, Arabic, and the two pseudo-locales
/// generated from the source as Android names them (`en-XA` accented and longer, `ar-XB` right to
/// left). Everything a locale decides (its strings, plural rules, formats and direction) comes from
/// this value, never from the machine's locale.
public enum FolioLocale: String, Sendable, CaseIterable {
    /// English, the source language of every catalog.
    case en
    /// German.
    case de
    /// Arabic (no region), right to left.
    case ar
    /// Pseudo-English: the source accented, about 40 % longer and bracketed, to see truncation.
    case enXA = "en-XA"
    /// Pseudo right to left: the source mirrored and wrapped in right-to-left marks.
    case arXB = "ar-XB"

    /// The locale every catalog is written in and falls back to.
    public static let source = FolioLocale.en

    /// The locale drawing code sees when nobody set one: English. A render sets it for the time its
    /// view is built and laid out (see `withValue`), so shared formatting code (which is handed no
    /// environment) writes for the locale the render was asked for; a task-local, so parallel
    /// renders in different locales do not see each other's.
    @TaskLocal public static var current = FolioLocale.source

    /// The tag on the command line and in manifests ("en", "de", "ar", "en-XA", "ar-XB").
    public var identifier: String { rawValue }

    /// The locale `identifier` names (exactly, as listed), or nil.
    public static func named(_ identifier: String) -> FolioLocale? { FolioLocale(rawValue: identifier) }

    /// Every identifier, comma-separated, for usage messages and help.
    public static var spelled: String { allCases.map(\.identifier).joined(separator: ", ") }

    /// The direction its text and layout run.
    public var layoutDirection: LayoutDirection {
        switch self {
        case .ar, .arXB: .rightToLeft
        case .en, .de, .enXA: .leftToRight
        }
    }

    /// The catalog language its strings are looked up in: a pseudo-locale's are the source's,
    /// transformed (see ``pseudo``).
    public var catalogLanguage: String {
        switch self {
        case .en, .enXA, .arXB: "en"
        case .de: "de"
        case .ar: "ar"
        }
    }

    /// The transform that makes it from the source, for a pseudo-locale; nil for a real one.
    public var pseudo: PseudoLocale? {
        switch self {
        case .enXA: .accented
        case .arXB: .bidi
        case .en, .de, .ar: nil
        }
    }

    /// Its CLDR plural rules (a pseudo-locale counts as English does).
    public var pluralRule: PluralRule {
        switch self {
        case .en, .enXA, .arXB: .english
        case .de: .german
        case .ar: .arabic
        }
    }

    /// How it writes numbers, money, dates, times and measures.
    public var format: LocaleFormat { LocaleFormat(self) }
}
