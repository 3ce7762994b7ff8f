import FolioCore

/// The limits on a piece of text a person typed (a title, a name, a word), shared by the snapshot
/// reader and the actions that take text, so hostile input is refused the same way everywhere.
///
/// Length counts user-perceived characters, so an emoji or an accented letter is one; any script
/// is welcome (Arabic, Japanese, emoji). The work a string can cost is bounded as well: its UTF-8
/// bytes and code points are limited (checked first, in constant and linear time), and so are the
/// combining marks on one character, so "Z" with a million marks is not "one character".
/// Noncharacters (U+FFFE, U+FFFF and the rest), which PDF text, XML and Pango refuse, are refused.
/// Control characters (line breaks, U+2028/U+2029, C1) and the explicit directional embeddings,
/// overrides and isolates (U+202A…U+202E, U+2066…U+2069), which could reverse the text around a
/// name, are refused; text that is only blank or invisible (spaces, zero-width spaces) is blank.
struct TextRule: Sendable {
    /// What the text is, for messages ("a title").
    let noun: String
    /// The most characters (grapheme clusters) allowed.
    let maxLength: Int

    /// A goal's or challenge's title.
    static let title = TextRule(noun: "a title", maxLength: 200)
    /// A person's, companion's or place's name.
    static let name = TextRule(noun: "a name", maxLength: 100)
    /// One word or short phrase ("calm").
    static let word = TextRule(noun: "a word", maxLength: 40)
    /// A short message to a friend.
    static let message = TextRule(noun: "a message", maxLength: 500)

    /// Code points allowed per character on average (an emoji with a skin tone and a joiner is
    /// several): the most code points are `maxLength` times this.
    static let codePointsPerCharacter = 4
    /// The most combining marks on one character (Vietnamese and Indic text use two or three).
    static let maxMarksPerCharacter = 8

    /// The most Unicode code points allowed (what JSON Schema's `maxLength` counts).
    var maxCodePoints: Int { maxLength * Self.codePointsPerCharacter }
    /// The most UTF-8 bytes allowed (four per code point at most).
    var maxBytes: Int { maxCodePoints * 4 }

    /// What the reader expects, for messages: "a title of 1…200 characters".
    var expected: String { "\(noun) of 1…\(maxLength) characters" }

    /// Nil when `text` is acceptable, else a description of what was found. The cheap limits run
    /// first, so the cost of refusing a huge string does not grow with it beyond one pass.
    func problem(with text: String) -> String? {
        let bytes = text.utf8.count
        let scalars = bytes > maxBytes ? 0 : text.unicodeScalars.count
        if bytes > maxBytes || scalars > maxCodePoints {
            // Too long either way: say it in characters when that is what is over.
            let length = text.count
            if length > maxLength { return "a string of \(length) characters" }
            return bytes > maxBytes ? "a string of \(bytes) bytes (at most \(maxBytes))"
                : "a string of \(scalars) code points (at most \(maxCodePoints))"
        }
        if scalars == 0 { return "an empty string" }
        // Printable ASCII (most text) has no controls, marks or directional characters, and a
        // character per byte: what the checks below would find, without their Unicode lookups.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            if text.utf8.allSatisfy({ $0 == 0x20 }) { return "only blank or invisible characters" }
            return bytes > maxLength ? "a string of \(bytes) characters" : nil
        }
        if text.unicodeScalars.allSatisfy(Self.isBlank) { return "only blank or invisible characters" }
        if let control = text.unicodeScalars.first(where: { $0.isExplicitDirectionalControl }) {
            return "a bidirectional \(Self.controlName(control)) (U+\(String(control.value, radix: 16, uppercase: true))), which "
                + "could reverse the text around it, in \(JSONValue.string(String(text.prefix(40))).serialized())"
        }
        if let odd = text.unicodeScalars.first(where: \.isNoncharacter) {
            return "a noncharacter (U+\(String(odd.value, radix: 16, uppercase: true))), which no output format carries, in "
                + JSONValue.string(String(text.prefix(40))).serialized()
        }
        if text.unicodeScalars.contains(where: \.isControlLike) {
            return "a control character (such as a line break) in \(JSONValue.string(String(text.prefix(40))).serialized())"
        }
        var length = 0
        for character in text {
            length += 1
            let marks = character.unicodeScalars.lazy.filter(Self.isCombiningMark).count
            if marks > Self.maxMarksPerCharacter {
                return "a character with \(marks) combining marks (at most \(Self.maxMarksPerCharacter))"
            }
        }
        if length > maxLength { return "a string of \(length) characters" }
        return nil
    }

    /// `text` as Folio keeps it once accepted: isolated (FSI … PDI) when it may run right to left,
    /// so wherever it is embedded in Folio's sentences it cannot reorder them.
    func accepted(_ text: String) -> String {
        text.isolatedForEmbedding
    }

    /// The JSON Schema keywords of the text: what JSON Schema can say of the rule (code points,
    /// no control or directional characters, something not blank); the rest in its description.
    var schema: [String: JSONValue] {
        ["type": .string("string"), "minLength": .number(1), "maxLength": .number(Double(maxCodePoints)),
         "pattern": .string(Self.pattern),
         "description": .string("\(expected) (grapheme clusters), at most \(maxCodePoints) code points and \(maxBytes) UTF-8 bytes, "
                                + "at most \(Self.maxMarksPerCharacter) combining marks on one character; no control characters, "
                                + "line or paragraph separators, directional embeddings, overrides and isolates or noncharacters "
                                + "(U+FDD0…U+FDEF and the last two code points of every plane); not blank or invisible only")]
    }

    /// The pattern of acceptable text: something other than white space, and none of the control,
    /// separator and directional characters and the noncharacters of the first plane (ECMA-262
    /// syntax, as JSON Schema's `pattern`; the other planes' noncharacters are in the description).
    static let pattern = #"^(?=.*\S)[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFE\uFFFF]*$"#

    /// White space and default-ignorable (invisible) code points: a name of only these is blank.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
            || scalar.value == 0x2800 || scalar.value == 0x3164 || scalar.value == 0xFFA0
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func controlName(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x202D, 0x202E: "override"
        case 0x202A, 0x202B: "embedding"
        case 0x202C: "embedding end"
        default: "isolate"
        }
    }
}
