import FolioLayout

/// Self-Care Pet's own colours: Biscuit, the checks and the storybook pastels. In dark the pastels
/// become deep, muted versions of the same hues, never neon.
public struct PetColors: Sendable {
    /// Biscuit, the round azure companion.
    public let azure = ThemeColor(light: 0x5AB4F0, dark: 0x4BA3DE)
    /// The adventure scene.
    public let adventureLilac = ThemeColor(light: 0xC9B6F2, dark: 0x3A3054)
    /// Your check on Friends.
    public let violetCheck = ThemeColor(light: 0x7C5CF0, dark: 0x9179F2)
    /// Violet words and icons on a wash of the violet (Friends' tinted buttons): 5.5:1 in light,
    /// 5.2:1 in dark, where the check's violet itself reads under 4.5:1.
    public let violetInk = ThemeColor(light: 0x5E40D6, dark: 0xA48FF6)
    /// White on the app's coloured fills, in light and dark: the avatars' initials, the ticked
    /// check on the violet, Biscuit's shine.
    public let onColor = ThemeColor(light: 0xFFFFFF, dark: 0xFFFFFF)
    /// Your buddy's check on Friends.
    public let skyCheck = ThemeColor(light: 0x6EC6F5, dark: 0x5DB3E0)
    /// Storybook pastel card.
    public let peach = ThemeColor(light: 0xFFE3D3, dark: 0x3A2A24)
    /// Storybook pastel card.
    public let mint = ThemeColor(light: 0xD6F2E3, dark: 0x1F3229)
    /// Storybook pastel card.
    public let butter = ThemeColor(light: 0xFFF1C2, dark: 0x36301C)
    /// Storybook pastel card.
    public let lilac = ThemeColor(light: 0xEBE3FF, dark: 0x2E2740)
    /// Storybook pastel card.
    public let sky = ThemeColor(light: 0xDDF0FF, dark: 0x1E2C3A)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("azure", azure), NamedColor("adventureLilac", adventureLilac),
         NamedColor("violetCheck", violetCheck), NamedColor("violetInk", violetInk), NamedColor("onColor", onColor),
         NamedColor("skyCheck", skyCheck), NamedColor("peach", peach),
         NamedColor("mint", mint), NamedColor("butter", butter), NamedColor("lilac", lilac), NamedColor("sky", sky)]
    }
}

extension ThemeColor {
    /// Self-Care Pet's colours: `.pet.azure`, `.pet.lilac`, ...
    public static let pet = PetColors()
}
