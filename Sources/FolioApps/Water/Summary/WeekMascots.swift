import FolioDomain
import FolioLayout
import FolioPieces

/// The week's mascots in a row, Monday first: each filled to its day's share of the goal with the
/// day's face, over the weekday's initial (today's in the accent); days still to come stand empty,
/// outlined llamas that still read at 3:1 on the card.
struct WeekMascots: View {
    var days: [WaterDay]
    var today: LocalDate
    var size: Double
    /// Whether each day shows its litres under the initial.
    var showsVolume = false

    var body: any View {
        HStack(spacing: 0) {
            for (i, day) in days.enumerated() { column(day, index: i) }
        }
        .frame(maxWidth: .infinity)
        // Seven columns of a chart: their initials and litres grow no further than xLarge.
        .textSizeCapped(at: .xLarge)
        .role(.group, name: "week")
    }

    private func column(_ day: WaterDay, index: Int) -> any View {
        let ahead = day.date > today
        let isToday = day.date == today
        return VStack(spacing: 2) {
            Mascot(ahead ? .llamaToCome : .llama, fill: ahead ? 0 : min(1, day.fractionOfGoal), face: ahead ? .calm : day.face,
                   size: size, wave: Double(index) * 0.17)
                .role(.mascot, name: WaterFormat.weekday(day.date.weekday))
            Text(WaterFormat.initial(day.date.weekday), style: TextStyle.caption.weight(isToday ? .bold : .semibold),
                 color: isToday ? .accent : .secondaryLabel).lineLimit(1)
            if showsVolume {
                Text(ahead ? " " : WaterFormat.litres(day.hydrationMl), style: TextStyle.caption2.tabular(), color: .secondaryLabel)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity)
    }
}
