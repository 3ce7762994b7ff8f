import FolioDomain
import FolioLayout
import FolioPieces

/// A logged drink as a row you swipe away: the drink's badge, its name, the volume and what it
/// counts for, the time; slid open it shows Delete behind it.
struct WaterDrinkRow: View {
    var drink: Drink
    /// How far the row is slid, in points (negative toward the leading edge).
    var offset: Double = 0

    /// The offset of a row slid fully open.
    static let openOffset = -SwipeActionRow.fullWidth(of: 1)

    /// The name a finger finds the row by: "Coffee 12:13 PM".
    static func name(_ drink: Drink) -> String { drink.kind.displayName + " " + WaterFormat.time(drink.drunkAt.time) }

    var body: any View {
        SwipeActionRow(offset: offset, trailing: [.delete]) {
            HStack(spacing: Space.sm) {
                DrinkBadge(kind: drink.kind, diameter: 40)
                // At the accessibility sizes the time goes under the name and volume.
                AdaptiveStack(spacing: Space.sm, stackedSpacing: 2) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(drink.kind.displayName, style: .headline).whole()
                        Text(detail, style: .subheadline, color: .secondaryLabel).lineLimit(2)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    Text(WaterFormat.time(drink.drunkAt.time), style: TextStyle.subheadline.tabular(), color: .secondaryLabel).whole()
                        .lineLimit(1)
                }
            }
            // Compact rows (11 pt over and under the 40 pt badge, as tall as the Delete behind them):
            // the list under the calendar holds a row more before its "+N more".
            .padding(horizontal: Space.md, vertical: 11)
        }
        .role(.row, name: Self.name(drink))
    }

    private var detail: String {
        let volume = WaterFormat.ml(drink.volumeMl)
        return drink.kind == .water ? volume : volume + " · " + waterStrings("counts %@", .text(WaterFormat.ml(drink.hydrationMl)))
    }
}
