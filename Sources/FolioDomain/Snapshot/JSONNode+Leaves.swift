import FolioCore

extension JSONNode {
    /// Text a person typed, within `rule`'s limits.
    func text(_ rule: TextRule) -> String? {
        leaf(expected: rule.expected, schema: rule.schema) { value in
            guard case .string(let s) = value else { return .mismatch() }
            if let problem = rule.problem(with: s) { return .mismatch(found: problem) }
            return .value(rule.accepted(s))
        }
    }

    /// An id: 1…64 ASCII letters, digits, "-" or "_", starting with a letter or digit.
    func identifier() -> String? {
        leaf(expected: "an id of 1…64 letters, digits, '-' or '_'",
             schema: ["type": .string("string"), "pattern": .string("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]) { value in
            guard case .string(let s) = value, JSONNode.isIdentifier(s) else {
                if case .string(let s) = value, s.unicodeScalars.contains(where: \.isExplicitDirectionalControl) {
                    return .mismatch(found: "an id with a bidirectional override, embedding or isolate control, which could reverse the text around it")
                }
                return .mismatch()
            }
            return .value(s)
        }
    }

    /// A whole number within `range`; `expected` names it for messages ("a volume in ml").
    func integer(_ range: ClosedRange<Int>, _ expected: String = "an integer") -> Int? {
        leaf(expected: "\(expected) \(range.lowerBound)…\(range.upperBound)",
             schema: ["type": .string("integer"), "minimum": .number(Double(range.lowerBound)),
                      "maximum": .number(Double(range.upperBound))]) { value in
            guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e15, range.contains(Int(n)) else { return .mismatch() }
            return .value(Int(n))
        }
    }

    /// true or false.
    func boolean() -> Bool? {
        leaf(expected: "true or false", schema: ["type": .string("boolean")]) { value in
            guard case .bool(let b) = value else { return .mismatch() }
            return .value(b)
        }
    }

    /// Exactly the string `constant` (a format's schema id).
    func constant(_ constant: String) -> String? {
        leaf(expected: JSONValue.string(constant).serialized(), schema: ["const": .string(constant)]) { value in
            value == .string(constant) ? .value(constant) : .mismatch()
        }
    }

    /// One of the raw values of `E` ("one of awful, bad, okay, good, great").
    func choice<E: NamedChoice>(_ type: E.Type) -> E? {
        leaf(expected: "one of " + E.allCases.map(\.rawValue).joined(separator: ", "),
             schema: ["type": .string("string"), "enum": .array(E.allCases.map { JSONValue.string($0.rawValue) })]) { value in
            guard case .string(let s) = value, let result = E(rawValue: s) else { return .mismatch() }
            return .value(result)
        }
    }

    /// A calendar date "YYYY-MM-DD" that exists.
    func date() -> LocalDate? {
        parsed("a date YYYY-MM-DD", pattern: #"^\d{4}-\d{2}-\d{2}$"#, format: "date", shape: "0000-00-00", LocalDate.init(iso:))
    }

    /// A time of day "HH:mm".
    func time() -> LocalTime? {
        parsed("a time HH:mm", pattern: #"^([01]\d|2[0-3]):[0-5]\d$"#, format: nil, shape: "00:00", LocalTime.init(iso:))
    }

    /// A date and time "YYYY-MM-DDTHH:mm" that exists.
    func dateTime() -> LocalDateTime? {
        parsed("a date and time YYYY-MM-DDTHH:mm", pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$"#, format: nil,
               shape: "0000-00-00T00:00", LocalDateTime.init(iso:))
    }

    /// An IANA time zone name that Foundation knows ("Europe/London").
    func timeZone() -> TimeZoneID? {
        leaf(expected: "an IANA time zone name such as \"Europe/London\"",
             schema: ["type": .string("string"), "description": .string("IANA time zone name"),
                      "enum": .array(TimeZoneID.known.map(JSONValue.string))]) { value in
            guard case .string(let s) = value, let zone = TimeZoneID(s) else { return .mismatch() }
            return .value(zone)
        }
    }

    /// Text in a fixed format; text of the right shape that names no real day or time is described
    /// as such ("2026-02-30", a day that does not exist).
    private func parsed<T>(_ expected: String, pattern: String, format: String?, shape: String,
                           _ parse: (String) -> T?) -> T? {
        var schema: [String: JSONValue] = ["type": .string("string"), "pattern": .string(pattern)]
        if let format { schema["format"] = .string(format) }
        return leaf(expected: expected, schema: schema) { value in
            guard case .string(let s) = value else { return .mismatch() }
            if let result = parse(s) { return .value(result) }
            let sameShape = s.count == shape.count && zip(s, shape).allSatisfy { $1 == "0" ? $0.isASCII && $0.isNumber : $0 == $1 }
            return .mismatch(found: sameShape ? "\(JSONNode.describe(value)), which does not exist" : nil)
        }
    }

    /// Whether `s` is an acceptable id.
    static func isIdentifier(_ s: String) -> Bool {
        // All ASCII, so bytes are characters.
        let bytes = s.utf8
        guard (1...64).contains(bytes.count), let first = bytes.first else { return false }
        func alphanumeric(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
        return alphanumeric(first) && bytes.allSatisfy { alphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }
}
