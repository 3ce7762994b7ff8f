/// One app's semantic colours in one appearance. An app starts from ``neutral(_:)`` and tints it
/// to its character with ``with(_:)``.
public struct Palette: Hashable, Sendable {
    public var background, groupedBackground, card, raised: Color
    public var label, secondaryLabel, tertiaryLabel, separator: Color
    public var accent, accentForeground, fill: Color
    public var glassTint, glassRim, shadow: Color
    public var destructive, success, warning: Color

    /// The colour for a purpose.
    public subscript(color: SemanticColor) -> Color {
        switch color {
        case .background: background
        case .groupedBackground: groupedBackground
        case .card: card
        case .raised: raised
        case .label: label
        case .secondaryLabel: secondaryLabel
        case .tertiaryLabel: tertiaryLabel
        case .separator: separator
        case .accent: accent
        case .accentForeground: accentForeground
        case .fill: fill
        case .glassTint: glassTint
        case .glassRim: glassRim
        case .shadow: shadow
        case .destructive: destructive
        case .success: success
        case .warning: warning
        }
    }

    /// The iOS system neutrals of an appearance (DESIGN.md's starting points), but the light
    /// secondary label: iOS's 60 % reads 3.5–3.9:1 on white and the grouped grey, under the 4.5:1
    /// body text needs; 74 % reaches it on both.
    public static func neutral(_ appearance: Appearance) -> Palette {
        switch appearance {
        case .light:
            Palette(background: .rgb(0xFFFFFF), groupedBackground: .rgb(0xF2F2F7), card: .rgb(0xFFFFFF), raised: .rgb(0xFFFFFF),
                    label: .rgb(0x000000), secondaryLabel: .rgb(0x3C3C43, 0.74), tertiaryLabel: .rgb(0x3C3C43, 0.58),
                    separator: .rgb(0x3C3C43, 0.29), accent: .rgb(0x007AFF), accentForeground: .rgb(0xFFFFFF),
                    fill: .rgb(0x787880, 0.12), glassTint: .rgb(0xFFFFFF, 0.55), glassRim: .rgb(0xFFFFFF, 0.85),
                    shadow: .rgb(0x000000, 0.08), destructive: .rgb(0xFF3B30), success: .rgb(0x34C759), warning: .rgb(0xFF9500))
        case .dark:
            Palette(background: .rgb(0x000000), groupedBackground: .rgb(0x000000), card: .rgb(0x1C1C1E), raised: .rgb(0x2C2C2E),
                    label: .rgb(0xFFFFFF), secondaryLabel: .rgb(0xEBEBF5, 0.6), tertiaryLabel: .rgb(0xEBEBF5, 0.39),
                    separator: .rgb(0x545458, 0.6), accent: .rgb(0x0A7CF5), accentForeground: .rgb(0xF5F5FA),
                    fill: .rgb(0x787880, 0.24), glassTint: .rgb(0x1C1C1E, 0.6), glassRim: .rgb(0xFFFFFF, 0.16),
                    shadow: .rgb(0x000000, 0.5), destructive: .rgb(0xFF453A), success: .rgb(0x30D158), warning: .rgb(0xFF9F0A))
        }
    }

    /// The palette with some colours changed.
    public func with(_ change: (inout Palette) -> Void) -> Palette {
        var p = self
        change(&p)
        return p
    }
}
