extension StringCatalog.Text {
    /// What each argument its forms take is written as, by 1-based argument number: "@" for text,
    /// "d" for an integer, "f" for a number with a fraction. A substitution takes its `argNum` (or
    /// the next) as its format specifier says. A form that leaves an argument out ("one goal" for 1)
    /// takes nothing from the others.
    var placeholders: [Int: String] {
        var taken: [Int: String] = [:]
        for form in forms.values {
            var next = 1
            for case .specifier(let s) in FormatSpecifier.segments(form) {
                var kind = s.kind, number = s.position ?? next
                if case .substitution(let name) = s.kind {
                    guard let sub = substitutions[name],
                          case .specifier(let written)? = FormatSpecifier.segments("%" + sub.formatSpecifier).first else { continue }
                    (kind, number) = (written.kind, sub.argumentNumber ?? next)
                }
                guard let letter = Self.letter(kind) else { continue }
                taken[number] = letter
                next = number + 1
            }
        }
        return taken
    }

    /// "@", "d" or "f" for a placeholder that takes an argument; nil for `%%`.
    static func letter(_ kind: FormatSpecifier.Kind) -> String? {
        switch kind {
        case .object: "@"
        case .integer: "d"
        case .double: "f"
        case .percent, .substitution: nil
        }
    }

    /// "%1$@, %2$d": placeholders for a message, by argument number.
    static func describe(_ placeholders: [Int: String]) -> String {
        placeholders.isEmpty ? "none" : placeholders.keys.sorted().map { "%\($0)$\(placeholders[$0] ?? "")" }.joined(separator: ", ")
    }
}
