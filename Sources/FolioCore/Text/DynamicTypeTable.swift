/// The rows of Apple's Dynamic Type table: the iOS text styles, each scaling by its own row.
public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// Apple's published Dynamic Type sizes for iOS (Human Interface Guidelines, Typography, "iOS and
/// iPadOS Dynamic Type sizes"), in points: one row per text style, one column per
/// ``DynamicTypeSize`` from xSmall to AX5. The Large column is each style's default size.
public enum DynamicTypeTable {
    /// Point sizes by style, in the order of `DynamicTypeSize.allCases`
    /// (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5).
    public static let points: [DynamicTypeStyle: [Double]] = [
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `size`.
    public static func points(_ style: DynamicTypeStyle, at size: DynamicTypeSize) -> Double {
        points[style]?[size.rawValue] ?? 17
    }

    /// How much `style` grows from Large to `size` (1 at Large; body is 53 / 17 at AX5).
    public static func factor(_ style: DynamicTypeStyle, at size: DynamicTypeSize) -> Double {
        points(style, at: size) / points(style, at: .large)
    }
}
