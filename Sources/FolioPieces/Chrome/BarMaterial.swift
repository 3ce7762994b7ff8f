import FolioLayout

/// What iOS puts behind its bars once content scrolls under them, filling the space offered. As a
/// navigation bar's `material`: a blur of what passes beneath, tinted with the screen's background
/// and edged by a hairline below. As a tab screen's `scrollEdge`: the background fading out from
/// the top over the status bar, so the time and glyphs stay clear of rows passing under them.
public struct BarMaterial: View {
    /// The kind of bar background.
    public enum Style: Sendable {
        /// The navigation bar's blurred, tinted material with a hairline.
        case material
        /// The soft fade of a screen without a bar.
        case scrollEdge
    }

    public var style: Style
    /// The screen's background, which tints the material.
    public var tint: ThemeColor

    /// A bar background of `style` tinted with `tint`.
    public init(_ style: Style, tint: ThemeColor) {
        self.style = style
        self.tint = tint
    }

    /// How opaque the material's tint is over its blur.
    public static let tintOpacity = 0.78

    public var body: any View {
        Draw { size, env in
            let color = env.resolve(tint)
            switch style {
            case .material:
                let blur = Effect.backdropBlur(radius: env.theme.glassBlurRadius, shape: .rect)
                let wash = Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: .solid(color.opacity(Self.tintOpacity)))))
                let hairline = Frame(origin: Point(x: 0, y: size.height - 0.5), size: Size(width: size.width, height: 0.5), role: .separator,
                                     item: .shape(ShapeItem(.rect, fill: .solid(env.resolve(.separator)))))
                return [.group([wash, hairline], size: size, role: .chrome, name: "bar material", group: Group(effects: [blur]))]
            case .scrollEdge:
                let fade = LinearGradient(start: .zero, end: Point(x: 0, y: size.height),
                                          stops: [GradientStop(0, color.opacity(0.94)), GradientStop(0.6, color.opacity(0.7)),
                                                  GradientStop(1, color.opacity(0))])
                return [Frame(size: size, role: .chrome, name: "scroll edge", item: .shape(ShapeItem(.rect, fill: .linear(fade))))]
            }
        }
    }
}
