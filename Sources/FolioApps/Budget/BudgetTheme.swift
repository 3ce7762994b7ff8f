import FolioLayout

extension AppID {
    /// Budget Envelopes.
    public static let budget = AppID("budget")
}

extension AppTheme {
    /// Budget Envelopes's look: cards 24, tiles 16, and the system neutrals tinted to the app's character.
    public static let budget = AppTheme(.budget, light: budgetLight, dark: budgetDark, cardRadius: 24, tileRadius: 16,
                                     namedColors: ThemeColor.budget.all)

    // Paper and ink: a warm off-white ground, near-black ink, an indigo accent that stays
    // apart from the success green (a Commit Button's success still changes colour) and
    // from the pastel envelope blocks. In dark the indigo is deep enough for white words on a
    // button (5.9:1, about 4.5:1 under the button's top sheen); indigo words on the dark ground
    // take the lighter `link` colour instead. Secondary words stay 5:1 on the pastel blocks and
    // 6:1 on white (5:1 on the dark blocks). The system red ("destructive", which the blocks' over amounts use) is the
    // app's over-budget red.
    private static let budgetLight = Palette.neutral(.light).with {
        $0.background = .rgb(0xFAF9F6); $0.groupedBackground = .rgb(0xF3F2EE)
        $0.label = .rgb(0x16161D); $0.secondaryLabel = .rgb(0x3A3A46, 0.8); $0.tertiaryLabel = .rgb(0x3A3A46, 0.58)
        $0.accent = .rgb(0x4F46E5); $0.accentForeground = .rgb(0xFFFFFF); $0.shadow = .rgb(0x1A1830, 0.08)
        $0.destructive = .rgb(BudgetColors.overBudgetRGB.light)
    }

    /// Budget Envelopes's look for a picker's selection (the Choice of a rhythm): in dark its
    /// accent is the lighter indigo of words (`link`), so the check on the selected row's indigo
    /// wash reads (4:1; the button indigo gives 2.5:1). Light is the app's own.
    static let budgetSelection = AppTheme(.budget, light: budgetLight, dark: budgetDark.with { $0.accent = .rgb(0x8C87F6) },
                                          cardRadius: 24, tileRadius: 16, namedColors: ThemeColor.budget.all)

    private static let budgetDark = Palette.neutral(.dark).with {
        $0.background = .rgb(0x0D0D12); $0.groupedBackground = .rgb(0x0D0D12)
        $0.card = .rgb(0x1B1B23); $0.raised = .rgb(0x26262F); $0.label = .rgb(0xF5F5FA)
        $0.secondaryLabel = .rgb(0xE4E4F0, 0.68); $0.tertiaryLabel = .rgb(0xE4E4F0, 0.4)
        $0.accent = .rgb(0x5750DC); $0.accentForeground = .rgb(0xFFFFFF); $0.glassTint = .rgb(0x1B1B23, 0.6)
        $0.destructive = .rgb(BudgetColors.overBudgetRGB.dark)
    }
}

extension View {
    /// This view (a picker) in Budget Envelopes' selection look, ``AppTheme/budgetSelection``, in the
    /// appearance around it.
    func budgetSelection() -> any View {
        EnvironmentReader { env in
            self.theme(Theme(app: .budgetSelection, appearance: env.theme.appearance))
        }
    }
}
