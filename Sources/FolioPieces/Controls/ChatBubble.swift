import FolioLayout

/// A line of speech: wrapping text in a rounded bubble whose tail curls out of the bottom corner
/// toward the speaker, drawn with the bubble as one smooth outline. It hugs short text and wraps
/// long text at `maxWidth`; `appear` pops it in from its tail.
public struct ChatBubble: View {
    /// The side of the speaker, where the tail points.
    public enum Side: Sendable {
        case leading, trailing
    }

    /// How the bubble is filled.
    public enum Style: Sendable {
        /// A card-coloured bubble with label text and a soft shadow: the companion, a friend.
        case card
        /// The accent with its foreground: you.
        case accent
    }

    public var text: String
    public var tail: Side
    public var style: Style
    public var maxWidth: Double
    /// How far the pop-in has gone: 0 small and clear at the tail, 1 at rest.
    public var appear: Double

    /// A bubble saying `text` with its tail on `tail`'s side; card-filled when the tail is leading
    /// and accent-filled when trailing unless `style` says otherwise.
    public init(_ text: String, tail: Side = .leading, style: Style? = nil, maxWidth: Double = 280, appear: Double = 1) {
        self.text = text
        self.tail = tail
        self.style = style ?? (tail == .leading ? .card : .accent)
        self.maxWidth = maxWidth
        self.appear = appear
    }

    /// How far the tail reaches out of the bubble's side, in points.
    public static let tailWidth = 7.0

    public var body: any View {
        let leading = tail == .leading
        let pop = Motion.spring(appear)
        let anchor: Alignment = leading ? .bottomLeading : .bottomTrailing
        let bubble = WidthCap(maxWidth: maxWidth, content:
            Text(text, style: .body, color: style == .card ? .label : .accentForeground)
                .padding(EdgeInsets(top: 10, leading: 14 + (leading ? Self.tailWidth : 0),
                                    bottom: 10, trailing: 14 + (leading ? 0 : Self.tailWidth)))
                .background(outline(leading))
        )
        .role(.group, name: "bubble")
        return (style == .card ? bubble.shadow(radius: 10, y: 3) : bubble)
        .scaleEffect(0.6 + 0.4 * pop, anchor: anchor)
        .opacity(Motion.clamp(appear * 3))
    }

    private func outline(_ leading: Bool) -> any View {
        let style = self.style
        return Draw { size, env in
            let radius = min(env.theme.radius(.tile), size.height / 2)
            // Right to left, the leading side (and the tail) is the right.
            let path = Self.path(in: size, radius: radius, tailOnLeft: leading == (env.layoutDirection == .leftToRight))
            let fill = env.resolve(style == .card ? .card : .accent)
            return [Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(path), fill: .solid(fill))))]
        }
    }

    /// The bubble and its tail as one closed outline in a box of `size`: a rounded body inset by the
    /// tail's width on one side, whose bottom edge sweeps out to the tail's tip and curls back up the side.
    public static func path(in size: Size, radius r: Double, tailOnLeft: Bool) -> Path {
        let (w, h, tw) = (size.width, size.height, tailWidth)
        let k = 0.5523 * r
        // Drawn with the tail on the left; mirrored for the right.
        func p(_ x: Double, _ y: Double) -> Point { Point(x: tailOnLeft ? x : w - x, y: y) }
        var path = Path()
        path.move(to: p(tw + r, 0))
        path.line(to: p(w - r, 0))
        path.curve(to: p(w, r), control1: p(w - r + k, 0), control2: p(w, r - k))
        path.line(to: p(w, h - r))
        path.curve(to: p(w - r, h), control1: p(w, h - r + k), control2: p(w - r + k, h))
        path.line(to: p(tw + r * 0.8, h))
        // The tail: out along the bottom to its tip, then a concave curl back up into the side.
        path.curve(to: p(0, h), control1: p(tw + r * 0.35, h), control2: p(tw * 0.45, h + 0.2))
        path.curve(to: p(tw, h - r * 0.75), control1: p(tw * 0.7, h - 1.5), control2: p(tw, h - r * 0.35))
        path.line(to: p(tw, r))
        path.curve(to: p(tw + r, 0), control1: p(tw, r - k), control2: p(tw + r - k, 0))
        path.close()
        return path
    }
}
