import FolioLayout

/// Budget Envelopes' envelope blocks (pastel in light, deep and muted in dark) and the over-budget red.
public struct BudgetColors: Sendable {
    public let mint = ThemeColor(light: 0xBFEBD6, dark: 0x1F3A2E)
    public let sky = ThemeColor(light: 0xCFE3FF, dark: 0x1E2D45)
    public let apricot = ThemeColor(light: 0xFFD9B8, dark: 0x3F2D1F)
    public let lavender = ThemeColor(light: 0xE0D7FF, dark: 0x2E2946)
    public let lemon = ThemeColor(light: 0xFFF0B3, dark: 0x3B3519)
    /// An envelope spent past its budget.
    public let overBudget = ThemeColor(light: 0xFF3B30, dark: 0xFF453A)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("mint", mint), NamedColor("sky", sky), NamedColor("apricot", apricot),
         NamedColor("lavender", lavender), NamedColor("lemon", lemon), NamedColor("overBudget", overBudget)]
    }
}

extension ThemeColor {
    /// Budget Envelopes' envelope colours: `.budget.mint`, ...
    public static let budget = BudgetColors()
}
