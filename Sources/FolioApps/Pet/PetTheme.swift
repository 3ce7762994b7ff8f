import FolioLayout

extension AppID {
    /// Self-Care Pet.
    public static let pet = AppID("pet")
}

extension AppTheme {
    /// Self-Care Pet's look: cards 28, tiles 20, and the system neutrals tinted to the app's character.
    public static let pet = AppTheme(.pet, light: petLight, dark: petDark, cardRadius: 28, tileRadius: 20,
                                     namedColors: ThemeColor.pet.all)

    // Storybook: a faint lilac ground, violet-black ink, violet actions. Secondary text reads at
    // 6:1 or more on every pastel card (and 3:1 where a piece dims it to .7: the trail's stops ahead),
    // tertiary text (placeholders, a done goal's line) at 4.5:1 on the fields and pastels, and still
    // on a done tile half under the home indicator's glass-grey (4.8:1 on #D3D1D9). The accent is the seed's
    // violet deepened (#5E40D6 for #7C5CF0) so violet words read at 4.8:1 on its own wash (the
    // selected tab) and white at 6.6:1 on it; the checks keep #7C5CF0.
    private static let petLight = Palette.neutral(.light).with {
        $0.background = .rgb(0xFBFAFF); $0.groupedBackground = .rgb(0xF5F2FC)
        $0.label = .rgb(0x1E1A2E); $0.secondaryLabel = .rgb(0x3A3450, 0.84); $0.tertiaryLabel = .rgb(0x3A3450, 0.80)
        $0.accent = .rgb(0x5E40D6); $0.shadow = .rgb(0x2A1F5C, 0.10)
        // The dock's glass is milkier than the system's (0.55), so its words keep 4.5:1 over the
        // lilac cards that scroll beneath it, the big text sizes' cards included.
        $0.glassTint = .rgb(0xFFFFFF, 0.8)
    }

    // In dark the accent is lifted (#9C86F6) so violet words read at 4.5:1 on the cards and on its
    // own wash, and what stands on an accent fill is a deep violet-black (6.2:1), not white (2.6:1).
    private static let petDark = Palette.neutral(.dark).with {
        $0.background = .rgb(0x0F0D16); $0.groupedBackground = .rgb(0x0F0D16)
        $0.card = .rgb(0x1E1B29); $0.raised = .rgb(0x2A2638); $0.label = .rgb(0xF6F3FF)
        $0.secondaryLabel = .rgb(0xE6E0FA, 0.72); $0.tertiaryLabel = .rgb(0xE6E0FA, 0.62)
        $0.accent = .rgb(0x9C86F6); $0.accentForeground = .rgb(0x171226); $0.glassTint = .rgb(0x1E1B29, 0.6)
    }
}
