import FolioLayout

/// Water and Streaks' own colours: one band of the day's blob per drink, and the streak's flame.
public struct WaterColors: Sendable {
    public let water = ThemeColor(light: 0x4FA8FF, dark: 0x3D95EB)
    public let coffee = ThemeColor(light: 0x8B5E3C, dark: 0xA5724C)
    public let tea = ThemeColor(light: 0x7BBF6A, dark: 0x68AC58)
    public let juice = ThemeColor(light: 0xFFA940, dark: 0xE8943A)
    public let milk = ThemeColor(light: 0xEFE6D8, dark: 0xBFB4A3)
    public let soda = ThemeColor(light: 0xFF6B8B, dark: 0xE85C7C)
    /// The streak's flame (and a finished challenge's trophy): a deep orange that reads at 3:1 on
    /// the card, the ground and a widget's wash by day, the bright one at night.
    public let flame = ThemeColor(light: 0xD9620B, dark: 0xFF9F0A)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("water", water), NamedColor("coffee", coffee), NamedColor("tea", tea),
         NamedColor("juice", juice), NamedColor("milk", milk), NamedColor("soda", soda),
         NamedColor("flame", flame)]
    }
}

extension ThemeColor {
    /// Water and Streaks' drink colours: `.water.coffee`, ...
    public static let water = WaterColors()
}
