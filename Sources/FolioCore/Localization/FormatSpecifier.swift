/// One placeholder of a catalog string, as `String(format:)` and Xcode's String Catalogs write them:
/// `%@`, `%d`, `%lld`, `%.1f`, positional `%1$@`, the literal `%%`, and a substitution `%#@name@`
/// whose text comes from the catalog entry's `substitutions`.
public struct FormatSpecifier: Hashable, Sendable {
    /// What the placeholder stands for.
    public enum Kind: Hashable, Sendable {
        /// An object, written as text (`%@`).
        case object
        /// An integer (`%d`, `%i`, `%ld`, `%lld`, `%u`, `%lu`, `%llu`).
        case integer
        /// A floating-point number (`%f`, `%.1f`, `%lf`).
        case double(precision: Int?)
        /// A literal percent sign (`%%`); takes no argument.
        case percent
        /// The substitution of this name (`%#@name@`).
        case substitution(String)
    }

    /// What it stands for.
    public var kind: Kind
    /// The 1-based argument it names (`%2$@` → 2), or nil for the next in order.
    public var position: Int?
    /// Its text in the string.
    public var text: String

    public init(kind: Kind, position: Int?, text: String) {
        self.kind = kind
        self.position = position
        self.text = text
    }

    /// A piece of a format string: text to copy, or a placeholder.
    public enum Segment: Hashable, Sendable {
        case text(String)
        case specifier(FormatSpecifier)
    }

    /// `format` cut into text and placeholders; a `%` that starts no placeholder Folio knows is text.
    public static func segments(_ format: String) -> [Segment] {
        var segments: [Segment] = [], text = "", rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            if let (specifier, after) = parse(rest[percent...]) {
                if !text.isEmpty { segments.append(.text(text)); text = "" }
                segments.append(.specifier(specifier))
                rest = rest[after...]
            } else {
                text.append("%")
                rest = rest[rest.index(after: percent)...]
            }
        }
        text += rest
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// The placeholder at the start of `s` (which starts with "%") and the index after it, or nil.
    static func parse(_ s: Substring) -> (FormatSpecifier, Substring.Index)? {
        var i = s.index(after: s.startIndex)
        func peek() -> Character? { i < s.endIndex ? s[i] : nil }
        if peek() == "%" { return (FormatSpecifier(kind: .percent, position: nil, text: "%%"), s.index(after: i)) }
        if peek() == "#", s[i...].hasPrefix("#@") {
            let nameStart = s.index(i, offsetBy: 2)
            guard let end = s[nameStart...].firstIndex(of: "@"), end > nameStart else { return nil }
            let after = s.index(after: end)
            return (FormatSpecifier(kind: .substitution(String(s[nameStart..<end])), position: nil, text: String(s[..<after])), after)
        }
        var position: Int?
        let digitsStart = i
        while let c = peek(), c.isASCII, c.isNumber { i = s.index(after: i) }
        if i > digitsStart, peek() == "$" {
            guard let n = Int(s[digitsStart..<i]) else { return nil }
            position = n
            i = s.index(after: i)
        } else {
            i = digitsStart
        }
        var precision: Int?
        if peek() == "." {
            i = s.index(after: i)
            let start = i
            while let c = peek(), c.isASCII, c.isNumber { i = s.index(after: i) }
            guard i > start else { return nil }
            precision = Int(s[start..<i])
        }
        while let c = peek(), "lhqzjt".contains(c) { i = s.index(after: i) }
        guard let conversion = peek() else { return nil }
        let kind: Kind
        switch conversion {
        case "@": kind = .object
        case "d", "i", "u": kind = .integer
        case "f", "F": kind = .double(precision: precision)
        default: return nil
        }
        let after = s.index(after: i)
        guard position != 0 else { return nil }
        return (FormatSpecifier(kind: kind, position: position, text: String(s[..<after])), after)
    }
}
