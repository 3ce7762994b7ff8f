import FolioLayout

/// Budget Envelopes' envelope blocks (pastel in light, deep and muted in dark) and the over-budget red.
public struct BudgetColors: Sendable {
    public let mint = ThemeColor(light: 0xBFEBD6, dark: 0x1F3A2E)
    public let sky = ThemeColor(light: 0xCFE3FF, dark: 0x1E2D45)
    public let apricot = ThemeColor(light: 0xFFD9B8, dark: 0x3F2D1F)
    public let lavender = ThemeColor(light: 0xE0D7FF, dark: 0x2E2946)
    public let lemon = ThemeColor(light: 0xFFF0B3, dark: 0x3B3519)
    /// An envelope spent past its budget: iOS's red deepened (light) and lifted (dark) so its words
    /// read on the apricot block, 4.9:1 on #FFD9B8 and 5.1:1 on the dark apricot #3F2D1F.
    public let overBudget = ThemeColor(light: overBudgetRGB.light, dark: overBudgetRGB.dark)
    /// The over-budget red's light and dark values, which the theme's system red takes too.
    static let overBudgetRGB: (light: UInt32, dark: UInt32) = (0xB3261E, 0xFF7A70)
    /// The Delete swipe action: iOS's red, a shade deeper so its white words read (4.8:1, 4.4:1).
    public let deleteAction = ThemeColor(light: 0xD92D20, dark: 0xD8382D)
    /// The Edit swipe action: iOS's grey secondary action, deep enough for white words (5.2:1).
    public let editAction = ThemeColor(light: 0x6C6C72, dark: 0x636366)
    /// Indigo words and symbols on the ground or a card (the accent itself fills buttons): 6:1
    /// on the light ground, 6.4:1 on the dark one.
    public let link = ThemeColor(light: 0x4F46E5, dark: 0x8C87F6)
    /// The symbol and label on a swipe action.
    public let onAction = ThemeColor(light: 0xFFFFFF, dark: 0xFFFFFF)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("mint", mint), NamedColor("sky", sky), NamedColor("apricot", apricot),
         NamedColor("lavender", lavender), NamedColor("lemon", lemon), NamedColor("overBudget", overBudget),
         NamedColor("deleteAction", deleteAction), NamedColor("editAction", editAction), NamedColor("onAction", onAction),
         NamedColor("link", link)]
    }
}

extension ThemeColor {
    /// Budget Envelopes' envelope colours: `.budget.mint`, ...
    public static let budget = BudgetColors()
}
