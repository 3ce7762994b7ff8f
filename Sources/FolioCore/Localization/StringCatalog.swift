/// An app's strings in Xcode's String Catalog format (`.xcstrings`): for each key, its text in each
/// language, a plain string unit or plural variations, with substitutions (`%#@name@`) for a
/// sentence with more than one count. Read by ``read(contentsOf:)``; looked up by
/// ``localized(_:locale:_:)``, which falls back to the source language and says when it did.
public struct StringCatalog: Sendable {
    /// The language the keys are written in and every lookup falls back to ("en").
    public var sourceLanguage: String
    /// Each key's entry.
    public var entries: [String: Entry]

    /// One key of the catalog.
    public struct Entry: Sendable {
        /// Its text by language code ("en", "de", "ar").
        public var localizations: [String: Text]
        /// False for a key its translators leave as it is (a brand name): never reported missing.
        public var shouldTranslate = true

        public init(localizations: [String: Text], shouldTranslate: Bool = true) {
            self.localizations = localizations
            self.shouldTranslate = shouldTranslate
        }
    }

    /// A key's text in one language: a single form, or one form per plural category, and its
    /// substitutions.
    public struct Text: Sendable {
        /// The forms by plural category; a plain string unit is its `other` form alone.
        public var forms: [PluralCategory: String]
        /// Whether the forms are plural variations (chosen by the first numeric argument).
        public var isPlural: Bool
        /// Whether a translator gave it (a unit in state "new" is not yet translated).
        public var isTranslated: Bool
        /// The substitutions its forms name with `%#@name@`.
        public var substitutions: [String: Substitution]

        public init(forms: [PluralCategory: String], isPlural: Bool = false, isTranslated: Bool = true, substitutions: [String: Substitution] = [:]) {
            self.forms = forms
            self.isPlural = isPlural
            self.isTranslated = isTranslated
            self.substitutions = substitutions
        }

        /// The form `category` selects, else `other`.
        func form(_ category: PluralCategory) -> String { forms[category] ?? forms[.other] ?? "" }
    }

    /// The text a `%#@name@` stands for: plural forms of one argument, in which `%arg` is that
    /// argument written with `formatSpecifier`.
    public struct Substitution: Sendable {
        /// The 1-based argument it counts; nil for the next in order.
        public var argumentNumber: Int?
        /// How `%arg` writes the argument ("lld", ".1f", "@").
        public var formatSpecifier: String
        /// The forms by plural category.
        public var forms: [PluralCategory: String]

        public init(argumentNumber: Int?, formatSpecifier: String, forms: [PluralCategory: String]) {
            self.argumentNumber = argumentNumber
            self.formatSpecifier = formatSpecifier
            self.forms = forms
        }
    }

    public init(sourceLanguage: String = FolioLocale.source.identifier, entries: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }
}
