/// Ids for things an action creates: readable where the text allows, never clashing.
enum UniqueID {
    /// A slug of `text` ("Read ten pages" → "read-ten-pages"), or `fallback` when the text has no
    /// ASCII letters or digits; suffixed "-2", "-3", … until it is not in `taken`.
    static func make(from text: String, fallback: String, taken: Set<String>) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        var base = String(slug.prefix(48))
        while base.hasSuffix("-") { base.removeLast() }
        if base.isEmpty { base = fallback }
        var candidate = base
        var n = 1
        while taken.contains(candidate) {
            n += 1
            candidate = "\(base)-\(n)"
        }
        return candidate
    }
}
