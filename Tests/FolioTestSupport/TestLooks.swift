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
    public let azure = ThemeColor(light: 0x58B0EE, dark: 0x48A0DA), mint = ThemeColor(light: 0xD4F0E0, dark: 0x1D3027)
    public let peach = ThemeColor(light: 0xFFE0D0, dark: 0x382822)

    /// Every colour with its name.
    public var all: [NamedColor] { [NamedColor("azure", azure), NamedColor("mint", mint), NamedColor("peach", peach)] }
}

/// The square test look's named colours: bright ones, light and dark.
public struct SquareColors: Sendable {
    public let water = ThemeColor(light: 0x4CA4FC, dark: 0x3A8CDC), tea = ThemeColor(light: 0x78BC68, dark: 0x5A9A4C)
    public let coffee = ThemeColor(light: 0x885A38, dark: 0xA4724C), juice = ThemeColor(light: 0xFCA63C, dark: 0xDC8C28)
    public let soda = ThemeColor(light: 0xFC6888, dark: 0xDC5270), tomato = ThemeColor(light: 0xE4523C, dark: 0xCC442C)

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("water", water), NamedColor("tea", tea), NamedColor("coffee", coffee), NamedColor("juice", juice),
         NamedColor("soda", soda), NamedColor("tomato", tomato)]
    }
}

extension ThemeColor {
    /// The round test look's colours: `.round.azure`, ...
    public static let round = RoundColors()
    /// The square test look's colours: `.square.tea`, ...
    public static let square = SquareColors()
}
