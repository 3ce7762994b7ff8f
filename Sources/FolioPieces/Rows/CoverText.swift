import FolioLayout

/// How a cover's name breaks into lines: by words where the script spaces them, by characters in
/// Chinese and Japanese; a word too wide for the cover on its own breaks by characters too.
enum CoverText {
    /// The size a cover's name is never set below.
    static let smallest = 12.0

    /// The lines and size of `name` in a box of `width` × `height`: the largest size from
    /// `largest` down at which the name fits one word a line (the stacked look), else wrapped
    /// greedily, no word broken; at the smallest size, words too wide break between characters and
    /// the lines that fit are kept (the last ellipsized when measured).
    static func setting(_ name: String, width: Double, height: Double, largest: Double,
                        measure: (String, Double) -> Size) -> (lines: [String], points: Double) {
        let tokens = self.tokens(name)
        let joiner = usesSpaces(name) ? " " : ""
        var points = max(smallest, largest.rounded(.down))
        while true {
            func size(_ text: String) -> Size { measure(text, points) }
            // Words break inside only at the smallest size: until then a word too wide shrinks the type.
            if tokens.allSatisfy({ size($0).width <= width }) {
                let stacked = tokens.count <= 4 ? tokens : nil
                for lines in [stacked, wrap(tokens, joiner: joiner, width: width, size: size)].compactMap({ $0 }) {
                    if lines.map({ size($0).height }).reduce(0, +) <= height { return (lines, points) }
                }
            }
            guard points > smallest else { break }
            points = max(smallest, points - 1)
        }
        let lines = wrap(tokens, joiner: joiner, width: width) { measure($0, smallest) }
        var kept: [String] = []
        var used = 0.0
        for line in lines {
            let h = measure(line, smallest).height
            guard used + h <= height else { break }
            kept.append(line)
            used += h
        }
        if kept.count < lines.count, let last = kept.indices.last {
            kept[last] = lines[last...].joined(separator: joiner)
        }
        return (kept.isEmpty ? [lines.first ?? name] : kept, smallest)
    }

    /// Words greedily filled into lines no wider than `width`; a word wider than that alone is
    /// broken into pieces that fit.
    static func wrap(_ tokens: [String], joiner: String, width: Double, size: (String) -> Size) -> [String] {
        var lines: [String] = []
        var current = ""
        for token in tokens.flatMap({ size($0).width <= width ? [$0] : pieces(of: $0, width: width, size: size) }) {
            let candidate = current.isEmpty ? token : current + joiner + token
            if current.isEmpty || size(candidate).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = token
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `word` cut into runs of characters that each fit `width`.
    private static func pieces(of word: String, width: Double, size: (String) -> Size) -> [String] {
        var out: [String] = []
        var current = ""
        for character in word {
            let candidate = current + String(character)
            if current.isEmpty || size(candidate).width <= width {
                current = candidate
            } else {
                out.append(current)
                current = String(character)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// The name's words, or its characters when it is written without spaces.
    static func tokens(_ name: String) -> [String] {
        usesSpaces(name) ? name.split(separator: " ").map(String.init) : name.map { String($0) }
    }

    /// Whether the name separates its words with spaces (a Chinese or Japanese name written
    /// without them breaks between any two characters).
    static func usesSpaces(_ name: String) -> Bool {
        name.contains(" ") || !name.unicodeScalars.contains { scalar in
            [0x3040...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF].contains { $0.contains(scalar.value) }
        }
    }

    /// Whether the first strongly directional letter is Hebrew or Arabic.
    static func isRightToLeft(_ name: String) -> Bool {
        for scalar in name.unicodeScalars where scalar.properties.isAlphabetic {
            return (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFEFC).contains(scalar.value)
        }
        return false
    }
}
