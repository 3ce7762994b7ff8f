import FolioApps
import FolioCore
import Foundation

/// Template copy with named values in braces: `"You kept {pet.goals.kept} this week"`. The names are
/// value bindings (checked when the template is read); the text is filled in for one report, in the
/// words of the locale it is drawn in: the copy as written is the key of its translation in the
/// report's catalog (`Templates/strings/report.xcstrings`), which keeps the braces and may move them.
public struct TemplateText: Hashable, Sendable {
    /// A run of literal text or a binding's name.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case binding(String)
    }

    /// The text in order.
    package var pieces: [Piece]
    /// The copy as written in the template: its key in the report's catalog.
    public var source: String

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
        source = text
    }

    /// Text with no bindings in it.
    public init(literal: String) {
        pieces = literal.isEmpty ? [] : [.literal(literal)]
        source = literal
    }

    /// The names used in the text, in order.
    public var bindings: [String] {
        pieces.compactMap { if case .binding(let name) = $0 { return name } else { return nil } }
    }

    /// The text with each name replaced by `value(name)`, in the current locale (see ``localized``).
    public func filled(_ value: (String) -> String) -> String {
        localized.pieces.map { piece in
            switch piece {
            case .literal(let text): text
            case .binding(let name): value(name)
            }
        }.joined()
    }

    /// The text in ``FolioLocale/current``: the report catalog's translation of ``source``, when it
    /// has one that names the same bindings (``translationProblem(_:)``); else the text as written.
    /// A pseudo-locale transforms the words between the bindings, never a binding's name.
    public var localized: TemplateText {
        guard !source.isEmpty else { return self }
        if let pseudo = FolioLocale.current.pseudo {
            var text = self
            text.pieces = pieces.map { piece in
                guard case .literal(let words) = piece else { return piece }
                return .literal(pseudo.transform(words, whole: false))
            }
            return text
        }
        let translation = StringCatalogStore.shared.localized(app: AppStrings.report.app, source, [])
        guard translation.text != source, let text = TemplateText(parsing: translation.text), translationProblem(text) == nil else { return self }
        return text
    }

    /// What is wrong with `translation` as a translation of this text: a binding it lacks or adds.
    public func translationProblem(_ translation: TemplateText) -> String? {
        let (mine, theirs) = (Set(bindings), Set(translation.bindings))
        guard mine != theirs else { return nil }
        return "expected the bindings " + mine.sorted().map { "{\($0)}" }.joined(separator: ", ")
            + ", found " + (theirs.isEmpty ? "none" : theirs.sorted().map { "{\($0)}" }.joined(separator: ", "))
    }
}
