/// A font weight, as the CSS/OpenType numeric scale.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    case light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900

    public var name: String {
        switch self {
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }
}

/// How lines of text sit in their box.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// Everything that decides how a run of text is shaped: family, size, weight and typographic features.
public struct TextStyle: Hashable, Sendable {
    /// The family, or nil for the system face: Inter, switching to Inter Display at 20 pt and up.
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// Extra space between letters, in points (negative tightens).
    public var letterSpacing: Double
    /// Tabular (fixed-width) figures, for numbers that roll.
    public var tabularFigures: Bool
    /// Line height as a multiple of the font's natural line height (1 keeps it).
    public var lineHeight: Double

    public init(size: Double, weight: FontWeight = .regular, family: String? = nil, italic: Bool = false,
                letterSpacing: Double = 0, tabularFigures: Bool = false, lineHeight: Double = 1) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.letterSpacing = letterSpacing
        self.tabularFigures = tabularFigures
        self.lineHeight = lineHeight
    }

    /// The family actually asked of the font system.
    public var resolvedFamily: String {
        family ?? (size >= 20 ? "Inter Display" : "Inter")
    }

    public func weight(_ w: FontWeight) -> TextStyle { var s = self; s.weight = w; return s }
    public func size(_ v: Double) -> TextStyle { var s = self; s.size = v; return s }
    public func tabular() -> TextStyle { var s = self; s.tabularFigures = true; return s }
    public func tracking(_ v: Double) -> TextStyle { var s = self; s.letterSpacing = v; return s }

    // The iOS text styles.
    public static let largeTitle = TextStyle(size: 34, weight: .bold)
    public static let title = TextStyle(size: 28, weight: .bold)
    public static let title2 = TextStyle(size: 22, weight: .bold)
    public static let title3 = TextStyle(size: 20, weight: .semibold)
    public static let headline = TextStyle(size: 17, weight: .semibold)
    public static let body = TextStyle(size: 17)
    public static let callout = TextStyle(size: 16)
    public static let subheadline = TextStyle(size: 15)
    public static let footnote = TextStyle(size: 13)
    public static let caption = TextStyle(size: 12)
    public static let caption2 = TextStyle(size: 11)
}
