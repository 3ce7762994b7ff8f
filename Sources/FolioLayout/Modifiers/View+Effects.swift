import Foundation

extension View {
    /// The view drawn moved by (x, y) without changing its layout (a group transform). The move is
    /// geometry: right to left it is the same, unless `alongReading` says `x` runs in the reading
    /// direction (a row the finger slides toward the leading edge), which then flips.
    public func offset(x: Double = 0, y: Double = 0, alongReading: Bool = false) -> any View {
        GroupModifier(content: self, change: .transform { _, direction in
            .translation(x: alongReading && direction == .rightToLeft ? -x : x, y: y)
        })
    }

    /// The view drawn turned by `degrees` (clockwise) about `anchor` (its leading side the right one,
    /// right to left), without changing its layout.
    public func rotationEffect(degrees: Double, anchor: Alignment = .center) -> any View {
        GroupModifier(content: self, change: .transform { size, direction in
            AffineTransform.rotation(degrees * .pi / 180).around(anchor.point(in: size, direction))
        })
    }

    /// The view drawn scaled by `scale` about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: Double, anchor: Alignment = .center) -> any View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// The view drawn scaled by `x` and `y` about `anchor` (its leading side the right one, right to
    /// left), without changing its layout.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: Alignment = .center) -> any View {
        GroupModifier(content: self, change: .transform { size, direction in
            AffineTransform.scale(x: x, y: y).around(anchor.point(in: size, direction))
        })
    }

    /// The view drawn as one layer at `opacity` (0 to 1).
    public func opacity(_ opacity: Double) -> any View {
        GroupModifier(content: self, change: .opacity(opacity))
    }

    /// The view clipped to the theme's shape for a use (`.card`, `.tile`, `.circle`, ...).
    public func clipShape(_ token: ShapeToken) -> any View {
        GroupModifier(content: self, change: .clip(.token(token)))
    }

    /// The view clipped to a shape in its own bounds.
    public func clipShape(_ shape: Shape) -> any View {
        GroupModifier(content: self, change: .clip(.shape(shape)))
    }

    /// A blurred shadow of the view's silhouette under it.
    public func shadow(color: ThemeColor = .shadow, radius: Double, x: Double = 0, y: Double = 0) -> any View {
        GroupModifier(content: self, change: .effect { env in
            .shadow(color: env.resolve(color), radius: radius, offset: Point(x: x, y: y))
        })
    }

    /// The theme's card shadow: soft in light mode, none in dark.
    public func cardShadow() -> any View {
        GroupModifier(content: self, change: .effect { $0.theme.cardShadow })
    }

    /// A blurred halo of the view's own colours behind it (tinted by `color` when given): the glow
    /// behind the streak number.
    public func glow(_ color: ThemeColor? = nil, radius: Double) -> any View {
        GroupModifier(content: self, change: .effect { env in
            .glow(color: color.map(env.resolve) ?? .clear, radius: radius)
        })
    }

    /// Glass behind the view in the theme's shape for `token` (a capsule by default): the floating
    /// dock, glass stops and segments.
    public func glass(_ token: ShapeToken = .pill) -> any View {
        background(Glass(token))
    }
}
