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
    /// The row of the Dynamic Type table this style scales by (its size at Large is `size`, whatever
    /// the row's own), or nil for a size that stays fixed (cover art, a report's print type).
    public var dynamicStyle: DynamicTypeStyle?

    public init(size: Double, weight: FontWeight = .regular, family: String? = nil, italic: Bool = false,
                letterSpacing: Double = 0, tabularFigures: Bool = false, lineHeight: Double = 1,
                scalingLike dynamicStyle: DynamicTypeStyle? = nil) {
        self.dynamicStyle = dynamicStyle
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

    /// The style as it is drawn at the Dynamic Type `size`: its size times its row's growth from
    /// Large (a style sized away from its row's default keeps its proportion, as `UIFontMetrics`
    /// scales a custom size); a fixed style is unchanged.
    public func scaled(to textSize: DynamicTypeSize) -> TextStyle {
        guard let row = dynamicStyle, textSize != .large else { return self }
        var s = self
        // Multiplied before divided, so a style at its row's own size lands on the table's value exactly.
        s.size = size * DynamicTypeTable.points(row, at: textSize) / DynamicTypeTable.points(row, at: .large)
        return s
    }

    /// The style scaling like the Dynamic Type row `row`.
    public func scaling(like row: DynamicTypeStyle) -> TextStyle { var s = self; s.dynamicStyle = row; return s }

    // The iOS text styles at Large, each scaling by its own row of the Dynamic Type table.
    public static let largeTitle = TextStyle(size: 34, weight: .bold, scalingLike: .largeTitle)
    public static let title = TextStyle(size: 28, weight: .bold, scalingLike: .title1)
    public static let title2 = TextStyle(size: 22, weight: .bold, scalingLike: .title2)
    public static let title3 = TextStyle(size: 20, weight: .semibold, scalingLike: .title3)
    public static let headline = TextStyle(size: 17, weight: .semibold, scalingLike: .headline)
    public static let body = TextStyle(size: 17, scalingLike: .body)
    public static let callout = TextStyle(size: 16, scalingLike: .callout)
    public static let subheadline = TextStyle(size: 15, scalingLike: .subheadline)
    public static let footnote = TextStyle(size: 13, scalingLike: .footnote)
    public static let caption = TextStyle(size: 12, scalingLike: .caption1)
    public static let caption2 = TextStyle(size: 11, scalingLike: .caption2)
}
