/// Reads a catalog's JSON into values, collecting every problem with its path instead of stopping
/// at the first. Fixed field names are written `.name`; keys and language codes, which are any text,
/// `["…"]`.
struct CatalogReader {
    var problems: [String] = []

    mutating func catalog(_ json: JSONValue) -> StringCatalog? {
        guard let root = object(json, at: "$", fields: ["sourceLanguage", "strings", "version"]) else { return nil }
        let source = string(root["sourceLanguage"], at: "$.sourceLanguage", required: true)
        _ = string(root["version"], at: "$.version", required: false)
        guard let strings = object(root["strings"] ?? .null, at: "$.strings", fields: nil) else { return nil }
        var entries: [String: StringCatalog.Entry] = [:]
        for key in strings.keys.sorted() {
            if let entry = entry(strings[key] ?? .null, at: "$.strings" + Self.member(key)) { entries[key] = entry }
        }
        guard let source else { return nil }
        for key in entries.keys.sorted() { checkPlaceholders(key, entries[key]?.localizations ?? [:], source: source) }
        return StringCatalog(sourceLanguage: source, entries: entries)
    }

    /// Every translation takes the arguments the source takes, each written the same way: a German
    /// "%d" where English has "%@" would write a number where a name goes (or nothing at all).
    mutating func checkPlaceholders(_ key: String, _ localizations: [String: StringCatalog.Text], source: String) {
        let expected = (localizations[source] ?? StringCatalog.Text(forms: [.other: key])).placeholders
        for language in localizations.keys.sorted() where language != source {
            guard let text = localizations[language], text.isTranslated else { continue }
            let found = text.placeholders
            guard found != expected else { continue }
            problems.append("$.strings\(Self.member(key)).localizations\(Self.member(language)): expected the source's placeholders "
                + "(\(StringCatalog.Text.describe(expected))), found \(StringCatalog.Text.describe(found))")
        }
    }

    mutating func entry(_ json: JSONValue, at path: String) -> StringCatalog.Entry? {
        guard let o = object(json, at: path, fields: ["comment", "extractionState", "localizations", "shouldTranslate"]) else { return nil }
        _ = string(o["comment"], at: path + ".comment", required: false)
        _ = string(o["extractionState"], at: path + ".extractionState", required: false)
        var shouldTranslate = true
        if let flag = o["shouldTranslate"] {
            if case .bool(let b) = flag { shouldTranslate = b } else { problems.append("\(path).shouldTranslate: expected true or false, found \(flag.typeName)") }
        }
        var localizations: [String: StringCatalog.Text] = [:]
        if let all = o["localizations"], let languages = object(all, at: path + ".localizations", fields: nil) {
            for language in languages.keys.sorted() {
                if let text = text(languages[language] ?? .null, at: path + ".localizations" + Self.member(language)) { localizations[language] = text }
            }
        }
        return StringCatalog.Entry(localizations: localizations, shouldTranslate: shouldTranslate)
    }

    /// A localization: a `stringUnit` or `variations.plural`, and its `substitutions`.
    mutating func text(_ json: JSONValue, at path: String) -> StringCatalog.Text? {
        guard let o = object(json, at: path, fields: ["stringUnit", "variations", "substitutions"]) else { return nil }
        var substitutions: [String: StringCatalog.Substitution] = [:]
        if let subs = o["substitutions"], let named = object(subs, at: path + ".substitutions", fields: nil) {
            for name in named.keys.sorted() {
                if let sub = substitution(named[name] ?? .null, at: path + ".substitutions" + Self.member(name)) { substitutions[name] = sub }
            }
        }
        let result: StringCatalog.Text?
        switch (o["stringUnit"], o["variations"]) {
        case (let unit?, nil):
            result = self.unit(unit, at: path + ".stringUnit").map {
                StringCatalog.Text(forms: [.other: $0.value], isTranslated: $0.translated, substitutions: substitutions)
            }
        case (nil, let variations?):
            result = plural(variations, at: path + ".variations").map {
                StringCatalog.Text(forms: $0.forms, isPlural: true, isTranslated: $0.translated, substitutions: substitutions)
            }
        default:
            problems.append("\(path): expected exactly one of stringUnit and variations")
            return nil
        }
        if let result { checkReferences(result, at: path) }
        return result
    }

