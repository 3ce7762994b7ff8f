/// The transforms that make the pseudo-locales from the source language, as Android's
/// pseudo-localisation does: generated at lookup, never stored. Only a catalog form's own words
/// change; its format specifiers (`%@`, `%lld`, `%1$@`, `%#@name@`) stay as written, and the
/// arguments put into them (names, notes, titles from a snapshot) are never transformed.
public enum PseudoLocale: Sendable, CaseIterable {
    /// `en-XA`: "[Ðöñé öñé ţŵö]": letters accented, about 40 % longer by padding words, bracketed so
    /// a truncated string shows at a glance (a missing "]").
    case accented
    /// `ar-XB`: each word wrapped in RIGHT-TO-LEFT MARK + RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL
    /// FORMATTING + RIGHT-TO-LEFT MARK, so it is drawn mirrored and the line runs right to left.
    case bidi

    /// `text` transformed; `whole` for a whole string (the accented one's brackets and padding), not a
    /// piece of one (a substitution's form, whose sentence is bracketed once).
    public func transform(_ text: String, whole: Bool = true) -> String {
        let segments = FormatSpecifier.segments(text)
        switch self {
        case .accented:
            let letters = segments.map { segment -> String in
                guard case .text(let t) = segment else { return Self.written(segment) }
                return String(String.UnicodeScalarView(t.unicodeScalars.map { Self.accents[$0] ?? $0 }))
            }.joined()
            guard whole else { return letters }
            return "[" + letters + Self.padding(forLength: Self.wordLength(segments)) + "]"
        case .bidi:
            return segments.map { segment -> String in
                guard case .text(let t) = segment else { return Self.written(segment) }
                return Self.mirroredWords(t)
            }.joined()
        }
    }

    /// The source text of a segment.
    static func written(_ segment: FormatSpecifier.Segment) -> String {
        switch segment {
        case .text(let t): t
        case .specifier(let s): s.text
        }
    }

    /// How many characters of the segments are the string's own (not its specifiers).
    static func wordLength(_ segments: [FormatSpecifier.Segment]) -> Int {
        segments.reduce(0) { total, segment in
            if case .text(let t) = segment { return total + t.count }
            return total
        }
    }

    /// Words of Android's padding (" one two three …") adding at least 40 % of `length` characters;
    /// none for an empty string.
    static func padding(forLength length: Int) -> String {
        guard length > 0 else { return "" }
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        var out = "", i = 0
        while out.count * 10 < length * 4 {
            out += " " + words[i % words.count]
            i += 1
        }
        return out
    }

    /// Each run of non-space characters wrapped so it is drawn mirrored, right to left.
    static func mirroredWords(_ text: String) -> String {
        var out = "", word = ""
        func flush() {
            if !word.isEmpty { out += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"; word = "" }
        }
        for c in text {
            if c.isWhitespace { flush(); out.append(c) } else { word.append(c) }
        }
        flush()
        return out
    }

    /// Each ASCII letter's accented stand-in, from Latin-1, Latin Extended-A and -B, IPA and Latin
    /// Extended Additional, all of which Inter draws (so a pseudo-locale shows no tofu).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
