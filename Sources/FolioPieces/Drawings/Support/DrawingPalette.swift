import FolioLayout

/// The colours of the drawn characters and effects that no app palette names: designed for light
/// and dark like the app colours (a character keeps its identity in dark, only deeper and calmer).
enum DrawingPalette {
    /// The ink of mascot eyes and mouths: a deep blue-black that reads on azure and on water.
    static let faceInk = ThemeColor(light: 0x1D2740, dark: 0x182036)
    /// Inside an open mouth.
    static let tongue = ThemeColor(light: 0xFF8C8C, dark: 0xF07C80)
    /// Rosy cheeks.
    static let cheek = ThemeColor(light: 0xFF6F86, dark: 0xF0607A)
    /// Highlights, glints and sheen: white in both appearances.
    static let shine = ThemeColor(.white)
    /// The shaded edge of a white knob.
    static let knobShade = ThemeColor(light: 0xE6E9F0, dark: 0xD3D7E0)
    /// The glowing number's gradient, top to bottom: amber into coral.
    static let glowTop = ThemeColor(light: 0xFFC94D, dark: 0xFFD25E)
    static let glowBottom = ThemeColor(light: 0xFF6B3D, dark: 0xFF7A4A)
}
