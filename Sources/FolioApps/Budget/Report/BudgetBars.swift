import FolioDomain
import FolioLayout

/// Each budget's period as a bar on one scale for every row, where 100 % of a budget is a marked
/// line: what was spent earlier in the period pale, this week's spending in full colour after it,
/// and spending past the budget in the over colour beyond the line, so a 15 % overshoot shows as
/// 15 % past it (never rescaled to fill the bar). Read aloud as a list.
struct BudgetBars: View {
    /// One budget.
    struct Row {
        var label: String, icon: Icon, trailing: String
        /// Spent earlier in the period, this week, and what the budget holds, in minor units.
        var before, thisWeek, available: Int64

        /// Everything spent this period, as a share of the budget (1.15 is 15 % over).
        var share: Double { Double(before + thisWeek) / Double(max(1, available)) }
    }

    var rows: [Row]

    /// How far one scale reaches, as a share of a budget: the most spent, and never less than the
    /// budget itself, so the line sits at the same place on every row.
    var reach: Double { max(1, rows.map(\.share).max() ?? 1) }

    /// Where the 100 % line sits across a bar `width` wide.
    func budgetLine(in width: Double) -> Double { width / reach }

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            for row in rows {
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 6) {
                        IconView(row.icon, size: 13, color: .secondaryLabel)
                        Text(row.label, style: ReportType.label).lineLimit(1)
                        Spacer(minLength: Space.xs)
                        Text(row.trailing, style: ReportType.figure, color: row.share > 1 ? .budget.overBudget : .secondaryLabel)
                            .lineLimit(1)
                            .fixedSize()
                    }
                    bar(row)
                }
                .role(.row, name: row.label)
            }
        }
    }

    /// The row's bar: the budget's track up to the line, the spending on it, the overshoot past it.
    private func bar(_ row: Row) -> any View {
        let reach = reach
        return Draw(idealSize: Size(width: 240, height: 10)) { size, env in
            let line = size.width / reach, height = 7.0, top = (size.height - height) / 2
            let whole = Double(max(1, row.available))
            func x(_ amount: Int64) -> Double { min(size.width, line * Double(amount) / whole) }
            func piece(_ from: Double, _ to: Double, _ color: Color, _ name: String) -> Frame {
                Frame(origin: Point(x: from, y: top), size: Size(width: max(0, to - from), height: height), role: .indicator, name: name,
                      item: .shape(ShapeItem(.roundedRect(radius: height / 2, style: .circular), fill: .solid(color))))
            }
            let ink = env.resolve(.accent), over = env.resolve(.budget.overBudget)
            let spent = row.before + row.thisWeek
            var frames = [piece(0, line, env.resolve(.fill), "budget")]
            if row.before > 0 { frames.append(piece(0, min(line, x(spent)), ink.opacity(0.3), "earlier")) }
            if row.thisWeek > 0, x(row.before) < line {
                frames.append(piece(x(row.before), min(line, x(spent)), ink, "this week"))
            }
            if spent > row.available { frames.append(piece(line, x(spent), over, "over")) }
            frames.append(Frame(origin: Point(x: line - 0.75, y: 0), size: Size(width: 1.5, height: size.height), role: .separator,
                                name: "100%", item: .shape(ShapeItem(.rect, fill: .solid(env.resolve(.label))))))
            return frames
        }
        .frame(height: 10)
    }
}
