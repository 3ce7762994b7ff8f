import FolioApps
import Foundation

/// Template copy with named values in braces: `"You kept {pet.goals.kept} this week"`. The names are
/// value bindings (checked when the template is read); the text is filled in for one report.
public struct TemplateText: Hashable, Sendable {
    /// A run of literal text or a binding's name.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case binding(String)
    }

    /// The text in order.
    package var pieces: [Piece]

    /// Splits `text` at its `{name}` placeholders; nil when a brace is left open or a name is empty.
    public init?(parsing text: String) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { return nil }
            let name = after[..<close].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("{") else { return nil }
            pieces.append(.binding(name))
            rest = after[after.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
        self.pieces = pieces
    }

    /// Text with no bindings in it.
    public init(literal: String) {
        pieces = literal.isEmpty ? [] : [.literal(literal)]
    }

    /// The names used in the text, in order.
    public var bindings: [String] {
        pieces.compactMap { if case .binding(let name) = $0 { return name } else { return nil } }
    }

    /// The text with each name replaced by `value(name)`.
    public func filled(_ value: (String) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): text
            case .binding(let name): value(name)
            }
        }.joined()
    }
}
