/// Reads PDF objects from bytes (ISO 32000-1, 7.2 and 7.3): the lexical conventions of a file
/// Cairo or qpdf wrote, comments included. A position always lies within `bytes`' bounds or at
/// their end; anything else than a well-formed object throws, naming the byte where it went wrong.
struct PDFParser {
    let bytes: [UInt8]
    var position: Int

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = min(max(0, position), bytes.count)
    }

    /// Why bytes are not the PDF they should be.
    static func failure(_ what: String, at position: Int) -> GraphicsError {
        .cairo(message: "the PDF cannot be read: \(what) at byte \(position)")
    }

    private var byte: UInt8? { position < bytes.count ? bytes[position] : nil }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00 }

    static func isDelimiter(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    private static func isRegular(_ b: UInt8) -> Bool { !isWhitespace(b) && !isDelimiter(b) }

    /// Skips white space and comments.
    mutating func skipWhitespace() {
        while let b = byte {
            if PDFParser.isWhitespace(b) {
                position += 1
            } else if b == UInt8(ascii: "%") {
                while let c = byte, c != 0x0A, c != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The run of regular characters at the position (a keyword, a number), after white space; its
    /// bytes are read in place, as a PDF's thousands of numbers would be slow to make strings of.
    private mutating func tokenRange() -> Range<Int> {
        skipWhitespace()
        let start = position
        while let b = byte, PDFParser.isRegular(b) { position += 1 }
        return start..<position
    }

    /// The value of a token that is an integer (an optional sign, then up to 18 digits), else nil.
    private func integer(in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let negative = i < range.upperBound && bytes[i] == UInt8(ascii: "-")
        if i < range.upperBound, negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard i < range.upperBound, range.upperBound - i <= 18 else { return nil }
        var value = 0
        while i < range.upperBound {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            i += 1
        }
        return negative ? -value : value
    }

    /// Whether the bytes of `range` are `keyword`'s.
    private func matches(_ range: Range<Int>, _ keyword: StaticString) -> Bool {
        range.count == keyword.utf8CodeUnitCount
            && keyword.withUTF8Buffer { zip(bytes[range], $0).allSatisfy { $0 == $1 } }
    }

    /// Whether `keyword` comes next (after white space); consumes it when it does.
    mutating func accept(_ keyword: StaticString) -> Bool {
        let saved = position
        if matches(tokenRange(), keyword) { return true }
        position = saved
        return false
    }

    /// Reads `keyword` or throws.
    mutating func expect(_ keyword: StaticString) throws {
        let at = position
        guard accept(keyword) else { throw PDFParser.failure("expected '\(keyword)'", at: at) }
    }

    /// A non-negative integer token, or throws.
    mutating func integer() throws -> Int {
        let at = position
        guard let value = integer(in: tokenRange()), value >= 0 else { throw PDFParser.failure("expected a number", at: at) }
        return value
    }

    /// The object at the position. Arrays and dictionaries nest at most 64 deep.
    mutating func object(depth: Int = 0) throws -> PDFObject {
        guard depth < 64 else { throw PDFParser.failure("objects nested too deep", at: position) }
        skipWhitespace()
        guard let b = byte else { throw PDFParser.failure("unexpected end", at: position) }
        let at = position
        switch b {
        case UInt8(ascii: "/"):
            position += 1
            let start = position
            while let c = byte, PDFParser.isRegular(c) { position += 1 }
            return .name(String(decoding: bytes[start..<position], as: UTF8.self))
        case UInt8(ascii: "("):
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                var dictionary = PDFDictionary()
                while true {
                    skipWhitespace()
                    if byte == UInt8(ascii: ">") {
                        guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                            throw PDFParser.failure("expected '>>'", at: position)
                        }
                        position += 2
                        return .dictionary(dictionary)
                    }
                    let keyAt = position
                    guard case .name(let key) = try object(depth: depth + 1) else {
                        throw PDFParser.failure("expected a name as dictionary key", at: keyAt)
                    }
                    dictionary[key] = try object(depth: depth + 1)
                }
            }
            return .string(try hexString())
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFObject] = []
            while true {
                skipWhitespace()
                if byte == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                items.append(try object(depth: depth + 1))
            }
        default:
            let range = tokenRange()
            if matches(range, "true") { return .bool(true) }
            if matches(range, "false") { return .bool(false) }
            if matches(range, "null") { return .null }
            if let value = integer(in: range) {
                // "12 0 R" is a reference: look ahead for the generation and the R.
                let saved = position
                if value >= 0, let generation = integer(in: tokenRange()), generation >= 0, matches(tokenRange(), "R") {
                    return .reference(number: value, generation: generation)
                }
                position = saved
                return .integer(value)
            }
            let isDigit = { (c: UInt8) in c &- UInt8(ascii: "0") < 10 }
            guard bytes[range].contains(where: isDigit),
                  bytes[range].allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) else {
                let word = String(decoding: bytes[range], as: UTF8.self)
                throw PDFParser.failure("unexpected '\(word.isEmpty ? String(UnicodeScalar(b)) : word)'", at: at)
            }
            return .real(String(decoding: bytes[range], as: UTF8.self))
        }
    }

    private mutating func literalString() throws -> [UInt8] {
        let start = position
        position += 1
        var out: [UInt8] = []
        var depth = 1
        while let b = byte {
            position += 1
            switch b {
            case UInt8(ascii: "("):
                depth += 1
                out.append(b)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(b)
            case UInt8(ascii: "\\"):
                guard let e = byte else { break }
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case 0x0D: if byte == 0x0A { position += 1 }
                case 0x0A: break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(e - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard let d = byte, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(d) else { break }
                        value = value * 8 + Int(d - UInt8(ascii: "0"))
                        position += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                default: out.append(e)
                }
            default: out.append(b)
            }
        }
        throw PDFParser.failure("unterminated string", at: start)
    }

    private mutating func hexString() throws -> [UInt8] {
        let start = position
        position += 1
        var digits: [UInt8] = []
        while let b = byte {
            position += 1
            if b == UInt8(ascii: ">") {
                if digits.count % 2 == 1 { digits.append(0) }
                return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            }
            if PDFParser.isWhitespace(b) { continue }
            guard let value = PDFParser.hexValue(b) else { throw PDFParser.failure("bad hex digit in string", at: position - 1) }
            digits.append(value)
        }
        throw PDFParser.failure("unterminated hex string", at: start)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Moves past the end of line that follows the keyword `stream` (CR LF or LF), to the data.
    mutating func skipStreamLineEnd() {
        if byte == 0x0D { position += 1 }
        if byte == 0x0A { position += 1 }
    }
}
