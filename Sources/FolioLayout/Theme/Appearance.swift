/// Light or dark: each app has a designed palette for both (dark is not light inverted).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
