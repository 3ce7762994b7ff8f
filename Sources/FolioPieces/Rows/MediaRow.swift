import FolioLayout

/// Media Row — a row led by a picture: the picture on a tile (a typographic cover, or an icon on a
/// colour), the title over two quiet lines, and a trailing accessory (a chevron, a time pill, a
/// plain value).
public struct MediaRow: View {
    /// What ends the row on the trailing edge.
    public enum Accessory: Sendable {
        /// Nothing.
        case none
        /// A disclosure chevron: the row opens something.
        case chevron
        /// A small tinted pill with an icon ("35 min").
        case pill(String, icon: Icon? = nil)
        /// A plain value in the secondary colour ("12:40").
        case value(String)
    }

    /// The picture: any view, framed and clipped to a tile of `pictureSide` points.
    public var picture: any View
    /// The title ("Tomato soup").
    public var title: String
    /// The lines under the title, wrapped to at most two.
    public var detail: String
    public var accessory: Accessory
    /// The side of the picture's tile.
    public var pictureSide: Double

    public init(picture: any View, title: String, detail: String, accessory: Accessory = .chevron,
                pictureSide: Double = 64) {
        self.picture = picture
        self.title = title
        self.detail = detail
        self.accessory = accessory
        self.pictureSide = pictureSide
    }

    /// A picture made of an icon on a soft wash of its colour, for rows without cover art.
    public static func iconPicture(_ icon: Icon, color: ThemeColor) -> any View {
        IconView(icon, size: 28, color: color)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(ShapeView(.tile).fill(color.opacity(0.16)))
    }

    public var body: any View {
        EnvironmentReader { env in
            // At the accessibility sizes a pill or a value goes under the words, as iOS stacks a cell's
            // detail, so the title keeps the row's width (beside it, "Chickpea" broke inside the word).
            let stacked = env.textSize.isAccessibilitySize && accessoryStacks
            let thumbnail = picture
                .frame(width: pictureSide, height: pictureSide)
                .clipShape(.tile)
                .role(.tile, name: "picture")
            let words = VStack(alignment: .leading, spacing: 2) {
                Text(title, style: .headline).whole()
                Text(detail, style: .subheadline, color: .secondaryLabel).lineLimit(2)
                if stacked, let trailing = trailing(env) { trailing.padding(.top, Space.xxs) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            // From AX4 the picture goes above the words, as iOS cells put their image on top at the
            // largest sizes: beside it "shakshuka" broke inside the word at AX5.
            let row: any View = env.textSize >= .ax4
                ? VStack(alignment: .leading, spacing: Space.xs) {
                    thumbnail
                    HStack(spacing: Space.sm) {
                        words
                        if !stacked, let trailing = trailing(env) { trailing }
                    }
                }
                : HStack(spacing: Space.sm) {
                    thumbnail
                    words
                    if !stacked, let trailing = trailing(env) { trailing }
                }
            row
                .padding(horizontal: Space.md, vertical: Space.sm)
                .role(.row, name: title)
                .tapTarget()
        }
    }

    /// Whether the accessory is words (a pill or a value) that move under the title at the
    /// accessibility sizes; a chevron stays at the trailing edge.
    private var accessoryStacks: Bool {
        switch accessory {
        case .pill, .value: true
        case .none, .chevron: false
        }
    }

    private func trailing(_ env: Environment) -> (any View)? {
        switch accessory {
        case .none:
            return nil
        case .chevron:
            return IconView(.chevronRight, size: 16, color: .tertiaryLabel, weight: .semibold)
        case .pill(let text, let icon):
            // The accent deepened as far as it must to read at 4.5:1 on its tint over a pressed row's
            // highlight too, the darkest ground the pill stands on ("25 min" read 4.32:1 under a finger).
            let pressed = env.resolve(.accent).opacity(0.12).over(env.resolve(.fill).over(env.resolve(.card)))
            let ink = ThemeColor(Ink.readable(env.resolve(.accent), on: pressed, minimum: 4.6))
            return HStack(spacing: Space.xxs) {
                if let icon { IconView(icon, size: 13, color: ink, weight: .semibold) }
                Text(text, style: TextStyle.footnote.weight(.semibold).tabular(), color: ink).lineLimit(1)
            }
            .padding(horizontal: Space.xs + 2, vertical: 5)
            .background(ShapeView(.pill).fill(.accent.opacity(0.12)))
            .role(.badge, name: text)
        case .value(let text):
            return Text(text, style: TextStyle.subheadline.tabular(), color: .secondaryLabel).lineLimit(1)
        }
    }
}
