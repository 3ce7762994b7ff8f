import FolioLayout

extension AppID {
    /// The round test look's app.
    public static let round = AppID("round")
    /// The square test look's app.
    public static let square = AppID("square")
}

extension AppTheme {
    /// A test look with rounder corners than Folio's own (cards 28, tiles 20), a violet accent and
    /// pastels of its own: what the tests of the modules below the apps lay their views out in.
    public static let round = AppTheme(.round, light: Palette.neutral(.light).with { $0.accent = .rgb(0x7C5CF0) },
                                       dark: Palette.neutral(.dark).with { $0.accent = .rgb(0x8366F2) },
                                       cardRadius: 28, tileRadius: 20, namedColors: ThemeColor.round.all)

    /// A test look with Folio's own corners (cards 24, tiles 16), an indigo accent and bright named
    /// colours of its own, foreign to ``round``.
    public static let square = AppTheme(.square, light: Palette.neutral(.light).with { $0.accent = .rgb(0x4F46E5) },
                                        dark: Palette.neutral(.dark).with { $0.accent = .rgb(0x6D67F0) },
                                        namedColors: ThemeColor.square.all)

    /// The two test looks and Folio's own.
    public static let testLooks: [AppTheme] = [.round, .square, .folio]
}

/// The round test look's named colours: pastels, light and dark.
public struct RoundColors: Sendable {
    public let azure = ThemeColor(light: 0x5AB4F0, dark: 0x4BA3DE)
    public let peach = ThemeColor(light: 0xFFE3D3, dark: 0x3A2A24)
    public let mint = ThemeColor(light: 0xD6F2E3, dark: 0x1F3229)
    public let butter = ThemeColor(light: 0xFFF1C2, dark: 0x36301C)
    public let lilac = ThemeColor(light: 0xEBE3FF, dark: 0x2E2740)
    public let sky = ThemeColor(light: 0xDDF0FF, dark: 0x1E2C3A)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("azure", azure), NamedColor("peach", peach), NamedColor("mint", mint), NamedColor("butter", butter),
         NamedColor("lilac", lilac), NamedColor("sky", sky)]
    }
}

/// The square test look's named colours: bright ones.
public struct SquareColors: Sendable {
    public let water = ThemeColor(light: 0x4FA8FF, dark: 0x3D8FE0)
    public let tea = ThemeColor(light: 0x7BBF6A, dark: 0x5E9E50)
    public let coffee = ThemeColor(light: 0x8B5E3C, dark: 0xA87650)
    public let juice = ThemeColor(light: 0xFFA940, dark: 0xE08F2C)
    public let soda = ThemeColor(light: 0xFF6B8B, dark: 0xE05574)
    public let tomato = ThemeColor(light: 0xE8553E, dark: 0xD0462F)
    public let cream = ThemeColor(light: 0xFFF7EC, dark: 0x2B2A33)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("water", water), NamedColor("tea", tea), NamedColor("coffee", coffee), NamedColor("juice", juice),
         NamedColor("soda", soda), NamedColor("tomato", tomato), NamedColor("cream", cream)]
    }
}

extension ThemeColor {
    /// The round test look's colours: `.round.azure`, ...
    public static let round = RoundColors()
    /// The square test look's colours: `.square.tea`, ...
    public static let square = SquareColors()
}
