import Foundation

/// A JSON document as a value, with a deterministic writer (sorted keys, fixed number format) so
/// dumps of the frame tree and snapshots are stable byte for byte.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value at `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The name of this value's JSON type, for messages ("expected a string, found a number").
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Compact or indented JSON text; object keys sorted, numbers with at most three decimals.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, into: &out, indent: indent) { i, out, inner in
                items[i].write(to: &out, indent: inner)
            }
        case .object(let members):
            let keys = members.keys.sorted()
            writeContainer(open: "{", close: "}", count: keys.count, into: &out, indent: indent) { i, out, inner in
                JSONValue.quote(keys[i], into: &out)
                out += inner == nil ? ":" : ": "
                members[keys[i]]?.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, into out: inout String, indent: Int?,
                                element: (Int, inout String, Int?) -> Void) {
        out += open
        guard count > 0 else { out += close; return }
        let inner = indent.map { $0 + 2 }
        for i in 0..<count {
            if i > 0 { out += "," }
            if let inner { out += "\n" + String(repeating: " ", count: inner) }
            element(i, &out, inner)
        }
        if let indent { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }

    /// Integers without a fraction, others rounded to three decimals with trailing zeros dropped;
    /// magnitudes of 10^15 and more in Swift's shortest round-trip form ("1.7976931348623157e+308"),
    /// never "inf".
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        guard abs(n) < 1e15 else { return "\(n)" }
        let rounded = (n * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        guard abs(rounded) < 1e15 else { return "\(rounded)" }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        out += s.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20 || scalar.isControlLike || scalar.isNoncharacter:
                // C0 as JSON requires; C1, the line separators, the directional controls and the
                // noncharacters too, so a dump or a message never carries them raw to a terminal, a
                // log or a reader that refuses them (as UTF-16 escapes, JSON's only kind).
                String(scalar).utf16.map { unit in
                    let hex = String(unit, radix: 16)
                    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }.joined()
            default: nil
            }
        }
        out += "\""
    }
}
