import FolioCore

/// The limits on a piece of text a person typed (a title, a name, a word), shared by the snapshot
/// reader and the actions that take text, so hostile input is refused the same way everywhere.
///
/// Length counts user-perceived characters, so an emoji or an accented letter is one; any script
/// is welcome (Arabic, Japanese, emoji), but control characters such as line breaks are not.
struct TextRule: Sendable {
    /// What the text is, for messages ("a title").
    let noun: String
    /// The most characters allowed.
    let maxLength: Int

    /// A goal's or challenge's title.
    static let title = TextRule(noun: "a title", maxLength: 200)
    /// A person's, companion's or place's name.
    static let name = TextRule(noun: "a name", maxLength: 100)
    /// One word or short phrase ("calm").
    static let word = TextRule(noun: "a word", maxLength: 40)
    /// A short message to a friend.
    static let message = TextRule(noun: "a message", maxLength: 500)

    /// What the reader expects, for messages: "a title of 1…200 characters".
    var expected: String { "\(noun) of 1…\(maxLength) characters" }

    /// Nil when `text` is acceptable, else a description of what was found.
    func problem(with text: String) -> String? {
        let length = text.count
        if text.allSatisfy(\.isWhitespace) { return length == 0 ? "an empty string" : "only blank space" }
        if length > maxLength { return "a string of \(length) characters" }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a control character (such as a line break) in \(JSONValue.string(String(text.prefix(40))).serialized())"
        }
        return nil
    }

    /// The JSON Schema keywords of the text.
    var schema: [String: JSONValue] {
        ["type": .string("string"), "minLength": .number(1), "maxLength": .number(Double(maxLength))]
    }
}
