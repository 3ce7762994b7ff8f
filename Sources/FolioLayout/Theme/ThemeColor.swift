/// A colour as a view asks for it, resolved against the theme when laid out: a semantic colour
/// (`.card`, `.label`, `.accent`), an app colour with designed light and dark values
/// (an app's named colours, which its folder declares), or a fixed colour; any of them at a reduced opacity.
public struct ThemeColor: Hashable, Sendable {
    private enum Source: Hashable, Sendable {
        case semantic(SemanticColor)
        case adaptive(light: Color, dark: Color)
    }

    private let source: Source
    private let alpha: Double

    private init(source: Source, alpha: Double) {
        self.source = source
        self.alpha = alpha
    }

    /// The theme's colour for a purpose.
    public init(_ semantic: SemanticColor) {
        self.init(source: .semantic(semantic), alpha: 1)
    }

    /// The same colour in light and dark.
    public init(_ color: Color) {
        self.init(source: .adaptive(light: color, dark: color), alpha: 1)
    }

    /// A colour designed for each appearance.
    public init(light: Color, dark: Color) {
        self.init(source: .adaptive(light: light, dark: dark), alpha: 1)
    }

    /// A colour designed for each appearance, from 24-bit literals (`0x5AB4F0`).
    public init(light: UInt32, dark: UInt32) {
        self.init(light: Color(rgb: light), dark: Color(rgb: dark))
    }

    /// The same colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> ThemeColor {
        ThemeColor(source: source, alpha: alpha * opacity)
    }

    /// The concrete colour in `theme`.
    public func resolve(in theme: Theme) -> Color {
        let base: Color
        switch source {
        case .semantic(let s): base = theme.color(s)
        case .adaptive(let light, let dark): base = theme.appearance == .light ? light : dark
        }
        return alpha == 1 ? base : base.opacity(base.alpha * alpha)
    }

    public static let background = ThemeColor(.background)
    public static let groupedBackground = ThemeColor(.groupedBackground)
    public static let card = ThemeColor(.card)
    public static let raised = ThemeColor(.raised)
    public static let label = ThemeColor(.label)
    public static let secondaryLabel = ThemeColor(.secondaryLabel)
    public static let tertiaryLabel = ThemeColor(.tertiaryLabel)
    public static let separator = ThemeColor(.separator)
    public static let accent = ThemeColor(.accent)
    public static let accentForeground = ThemeColor(.accentForeground)
    public static let fill = ThemeColor(.fill)
    public static let glassTint = ThemeColor(.glassTint)
    public static let glassRim = ThemeColor(.glassRim)
    public static let shadow = ThemeColor(.shadow)
    public static let destructive = ThemeColor(.destructive)
    public static let success = ThemeColor(.success)
    public static let warning = ThemeColor(.warning)
    /// Nothing: a fill that draws no pixels.
    public static let clear = ThemeColor(Color.clear)
}
