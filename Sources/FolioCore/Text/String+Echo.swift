/// Input echoed in Folio's messages (a batch id, an option's value, a command name), made safe for
/// a terminal and a log: no line of input can clear a screen, move the cursor, reverse the line or
/// forge a log line of its own.
extension String {
    /// This text with every control, separator and directional control written as an escape:
    /// `\n`, `\t`, `\r` and `\u{1B}` style escapes for the rest (C0, DEL, C1, U+2028, U+2029, the
    /// bidi embeddings, overrides and isolates, the noncharacters); everything else as it is.
    public var escapedForMessage: String {
        replacingScalars { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\\": "\\\\"
            default: scalar.needsEscapeInMessages ? scalar.visibleEscape : nil
            }
        }
    }

    /// This text safe to write to a terminal line by line: like ``escapedForMessage`` but keeping
    /// line breaks, tabs and backslashes, for whole messages that may quote input anywhere.
    public var safeForTerminal: String {
        guard unicodeScalars.contains(where: { $0.needsEscapeInMessages && $0 != "\n" && $0 != "\t" }) else { return self }
        return replacingScalars { scalar in
            scalar.needsEscapeInMessages && scalar != "\n" && scalar != "\t" ? scalar.visibleEscape : nil
        }
    }

    /// This text safe in HTML and XML 1.0, in elements and quoted attributes: `& < > " '` as
    /// entities, and every scalar that ``escapedForMessage`` escapes except line breaks and tabs
    /// (controls such as ESC, separators, directional controls, and the noncharacters XML cannot
    /// carry at all) written as visible `\u{1B}` text, so a file name never reaches a page raw.
    public var escapedForMarkup: String {
        replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\n", "\t": nil
            default: scalar.needsEscapeInMessages ? scalar.visibleEscape : nil
            }
        }
    }

    /// This text with each scalar for which `replacement` gives text replaced by that text.
    public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { out += text } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a Unicode noncharacter (U+FDD0…U+FDEF and the last two code points of
    /// every plane, U+FFFE and U+FFFF among them): never text, and XML and Pango refuse them.
    public var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// Whether the scalar is a control character for messages and names: C0, DEL and C1 controls,
    /// the line and paragraph separators (U+2028, U+2029), and the explicit directional controls.
    public var isControlLike: Bool {
        if properties.generalCategory == .control { return true }
        switch properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        default: return isExplicitDirectionalControl
        }
    }

    /// `\u{1B}`: the scalar as a visible escape.
    var visibleEscape: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }

    /// Whether ``String/escapedForMessage`` writes the scalar as an escape: the control-like ones
    /// and the noncharacters.
    var needsEscapeInMessages: Bool { isControlLike || isNoncharacter }
}
