extension Palette {
    /// The palette of `app` in `appearance`: the system neutrals, tinted to each app's character.
    static func of(_ app: AppID, _ appearance: Appearance) -> Palette {
        let base = neutral(appearance)
        switch (app, appearance) {
        case (.folio, _):
            return base
        case (.pet, .light):
            // Storybook: a faint lilac ground, violet-black ink, violet actions.
            return base.with {
                $0.background = rgb(0xFBFAFF); $0.groupedBackground = rgb(0xF5F2FC)
                $0.label = rgb(0x1E1A2E); $0.secondaryLabel = rgb(0x3A3450, 0.64); $0.tertiaryLabel = rgb(0x3A3450, 0.56)
                $0.accent = rgb(0x7C5CF0); $0.shadow = rgb(0x2A1F5C, 0.10)
            }
        case (.pet, .dark):
            return base.with {
                $0.background = rgb(0x0F0D16); $0.groupedBackground = rgb(0x0F0D16)
                $0.card = rgb(0x1E1B29); $0.raised = rgb(0x2A2638); $0.label = rgb(0xF6F3FF)
                $0.secondaryLabel = rgb(0xE6E0FA, 0.62); $0.tertiaryLabel = rgb(0xE6E0FA, 0.44)
                $0.accent = rgb(0x8366F2); $0.accentForeground = rgb(0xF4F1FF); $0.glassTint = rgb(0x1E1B29, 0.6)
            }
        case (.water, .light):
            // Fresh: a pale blue ground, deep navy ink, a deeper water blue for actions.
            return base.with {
                $0.background = rgb(0xF7FAFE); $0.groupedBackground = rgb(0xEEF4FB)
                $0.label = rgb(0x0B1A2A); $0.secondaryLabel = rgb(0x2F3F52, 0.64); $0.tertiaryLabel = rgb(0x2F3F52, 0.58)
                $0.accent = rgb(0x1F7FE0); $0.shadow = rgb(0x0B2A4A, 0.09)
            }
        case (.water, .dark):
            return base.with {
                $0.background = rgb(0x05101B); $0.groupedBackground = rgb(0x05101B)
                $0.card = rgb(0x13202E); $0.raised = rgb(0x1D2C3D); $0.label = rgb(0xF2F7FC)
                $0.secondaryLabel = rgb(0xDCE8F5, 0.62); $0.tertiaryLabel = rgb(0xDCE8F5, 0.4)
                $0.accent = rgb(0x2585E3); $0.accentForeground = rgb(0xF2F7FC); $0.glassTint = rgb(0x13202E, 0.6)
            }
        case (.recipe, .light):
            // Kitchen paper: ink on cream; actions in paprika orange, clear of the tomato covers and
            // of destructive red.
            return base.with {
                $0.background = rgb(0xFFF7EC); $0.groupedBackground = rgb(0xFBF1E3)
                $0.label = rgb(0x2B2A33); $0.secondaryLabel = rgb(0x2B2A33, 0.62); $0.tertiaryLabel = rgb(0x2B2A33, 0.53)
                $0.separator = rgb(0x2B2A33, 0.2); $0.accent = rgb(0xC2601C); $0.shadow = rgb(0x4A2A10, 0.08)
            }
        case (.recipe, .dark):
            return base.with {
                $0.background = rgb(0x16130F); $0.groupedBackground = rgb(0x16130F)
                $0.card = rgb(0x221E19); $0.raised = rgb(0x2D2822); $0.label = rgb(0xFBF3E8)
                $0.secondaryLabel = rgb(0xF3E9DA, 0.6); $0.tertiaryLabel = rgb(0xF3E9DA, 0.39)
                $0.accent = rgb(0xE8873E); $0.accentForeground = rgb(0x241608); $0.glassTint = rgb(0x221E19, 0.6)
            }
        case (.budget, .light):
            // Paper and ink: a warm off-white ground, near-black ink, an indigo accent that stays
            // apart from the success green (a Commit Button's success still changes colour) and
            // from the pastel envelope blocks.
            return base.with {
                $0.background = rgb(0xFAF9F6); $0.groupedBackground = rgb(0xF3F2EE)
                $0.label = rgb(0x16161D); $0.secondaryLabel = rgb(0x3A3A46, 0.66); $0.tertiaryLabel = rgb(0x3A3A46, 0.58)
                $0.accent = rgb(0x4F46E5); $0.accentForeground = rgb(0xFFFFFF); $0.shadow = rgb(0x1A1830, 0.08)
            }
        case (.budget, .dark):
            return base.with {
                $0.background = rgb(0x0D0D12); $0.groupedBackground = rgb(0x0D0D12)
                $0.card = rgb(0x1B1B23); $0.raised = rgb(0x26262F); $0.label = rgb(0xF5F5FA)
                $0.secondaryLabel = rgb(0xE4E4F0, 0.62); $0.tertiaryLabel = rgb(0xE4E4F0, 0.4)
                $0.accent = rgb(0x6D67F0); $0.accentForeground = rgb(0xF6F5FF); $0.glassTint = rgb(0x1B1B23, 0.6)
            }
        }
    }
}
