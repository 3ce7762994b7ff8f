import FolioLayout
import FolioPieces

/// A large total with its unit after it on the same baseline ("1,825 ml", "1.825 ml", "1,825 مل"):
/// the number rolling in an ``Odometer`` from `from` (or still, as plain text, without one), the unit
/// smaller and quieter. The two are
/// set on one baseline by their fonts' own descents (an Arabic unit sits deeper than a Latin one),
/// not by a fixed nudge.
struct TotalWithUnit: View {
    /// The total before it rolled (nil: it does not roll), and the total.
    var from: String?
    var to: String
    /// How far the digits have rolled, 0…1.
    var t: Double = 1
    var unit: String = WaterFormat.mlUnit

    static let numberStyle = TextStyle.largeTitle, unitStyle = TextStyle.title3.weight(.semibold)

    var body: any View {
        EnvironmentReader { env in
            HStack(alignment: .bottom, spacing: Space.xxs) {
                if let from {
                    Odometer(from: from, to: to, t: t, style: Self.numberStyle)
                } else {
                    Text(to, style: Self.numberStyle.tabular()).lineLimit(1)
                }
                Text(unit, style: Self.unitStyle, color: .secondaryLabel).lineLimit(1)
                    .offset(y: Self.descent(unit, Self.unitStyle, env) - Self.descent(to, Self.numberStyle, env))
            }
        }
    }

    /// How far `text` in `style` reaches below its baseline, at the environment's text size.
    static func descent(_ text: String, _ style: TextStyle, _ env: Environment) -> Double {
        let metrics = env.measurer.measure(text, style: env.scaled(style), width: nil, maxLines: 1)
        return metrics.size.height - metrics.baseline
    }
}
