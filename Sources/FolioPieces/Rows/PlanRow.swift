import FolioLayout

/// Plan Row — one of today's goals on its own tile: the area's icon on a soft tint, the title over
/// its meta (the energy it is worth, its area), and a check circle on the trailing edge. Done, the
/// circle fills with a check and the title and icon step back.
public struct PlanRow: View {
    /// The goal ("Brush teeth").
    public var title: String
    /// The energy ticking it gives (shown as "+5 energy"); nil hides it.
    public var energy: Int?
    /// The area of self-care it belongs to ("Morning", "Body").
    public var area: String?
    /// The area's icon.
    public var icon: Icon
    /// The area's colour, behind the icon.
    public var tint: ThemeColor
    /// Whether the goal is done today.
    public var isDone: Bool

    public init(title: String, energy: Int? = 5, area: String? = nil, icon: Icon = .sparkles,
                tint: ThemeColor = .accent, isDone: Bool = false) {
        self.title = title
        self.energy = energy
        self.area = area
        self.icon = icon
        self.tint = tint
        self.isDone = isDone
    }

    public var body: any View {
        HStack(spacing: Space.sm) {
            IconView(icon, size: 22, color: tint, weight: .medium)
                .frame(width: 44, height: 44)
                .background(ShapeView(.circle).fill(tint.opacity(isDone ? 0.1 : 0.18)))
                .opacity(isDone ? 0.55 : 1)
            VStack(alignment: .leading, spacing: 2) {
                Text(title, style: .headline, color: isDone ? .secondaryLabel : .label).whole()
                meta
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            RowCheck(isOn: isDone, tint: .accent)
        }
        .padding(EdgeInsets(top: Space.sm, leading: Space.sm, bottom: Space.sm, trailing: Space.xxs))
        .surface(.tile, fill: .card, name: title)
        .tapTarget()
    }

    /// The energy and the area, side by side (one above the other at the accessibility sizes).
    private var meta: any View {
        EnvironmentReader { env in
            let stacked = env.textSize.isAccessibilitySize
            AdaptiveStack(spacing: Space.xxs) {
                if let energy {
                    HStack(spacing: Space.xxs) {
                        IconView(.bolt, size: 12, color: isDone ? .tertiaryLabel : .accent, relativeTo: .footnote)
                        Text(PieceWords.localized("+%lld energy", .integer(energy)), style: TextStyle.footnote.weight(.semibold),
                             color: isDone ? .tertiaryLabel : .accent)
                            .whole()
                    }
                    .layoutPriority(1)
                }
                if let area {
                    if energy != nil, !stacked {
                        Text("·", style: .footnote, color: .tertiaryLabel)
                    }
                    Text(area, style: .footnote, color: isDone ? .tertiaryLabel : .secondaryLabel)
                        .lineLimit(1)
                }
            }
        }
    }
}
