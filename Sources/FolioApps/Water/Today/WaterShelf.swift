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
        VStack(spacing: Space.xs) {
            DrinkBadge(kind: item.kind, icon: item.icon, diameter: 46)
            VStack(spacing: 1) {
                Text(item.kind.displayName, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
                Text(WaterFormat.ml(item.volumeMl), style: TextStyle.footnote.tabular(), color: .secondaryLabel).lineLimit(1)
            }
        }
        .frame(width: Self.tileSize.width, height: Self.tileSize.height)
        .surface(.tile, fill: .card, name: item.label)
        .tapTarget()
        .cardShadow()
        .scaleEffect(item.id == pressed ? 0.93 : 1)
    }
}
