extension StringCatalog {
    /// `key` in `locale`, formatted with `arguments`: the locale's translation; else the source
    /// language's; else the key itself (both fallbacks flagged). A plural text takes the form its
    /// first numeric argument selects under the locale's plural rules; a pseudo-locale transforms
    /// the source's words but never the arguments (names, notes and titles stay as written).
    public func localized(_ key: String, locale: FolioLocale, _ arguments: [FormatArgument] = []) -> LocalizedString {
        let entry = entries[key]
        let translated = entry?.localizations[locale.catalogLanguage].flatMap { $0.isTranslated ? $0 : nil }
        let text = translated ?? entry?.localizations[sourceLanguage] ?? Text(forms: [.other: key])
        let formatter = CatalogFormatter(locale: locale, substitutions: text.substitutions, arguments: arguments)
        let category = text.isPlural ? formatter.firstCountCategory(text.form(.other)) : .other
        let translatable = entry?.shouldTranslate ?? true
        let fellBack = entry == nil || (locale.catalogLanguage != sourceLanguage && translated == nil && translatable)
        return LocalizedString(text: formatter.format(text.form(category), bracketed: true), isFallback: fellBack)
    }

    /// The keys `locale` has no translation of (missing, or in state "new"), sorted; none for a
    /// locale written in the source language, and none for keys marked not to translate.
    public func untranslatedKeys(_ locale: FolioLocale) -> [String] {
        guard locale.catalogLanguage != sourceLanguage else { return [] }
        return entries.filter { _, entry in
            entry.shouldTranslate && entry.localizations[locale.catalogLanguage]?.isTranslated != true
        }.keys.sorted()
    }
}
