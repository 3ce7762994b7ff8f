/// Input echoed in Folio's messages (a batch id, an option's value, a command name), made safe for
/// a terminal and a log: no line of input can clear a screen, move the cursor, reverse the line or
/// forge a log line of its own.
extension String {
    /// This text with every control, separator and directional control written as an escape:
    /// `\n`, `\t`, `\r` and `\u{1B}` style escapes for the rest (C0, DEL, C1, U+2028, U+2029, the
    /// bidi embeddings, overrides and isolates); everything else as it is.
    public var escapedForMessage: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            case _ where scalar.needsEscapeInMessages: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension String {
    /// This text safe to write to a terminal line by line: like ``escapedForMessage`` but keeping
    /// line breaks, tabs and backslashes, for whole messages that may quote input anywhere.
    public var safeForTerminal: String {
        guard unicodeScalars.contains(where: { $0.needsEscapeInMessages && $0 != "\n" && $0 != "\t" }) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.needsEscapeInMessages, scalar != "\n", scalar != "\t" {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a control character for messages and names: C0, DEL and C1 controls,
    /// the line and paragraph separators (U+2028, U+2029), and the explicit directional controls.
    public var isControlLike: Bool {
        if properties.generalCategory == .control { return true }
        switch properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        default: return isExplicitDirectionalControl
        }
    }

    /// Whether ``String/escapedForMessage`` writes the scalar as an escape.
    var needsEscapeInMessages: Bool { isControlLike }
}
