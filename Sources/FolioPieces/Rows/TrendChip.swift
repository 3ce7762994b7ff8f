import FolioLayout

/// A change in a small tinted capsule: an arrow and the change ("+250 ml") in the tint, on a wash
/// of it, the ink deepened just enough to read on the wash (Stat Grid's trends, Live Stat's delta).
public struct TrendChip: View {
    /// The arrow before the change.
    public var arrow: Icon
    /// The change ("+250 ml").
    public var text: String
    /// The chip's hue (success, destructive, secondary).
    public var tint: ThemeColor
    /// How strong the wash under it is.
    public var wash: Double
    /// The chip's frame name.
    public var name: String
    /// Room around the arrow and the change.
    public var horizontalPadding: Double, verticalPadding: Double

    /// A chip of `text` after `arrow` in `tint` on a wash of it.
    public init(arrow: Icon, text: String, tint: ThemeColor, wash: Double = 0.13, name: String,
                horizontalPadding: Double = 6, verticalPadding: Double = 2) {
        self.arrow = arrow
        self.text = text
        self.tint = tint
        self.wash = wash
        self.name = name
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
    }

    public var body: any View {
        EnvironmentReader { env in
            chip(ink: ThemeColor(Self.ink(env.resolve(tint), wash: wash, on: env.resolve(.card))))
        }
    }

    /// The tint brought to read on its own wash over `surface`.
    public static func ink(_ color: Color, wash: Double, on surface: Color) -> Color {
        Ink.readable(color, on: color.opacity(color.alpha * wash).over(surface))
    }

    private func chip(ink: ThemeColor) -> any View {
        HStack(spacing: 2) {
            IconView(arrow, size: 13, color: ink, weight: .semibold)
            Text(text, style: TextStyle.footnote.weight(.semibold).tabular(), color: ink).lineLimit(1)
        }
        .padding(horizontal: horizontalPadding, vertical: verticalPadding)
        .background(ShapeView(.pill).fill(tint.opacity(wash)))
        .role(.badge, name: name)
    }
}
