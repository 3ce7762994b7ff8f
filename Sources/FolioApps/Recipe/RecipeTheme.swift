import FolioLayout

extension AppID {
    /// Recipe and Cooking Mode.
    public static let recipe = AppID("recipe")
}

extension AppTheme {
    /// Recipe and Cooking Mode's look: cards 24, tiles 16, and the system neutrals tinted to the app's character.
    public static let recipe = AppTheme(.recipe, light: recipeLight, dark: recipeDark, cardRadius: 24, tileRadius: 16,
                                     namedColors: ThemeColor.recipe.all)

    /// The look of cooking mode's method: the app's, with the ink black and the number discs a
    /// whisper, since Focus Steps dims the steps around the one in focus to 50–55 %: the theme's
    /// ink there read 3.3:1 at their 14 pt and the numbers 2.9:1 on their discs.
    static let recipeMethod = AppTheme(.recipe, light: recipeLight.with {
        $0.label = .rgb(0x000000); $0.fill = .rgb(0x2B2A33, 0.04)
    }, dark: recipeDark, cardRadius: 24, tileRadius: 16, namedColors: ThemeColor.recipe.all)

    // Kitchen paper: ink on cream; actions in a deep paprika, clear of the tomato covers and of
    // destructive red, deep enough for white on the buttons (5.8:1) and for the time pills' and
    // Done's paprika on paper (4.6:1 and more); quiet text at 70 % ink reads 4.9:1 on the paper
    // and its pill tint (62 % read 4.1:1). The dock's glass is paper at 80 % (the system's 55 % let a
    // plum or ink cover passing under it take its labels under 4.5:1).
    private static let recipeLight = Palette.neutral(.light).with {
        $0.background = .rgb(0xFFF7EC); $0.groupedBackground = .rgb(0xFBF1E3)
        $0.label = .rgb(0x2B2A33); $0.secondaryLabel = .rgb(0x2B2A33, 0.7); $0.tertiaryLabel = .rgb(0x2B2A33, 0.53)
        $0.separator = .rgb(0x2B2A33, 0.2); $0.accent = .rgb(0xA34C16); $0.shadow = .rgb(0x4A2A10, 0.08)
        $0.glassTint = .rgb(0xFFF7EC, 0.8)
    }

    private static let recipeDark = Palette.neutral(.dark).with {
        $0.background = .rgb(0x16130F); $0.groupedBackground = .rgb(0x16130F)
        $0.card = .rgb(0x221E19); $0.raised = .rgb(0x2D2822); $0.label = .rgb(0xFBF3E8)
        $0.secondaryLabel = .rgb(0xF3E9DA, 0.6); $0.tertiaryLabel = .rgb(0xF3E9DA, 0.39)
        $0.accent = .rgb(0xEE9148); $0.accentForeground = .rgb(0x241608); $0.glassTint = .rgb(0x221E19, 0.72)
    }
}
