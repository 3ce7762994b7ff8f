import FolioDomain
import FolioLayout
import FolioPieces

/// The day's mix of drinks on one card, as iOS shows a breakdown (Settings' storage bar): a bar cut
/// into one crisp segment per kind in the kind's own colour, each as long as its share of what the
/// day counts, over a row per kind, the biggest first, with its colour, what was poured and its
/// share. Every kind drunk has its row on every phone (five rows take about 260 pt).
struct DrinkMix: View {
    var day: WaterDay

    /// The kinds with what each counts for, the biggest share first (ties: the more hydrating).
    static func kinds(_ day: WaterDay) -> [(kind: DrinkKind, ml: Int)] {
        day.hydrationByKind.sorted { ($0.ml, $1.kind.hydrationPercent) > ($1.ml, $0.kind.hydrationPercent) }
    }

    static let barHeight = 12.0

    var body: any View {
        let kinds = Self.kinds(day)
        let total = Double(max(1, day.hydrationMl))
        let poured = Dictionary(day.volumeByKind.map { ($0.kind, $0.ml) }, uniquingKeysWith: +)
        return VStack(alignment: .leading, spacing: Space.sm) {
            AdaptiveStack(spacing: Space.xs) {
                Text(waterStrings("Your mix"), style: .headline).lineLimit(2)
                Spacer(minLength: 0)
                Text(waterStrings("%@ counted", .text(WaterFormat.ml(day.hydrationMl))), style: TextStyle.footnote.tabular(), color: .secondaryLabel)
                    .lineLimit(2).multilineTextAlignment(.trailing)
            }
            MixBar(shares: kinds.map { (Double($0.ml) / total, $0.kind.chartColor) })
                .frame(height: Self.barHeight)
                .role(.chart, name: "mix bar")
            VStack(spacing: 0) {
                for (i, entry) in kinds.enumerated() {
                    if i > 0 { Divider().padding(.leading, 22) }
                    row(entry.kind, counts: entry.ml, poured: poured[entry.kind] ?? entry.ml, share: Double(entry.ml) / total)
                }
            }
        }
        .card(name: "Your mix")
    }

    private func row(_ kind: DrinkKind, counts: Int, poured: Int, share: Double) -> any View {
        EnvironmentReader { env in row(kind, counts: counts, poured: poured, share: share, stacked: env.textSize.isAccessibilitySize) }
    }

    /// A kind's row: its name beside what was poured and its share, or (`stacked`, at the
    /// accessibility sizes) those under it, leading.
    private func row(_ kind: DrinkKind, counts: Int, poured: Int, share: Double, stacked: Bool) -> any View {
        AdaptiveStack(spacing: Space.sm) {
            HStack(spacing: Space.sm) {
                ShapeView(.circle).fill(kind.chartColor).frame(width: 10, height: 10)
                VStack(alignment: .leading, spacing: 0) {
                    Text(kind.displayName, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
                    if poured != counts {
                        Text(waterStrings("counts %@", .text(WaterFormat.ml(counts))), style: TextStyle.caption.tabular(), color: .secondaryLabel)
                            .lineLimit(1)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(alignment: stacked ? .leading : .trailing, spacing: 0) {
                Text(WaterFormat.ml(poured), style: TextStyle.subheadline.tabular()).lineLimit(1)
                Text(waterStrings("%@ of the day", .text(WaterFormat.percent(share))), style: TextStyle.caption.tabular(), color: .secondaryLabel)
                    .lineLimit(1)
            }
            .layoutPriority(1)
        }
        .padding(.vertical, Space.xxs)
        .frame(minHeight: 44)
        .role(.row, name: kind.displayName)
    }
}

/// A capsule bar cut into crisp segments, each `share` of the width in its colour, with a hairline
/// gap of the card between neighbours.
private struct MixBar: View {
    var shares: [(Double, ThemeColor)]

    var body: any View {
        Draw(idealSize: Size(width: 200, height: DrinkMix.barHeight)) { size, env in
            let gap = 2.0
            let usable = size.width - gap * Double(max(0, shares.count - 1))
            var x = 0.0
            var segments: [Frame] = []
            for (i, (share, color)) in shares.enumerated() {
                let width = i == shares.count - 1 ? size.width - x : max(1, usable * share)
                segments.append(Frame(origin: Point(x: x, y: 0), size: Size(width: width, height: size.height), role: .indicator,
                                      name: "segment \(i + 1)", item: .shape(ShapeItem(.rect, fill: .solid(env.resolve(color))))))
                x += width + gap
            }
            return [.group(segments, size: size, name: "segments", group: Group(clip: .capsule))]
        }
    }
}
