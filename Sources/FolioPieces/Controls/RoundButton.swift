import FolioLayout

/// A round icon button (44 pt by default): the trailing buttons of a Screen Header, the back
/// button of a navigation bar, a sheet's close. Always a circle and a tap target.
public struct RoundButton: View, Sendable {
    /// How the circle is filled.
    public enum Style: Sendable {
        /// A card-coloured circle lifted by a soft shadow, the icon in the label colour.
        case raised
        /// The app's accent, lit from the top, the icon in the accent's foreground.
        case accent
        /// A quiet translucent fill, for buttons on cards and sheets.
        case quiet
        /// Glass over whatever is behind it.
        case glass
    }

    public var icon: Icon
    /// What the button does, for review and lint ("Streak", "Back").
    public var name: String
    public var style: Style
    public var diameter: Double

    /// A round button showing `icon`; `diameter` should stay at 44 pt or more.
    public init(_ icon: Icon, name: String, style: Style = .raised, diameter: Double = 44) {
        self.icon = icon
        self.name = name
        self.style = style
        self.diameter = diameter
    }

    public var body: any View {
        let glyph = IconView(icon, size: (diameter * 0.45).rounded(), color: style == .accent ? .accentForeground : .label, weight: .semibold)
            .frame(width: diameter, height: diameter)
        switch style {
        case .raised:
            glyph.surface(.circle, fill: .card, name: name).shadow(radius: 10, y: 3).tapTarget()
        case .accent:
            glyph.background(PaintedSurface(token: .circle) { env, size in ControlInk.lit(env.resolve(.accent), height: size.height) })
                .role(.button, name: name).tapTarget().actionLift(.accent, strength: 0.6)
        case .quiet:
            glyph.surface(.circle, fill: .fill, name: name).tapTarget()
        case .glass:
            glyph.glass(.circle).role(.button, name: name).tapTarget()
        }
    }
}
