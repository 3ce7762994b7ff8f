import FolioLayout

/// Typographic Cover — cover art made of type, as every recipe picture is: a block of a warm colour
/// (or cream paper with coloured type) in the theme's tile or card shape, lit softly from the top,
/// with the dish's name set large in Inter Display. Large covers set the name at the bottom under a
/// small kicker line (`.stacked`), a kicker pill (`.label`) or a huge faint initial that bleeds off
/// the top corner and always stays clear of the name (`.initial`); small ones (under 100 pt) show
/// one big initial. Names wrap by words, or by characters in scripts written without spaces, at
/// the largest size that fits, and right-to-left names are set from the trailing edge: no glyph is
/// ever clipped and no line ever leaves the cover.
public struct TypographicCover: View {
    /// How the type is composed.
    public enum Style: Sendable {
        /// Stacked words when there is room, a big initial on small covers.
        case automatic
        /// The name's words stacked from the bottom, under the kicker and a short rule.
        case stacked
        /// One big faint initial behind, clear of the name.
        case initial
        /// The kicker in a small pill at the top, the name below.
        case label
    }

    /// The dish ("Tomato soup").
    public var name: String
    /// A small line above the name ("Soup · 35 min"), shown on large covers.
    public var kicker: String?
    /// The block's colour: one of the app's warm cover colours.
    public var color: ThemeColor
    /// The type's colour; nil for tone-on-tone ink computed from the block.
    public var ink: ThemeColor?
    public var style: Style
    /// The shape: `.tile` in grids and rows, `.card` for a hero.
    public var shape: ShapeToken

    public init(name: String, kicker: String? = nil, color: ThemeColor, ink: ThemeColor? = nil,
                style: Style = .automatic, shape: ShapeToken = .tile) {
        self.name = name
        self.kicker = kicker
        self.color = color
        self.ink = ink
        self.style = style
        self.shape = shape
    }

    /// Tone-on-tone type for a block of `background`: its hue pushed to a deep shade or nearly to
    /// white: pale wherever it reads at 3.2:1 or more (it glows on the warm colours), else whichever
    /// reads better (mid colours such as saffron in dark go deep).
    static func ink(on background: Color) -> Color {
        let deep = background.mix(with: .black, amount: 0.78), pale = background.mix(with: .white, amount: 0.93)
        func contrast(_ c: Color) -> Double {
            let (a, b) = (c.luminance, background.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }
        return contrast(pale) >= 3.2 || contrast(pale) >= contrast(deep) ? pale : deep
    }

    /// Below this side a cover shows only its initial.
    static let smallSide = 100.0

    public var body: any View {
        Draw(idealSize: Size(width: 160, height: 160)) { size, env in
            let background = env.resolve(color)
            return CoverComposer(name: name, kicker: kicker, style: style, size: size, env: env)
                .frames(background: background, ink: ink.map(env.resolve) ?? Self.ink(on: background), shape: env.theme.shape(shape))
        }
        .clipShape(shape)
        .role(shape == .card ? .card : .tile, name: name)
    }
}
