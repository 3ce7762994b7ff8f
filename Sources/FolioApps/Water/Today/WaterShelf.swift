import FolioDomain
import FolioLayout
import FolioPieces

/// The shelf of drinks to log with one tap: a row of tiles (the drink's icon on a disc of its
/// colour, its name and volume) that runs off the trailing edge of the screen like a shelf that
/// scrolls sideways. The tile under a finger dips.
struct WaterShelf: View {
    var items: [ShelfItem]
    /// The id of the item under the finger, if any.
    var pressed: String?

    /// The tiles' size, in points.
    static let tileSize = Size(width: 88, height: 116)

    var body: any View {
        RunOff(content: HStack(spacing: Space.sm) {
            for item in items { tile(item) }
        }
        .padding(.horizontal, Space.lg))
    }

    private func tile(_ item: ShelfItem) -> any View {
        EnvironmentReader { env in tile(item, width: Self.width(env)) }
    }

    /// A tile's width: ``tileSize`` up to xxxLarge; at the accessibility sizes as much wider as the
    /// name's text grows, so "Coffee" and "200 ml" stay whole (the shelf scrolls sideways anyway).
    static func width(_ env: Environment) -> Double {
        env.textSize.isAccessibilitySize ? env.scaled(tileSize.width, like: .subheadline) : tileSize.width
    }

    private func tile(_ item: ShelfItem, width: Double) -> any View {
        VStack(spacing: Space.xs) {
            DrinkBadge(kind: item.kind, icon: item.icon, diameter: 46)
            VStack(spacing: 1) {
                Text(item.kind.displayName, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
                Text(WaterFormat.ml(item.volumeMl), style: TextStyle.footnote.tabular(), color: .secondaryLabel).lineLimit(1)
            }
        }
        .padding(.vertical, Space.sm)
        .frame(width: width)
        .frame(minHeight: Self.tileSize.height)
        .surface(.tile, fill: .card, name: item.label)
        .tapTarget()
        .cardShadow()
        .scaleEffect(item.id == pressed ? 0.93 : 1)
    }
}
