import FolioLayout

extension AppID {
    /// Self-Care Pet.
    public static let pet = AppID("pet")
}

extension AppTheme {
    /// Self-Care Pet's look: cards 28, tiles 20, and the system neutrals tinted to the app's character.
    public static let pet = AppTheme(.pet, light: petLight, dark: petDark, cardRadius: 28, tileRadius: 20,
                                     namedColors: ThemeColor.pet.all)

    // Storybook: a faint lilac ground, violet-black ink, violet actions.
    private static let petLight = Palette.neutral(.light).with {
        $0.background = .rgb(0xFBFAFF); $0.groupedBackground = .rgb(0xF5F2FC)
        $0.label = .rgb(0x1E1A2E); $0.secondaryLabel = .rgb(0x3A3450, 0.64); $0.tertiaryLabel = .rgb(0x3A3450, 0.56)
        $0.accent = .rgb(0x7C5CF0); $0.shadow = .rgb(0x2A1F5C, 0.10)
    }

    private static let petDark = Palette.neutral(.dark).with {
        $0.background = .rgb(0x0F0D16); $0.groupedBackground = .rgb(0x0F0D16)
        $0.card = .rgb(0x1E1B29); $0.raised = .rgb(0x2A2638); $0.label = .rgb(0xF6F3FF)
        $0.secondaryLabel = .rgb(0xE6E0FA, 0.62); $0.tertiaryLabel = .rgb(0xE6E0FA, 0.44)
        $0.accent = .rgb(0x8366F2); $0.accentForeground = .rgb(0xF4F1FF); $0.glassTint = .rgb(0x1E1B29, 0.6)
    }
}
