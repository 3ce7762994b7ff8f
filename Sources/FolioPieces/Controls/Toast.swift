import FolioLayout

/// A short confirmation that floats in from the top and rests there: a capsule with an icon in a
/// tinted disc and a line of text, on glass or a raised card fill with a soft shadow. `t` is its
/// arrival: 0 above its resting place and clear, 1 at rest (with a spring's small overshoot between).
public struct Toast: View {
    /// The surface of the capsule.
    public enum Style: Sendable {
        /// The raised surface colour (white in light, lifted grey in dark) with a soft shadow.
        case raised
        /// Glass over what is behind it, with a soft shadow.
        case glass
    }

    public var message: String
    public var icon: Icon
    /// The colour of the icon and its disc.
    public var tint: ThemeColor
    public var style: Style
    public var t: Double

    /// A toast saying `message` beside `icon`.
    public init(_ message: String, icon: Icon = .check, tint: ThemeColor = .accent, style: Style = .raised, t: Double = 1) {
        self.message = message
        self.icon = icon
        self.tint = tint
        self.style = style
        self.t = t
    }

    /// How far above its resting place the toast is at `t`, in points (negative: above).
    public var drop: Double { -72 * (1 - Motion.spring(t)) }

    public var body: any View {
        let content = HStack(spacing: Space.sm) {
            IconView(icon, size: 17, color: tint, weight: .semibold)
                .frame(width: 30, height: 30)
                .background(ShapeView(.circle).fill(tint.opacity(0.16)))
            Text(message, style: TextStyle.subheadline.weight(.semibold)).lineLimit(2)
        }
        .padding(EdgeInsets(top: Space.xs, leading: Space.xs, bottom: Space.xs, trailing: Space.lg))
        let surface: any View = style == .raised
            ? content.surface(.pill, fill: .raised, role: .group, name: "toast")
            : content.glass(.pill).role(.group, name: "toast")
        return surface
            .shadow(radius: 20, y: 8)
            .offset(y: drop)
            .opacity(Motion.clamp(t * 2.5))
    }
}
