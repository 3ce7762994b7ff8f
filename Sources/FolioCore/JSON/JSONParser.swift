/// A syntax error in JSON text, with its 1-based line and column.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "line \(line), column \(column): \(message)" }
}

extension JSONValue {
    /// Parses JSON text (RFC 8259), reporting the first syntax error with its line and column.
    public init(parsing text: String) throws {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }
}

/// A small recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maxDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    mutating func parseValue() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { try $0.parseObject() }
        case UInt8(ascii: "["): return try nested { try $0.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))', expected a value")
        }
    }

    mutating func nested(_ body: (inout JSONParser) throws -> JSONValue) throws -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        return try body(&self)
    }

    mutating func parseObject() throws -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a quoted member name") }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after member name \"\(key)\"") }
            index += 1
            guard members[key] == nil else { throw error("duplicate member name \"\(key)\"") }
            members[key] = try parseValue()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            throw error("expected ',' or '}' in object")
        }
    }

    mutating func parseArray() throws -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            items.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
            throw error("expected ',' or ']' in array")
        }
    }

    mutating func parseString() throws -> String {
        index += 1
        // Most strings have no escape: they are their bytes up to the quote, decoded once.
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            if bytes[index] == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            index += 1
        }
        index = start
        // With escapes: the decoded text is built as UTF-8 bytes, each escape appending its scalar's
        // bytes, so the work is linear in the string's length whatever it holds.
        var decoded: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                let scalar = try parseEscape()
                UTF8.encode(scalar) { decoded.append($0) }
            case 0..<0x20:
                throw error("control character in string (escape it)")
            default:
                decoded.append(b)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    mutating func parseEscape() throws -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated escape") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(high, radix: 16))")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate") }
            return scalar
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(c)))'")
        }
    }

    mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for b in bytes[index..<index + 4] {
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    mutating func parseNumber() throws -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        let intStart = index
        guard digits() > 0 else { throw error("expected digits in number") }
        if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 { throw error("leading zero in number") }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error("expected digits in exponent") }
        }
        guard let v = Double(String(decoding: bytes[start..<index], as: UTF8.self)), v.isFinite else {
            throw error("number out of range")
        }
        return JSONParser.keepingFraction(v, text: bytes[start..<index])
    }

    /// `v`, or when its text has a fraction that is not zero but the nearest Double is a whole number
    /// (`2000.00000000000000001`), the next Double toward the text's value: a number written with
    /// a fraction is never read as an integer, as JSON Schema's "integer" says.
    static func keepingFraction(_ v: Double, text: ArraySlice<UInt8>) -> Double {
        guard v == v.rounded(), abs(v) < 9_007_199_254_740_992 else { return v }
        var digits: [UInt8] = [], point: Int?, exponent = 0, i = text.startIndex
        while i < text.endIndex, text[i] != UInt8(ascii: "e"), text[i] != UInt8(ascii: "E") {
            if text[i] == UInt8(ascii: ".") { point = digits.count } else if text[i] != UInt8(ascii: "-") { digits.append(text[i] - 48) }
            i += 1
        }
        guard point != nil || i < text.endIndex else { return v }
        if i < text.endIndex { exponent = Int(String(decoding: text[(i + 1)...], as: UTF8.self)) ?? 0 }
        // The digits after the decimal point once the exponent has moved it.
        let whole = (point ?? digits.count) + Swift.max(-digits.count - 1, Swift.min(exponent, digits.count + 1))
        guard digits[Swift.min(digits.count, Swift.max(0, whole))...].contains(where: { $0 != 0 }) else { return v }
        let integer = digits.prefix(Swift.max(0, whole)).reduce(0.0) { $0 * 10 + Double($1) }
        // The text's magnitude lies between its whole part and the next whole number.
        let above = integer >= abs(v)
        return (v < 0) != above ? v.nextUp : v.nextDown
    }

    mutating func expectWord(_ word: String) throws {
        let w = Array(word.utf8)
        guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected word, expected \(word)")
        }
        index += w.count
    }

    func peek(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}

extension JSONSyntaxError: ClassifiedError {
    /// Text that is not JSON is bad data.
    public var failureKind: FailureKind { .badData }
}
