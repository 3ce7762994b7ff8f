/// Makes Cairo's SVG output deterministic. Cairo numbers ids (`surface5`, `glyph0-1`, `clip3`,
/// `image7`, `pattern2`, ...) from process-wide counters, so a second SVG of the same tree differs from
/// the first. Every id defined in the document is renamed to its prefix plus its rank among the ids of
/// that prefix in order of appearance, and every `#id` reference follows.
enum SVGIdentifiers {
    static func renumber(_ svg: [UInt8]) -> [UInt8] {
        let names = definedIDs(svg)
        guard !names.isEmpty else { return svg }
        var counters: [String: Int] = [:]
        var renamed: [String: String] = [:]
        for name in names where renamed[name] == nil {
            let prefix = String(name.prefix { !$0.isNumber })
            counters[prefix, default: 0] += 1
            renamed[name] = prefix + String(counters[prefix, default: 0])
        }
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var i = 0
        while i < svg.count {
            // `id="name"` definitions and `#name` references (in href="#…" and url(#…)).
            if let (start, end) = idToken(svg, at: i), let new = renamed[String(decoding: svg[start..<end], as: UTF8.self)] {
                out += svg[i..<start]
                out += Array(new.utf8)
                i = end
            } else {
                out.append(svg[i])
                i += 1
            }
        }
        return out
    }

    /// Every id defined by an `id="…"` attribute, in document order.
    private static func definedIDs(_ svg: [UInt8]) -> [String] {
        var names: [String] = []
        var i = 0
        while i < svg.count {
            if svg[i] == UInt8(ascii: "i"), let (start, end) = idToken(svg, at: i) {
                names.append(String(decoding: svg[start..<end], as: UTF8.self))
                i = end
            } else {
                i += 1
            }
        }
        return names
    }

    /// The range of the id name when `svg[i...]` starts ` id="name` or `#name`.
    private static func idToken(_ svg: [UInt8], at i: Int) -> (Int, Int)? {
        let start: Int
        if svg[i] == UInt8(ascii: "#") {
            start = i + 1
        } else if svg[i] == UInt8(ascii: "i"), i > 0, svg[i - 1] == UInt8(ascii: " "), i + 4 <= svg.count,
                  svg[i + 1] == UInt8(ascii: "d"), svg[i + 2] == UInt8(ascii: "="), svg[i + 3] == UInt8(ascii: "\"") {
            start = i + 4
        } else {
            return nil
        }
        var end = start
        while end < svg.count, isNameByte(svg[end]) { end += 1 }
        return end > start ? (start, end) : nil
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }
}