    /// `{"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": …}}`.
    mutating func substitution(_ json: JSONValue, at path: String) -> StringCatalog.Substitution? {
        guard let o = object(json, at: path, fields: ["argNum", "formatSpecifier", "variations"]) else { return nil }
        var argument: Int?
        if let n = o["argNum"] {
            if case .number(let x) = n, x >= 1, x <= 99, x == x.rounded() { argument = Int(x) } else {
                problems.append("\(path).argNum: expected an integer from 1 to 99, found \(Self.describe(n))")
            }
        }
        let specifier = string(o["formatSpecifier"], at: path + ".formatSpecifier", required: true)
        if let specifier, FormatSpecifier.segments("%" + specifier).count != 1 {
            problems.append("\(path).formatSpecifier: expected a format such as lld, d, @ or .1f, found \(Self.describe(.string(specifier)))")
        }
        guard let variations = o["variations"] else {
            problems.append("\(path).variations: expected plural variations, found nothing")
            return nil
        }
        guard let forms = plural(variations, at: path + ".variations"), let specifier else { return nil }
        return StringCatalog.Substitution(argumentNumber: argument, formatSpecifier: specifier, forms: forms.forms)
    }

    /// `{"plural": {"one": {"stringUnit": …}, "other": {"stringUnit": …}}}`: `other` required.
    mutating func plural(_ json: JSONValue, at path: String) -> (forms: [PluralCategory: String], translated: Bool)? {
        guard let o = object(json, at: path, fields: ["plural"]) else { return nil }
        guard let plural = o["plural"], let categories = object(plural, at: path + ".plural", fields: PluralCategory.allCases.map(\.rawValue)) else {
            if o["plural"] == nil { problems.append("\(path).plural: expected plural variations (zero, one, two, few, many, other), found nothing") }
            return nil
        }
        var forms: [PluralCategory: String] = [:], translated = true
        for category in PluralCategory.allCases {
            guard let form = categories[category.rawValue] else { continue }
            let formPath = "\(path).plural.\(category.rawValue)"
            guard let formObject = object(form, at: formPath, fields: ["stringUnit"]) else { continue }
            guard let unit = formObject["stringUnit"] else { problems.append("\(formPath).stringUnit: expected a string unit, found nothing"); continue }
            if let read = self.unit(unit, at: formPath + ".stringUnit") {
                forms[category] = read.value
                translated = translated && read.translated
            }
        }
        if categories[PluralCategory.other.rawValue] == nil { problems.append("\(path).plural.other: expected the other form, found nothing") }
        return forms[.other] == nil ? nil : (forms, translated)
    }

    /// `{"state": "translated", "value": "Done"}`.
    mutating func unit(_ json: JSONValue, at path: String) -> (value: String, translated: Bool)? {
        guard let o = object(json, at: path, fields: ["state", "value"]) else { return nil }
        let states = ["new", "needs_review", "stale", "translated"]
        var state = "translated"
        if let given = o["state"] {
            if case .string(let s) = given, states.contains(s) { state = s } else {
                problems.append("\(path).state: expected one of \(states.joined(separator: ", ")), found \(Self.describe(given))")
            }
        }
        guard let value = string(o["value"], at: path + ".value", required: true) else { return nil }
        return (value, state != "new")
    }

    /// Every `%#@name@` in the forms names a substitution of the same localization.
    mutating func checkReferences(_ text: StringCatalog.Text, at path: String) {
        let named = Set(text.forms.values.flatMap(FormatSpecifier.segments).compactMap { segment -> String? in
            if case .specifier(let s) = segment, case .substitution(let name) = s.kind { return name }
            return nil
        })
        for name in named.sorted() where text.substitutions[name] == nil {
            problems.append("\(path).substitutions\(Self.member(name)): expected the substitution %#@\(name)@ names, found nothing")
        }
    }

    mutating func object(_ json: JSONValue, at path: String, fields: [String]?) -> [String: JSONValue]? {
        guard case .object(let o) = json else {
            problems.append("\(path): expected an object, found \(Self.describe(json))")
            return nil
        }
        if let fields {
            for key in o.keys.sorted() where !fields.contains(key) {
                problems.append("\(path)\(Self.member(key)): unknown field (expected one of \(fields.sorted().joined(separator: ", ")))")
            }
        }
        return o
    }

    mutating func string(_ json: JSONValue?, at path: String, required: Bool) -> String? {
        guard let json else {
            if required { problems.append("\(path): expected a string, found nothing") }
            return nil
        }
        guard case .string(let s) = json else {
            problems.append("\(path): expected a string, found \(Self.describe(json))")
            return nil
        }
        return s
    }

    /// `["key"]`: a member whose name is any text, quoted as JSON.
    static func member(_ key: String) -> String { "[" + JSONValue.string(key).serialized() + "]" }

    /// A value for a message: its JSON when short, else its type.
    static func describe(_ value: JSONValue) -> String {
        let text = value.serialized()
        return text.count <= 40 ? text : value.typeName
    }
}
