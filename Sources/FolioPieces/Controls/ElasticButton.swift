import FolioLayout

/// The squashy action of the SwiftPieces look: a pill (primary: the accent, lit from the top, on a
/// soft coloured shadow; secondary: a quiet fill) or a round icon button. While a finger is down it
/// squashes about its centre, wider and flatter, and springs back; disabled it dims.
public struct ElasticButton: View {
    /// How the button is filled.
    public enum Style: Sendable {
        /// The one main action of a screen: the accent colour.
        case primary
        /// A quieter action beside or below it: a translucent fill, label-coloured text.
        case secondary
    }

    /// The label, or nil for a round icon button.
    public var title: String?
    public var icon: Icon?
    /// What the button does, for review and lint.
    public var name: String
    public var style: Style
    /// How far the press has gone: 0 at rest, 1 fully squashed (a spring may pass 1 a little).
    public var press: Double
    public var isEnabled: Bool
    /// Whether the pill takes all the width offered instead of hugging its label.
    public var expands: Bool
    /// The side of a round button, in points (56, or 44 in a list of rows).
    public var diameter: Double
    /// The fill of a primary button: the accent, or a colour of its own (a drink's on a widget's
    /// shelf, so buttons side by side tell their drinks apart); its ink is chosen to read on it.
    public var tint: ThemeColor

    /// A pill labelled `title`, with an optional leading icon.
    public init(_ title: String, icon: Icon? = nil, style: Style = .primary, press: Double = 0,
                isEnabled: Bool = true, expands: Bool = false) {
        self.title = title
        self.icon = icon
        self.name = title
        self.style = style
        self.press = press
        self.isEnabled = isEnabled
        self.expands = expands
        self.diameter = 56
        self.tint = .accent
    }

    /// A round button `diameter` points across (56 by default, never under 44) showing `icon`.
    public init(icon: Icon, name: String, style: Style = .primary, press: Double = 0, isEnabled: Bool = true,
                diameter: Double = 56, tint: ThemeColor = .accent) {
        self.title = nil
        self.icon = icon
        self.name = name
        self.style = style
        self.press = press
        self.isEnabled = isEnabled
        self.expands = false
        self.diameter = max(44, diameter)
        self.tint = tint
    }

    /// The squash at the current press: (horizontal, vertical) scale about the centre.
    public var squash: (x: Double, y: Double) { (1 + 0.025 * press, 1 - 0.1 * press) }

    public var body: any View {
        let shadowStrength = isEnabled && style == .primary ? 1 - 0.6 * min(1, max(0, press)) : 0
        return EnvironmentReader { env in
            let ink: ThemeColor = style == .secondary ? .label
                : tint == .accent ? .accentForeground : ThemeColor(Ink.on(env.resolve(tint)))
            let button = surface(label(ink))
                .scaleEffect(x: squash.x, y: squash.y)
                .actionLift(tint, strength: shadowStrength)
            if isEnabled { button } else { button.opacity(0.4).inkRole(.disabled) }
        }
    }

    private func label(_ ink: ThemeColor) -> any View {
        guard let title else {
            return IconView(icon ?? .plus, size: (diameter * 3 / 7).rounded(), color: ink, weight: .semibold).frame(width: diameter, height: diameter)
        }
        let row = HStack(spacing: Space.xs) {
            if let icon { IconView(icon, size: 20, color: ink, weight: .semibold, relativeTo: .headline) }
            // An action says what it does whole: at large sizes its label wraps, centred.
            Text(title, style: .headline, color: ink).whole().multilineTextAlignment(.center)
        }
        .padding(horizontal: Space.xl, vertical: Space.md)
        return expands ? row.frame(maxWidth: .infinity) : row
    }

    private func surface(_ label: any View) -> any View {
        let token: ShapeToken = title == nil ? .circle : .pill
        let fill: any View
        switch style {
        case .primary:
            let tint = self.tint
            fill = PaintedSurface(token: token) { env, size in ControlInk.lit(env.resolve(tint), height: size.height) }
        case .secondary:
            fill = ShapeView(token).fill(.fill)
        }
        return label.background(fill).role(token.role, name: name).tapTarget()
    }
}
