import FolioLayout

extension AppID {
    /// Water and Streaks.
    public static let water = AppID("water")
}

extension AppTheme {
    /// Water and Streaks's look: cards 24, tiles 16, and the system neutrals tinted to the app's character.
    public static let water = AppTheme(.water, light: waterLight, dark: waterDark, cardRadius: 24, tileRadius: 16,
                                     namedColors: ThemeColor.water.all)

    // Fresh: a pale blue ground, deep navy ink, a deeper water blue for actions. Secondary text
    // reads at 4.7:1 or more on the card, the ground and a widget's wash; the accent at 6:1 as text
    // and under white.
    private static let waterLight = Palette.neutral(.light).with {
        $0.background = .rgb(0xF7FAFE); $0.groupedBackground = .rgb(0xEEF4FB)
        $0.label = .rgb(0x0B1A2A); $0.secondaryLabel = .rgb(0x2F3F52, 0.75); $0.tertiaryLabel = .rgb(0x2F3F52, 0.72)
        $0.accent = .rgb(0x1460BA); $0.shadow = .rgb(0x0B2A4A, 0.09)
    }

    // At night the accent is the bright water blue itself with deep navy on it (as Fitness puts
    // dark ink on its bright fills): 5:1 or more as text on every dark surface and 7.9:1 under the
    // navy, where a deep blue could not be both.
    private static let waterDark = Palette.neutral(.dark).with {
        $0.background = .rgb(0x05101B); $0.groupedBackground = .rgb(0x05101B)
        $0.card = .rgb(0x13202E); $0.raised = .rgb(0x1D2C3D); $0.label = .rgb(0xF2F7FC)
        $0.secondaryLabel = .rgb(0xDCE8F5, 0.66); $0.tertiaryLabel = .rgb(0xDCE8F5, 0.55)
        $0.accent = .rgb(0x5AACFF); $0.accentForeground = .rgb(0x04111F); $0.glassTint = .rgb(0x13202E, 0.6)
    }
}
