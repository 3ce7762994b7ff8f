import FolioDomain
import FolioLayout
import FolioPieces

/// The day's summary (pushed): a headline that rises in word by word ("Goal met") and what the day
/// came to, the day's mascot under it, grinning once the goal is met, the week's mascots each filled
/// to its day's share of the goal, and the day's mix of drinks (``DrinkMix``), each a share of the
/// same total the headline counts.
public struct WaterSummaryScreen: View {
    /// The person's water, as the screen draws it.
    public var snapshot: WaterSnapshot
    /// How far the headline has risen in, 0…1.
    public var reveal: Double

    /// Today's summary drawn from `snapshot`, its headline `reveal` of the way in.
    public init(_ snapshot: WaterSnapshot, reveal: Double = 1) {
        self.snapshot = snapshot
        self.reveal = reveal
    }

    /// The day's mascot's height: the same on every phone.
    static let mascotSize = 172.0

    public var body: any View {
        let today = snapshot.today
        return Screen(background: .background, chrome: .navigation(title: waterStrings("Day summary"))) {
            VStack(spacing: Space.lg) {
                hero(today, mascot: Self.mascotSize)
                week.card(name: "This week")
                if !today.drinks.isEmpty { DrinkMix(day: today) }
            }
            .padding(EdgeInsets(top: 0, leading: Space.lg, bottom: Space.lg, trailing: Space.lg))
        }
    }

    /// The headline of a day: met, nearly there, or not begun, its last word emphasised (in every
    /// language: "Goal **met**", "Ziel **erreicht**").
    static func headline(_ day: WaterDay) -> (text: String, emphasis: Set<Int>) {
        let text = day.goalMet ? waterStrings("Goal met") : day.hydrationMl == 0 ? waterStrings("A fresh start") : waterStrings("Almost there")
        let words = text.split(separator: " ").count
        return (text, [max(0, words - 1)])
    }

    /// The week's goals as far as the week has gone: "4 of 4 days so far" on a Friday whose goal is
    /// not met yet (today counts once it is met; the days to come do not count at all).
    static func weekTally(_ snapshot: WaterSnapshot) -> String {
        let tally = snapshot.metSoFar(in: ISOWeek(containing: snapshot.date).days)
        if tally.happened == 0 { return waterStrings("The week starts today") }
        return tally.happened == 7 ? waterStrings("%1$lld of %2$lld days met", .integer(tally.met), .integer(7))
            : waterStrings("%1$lld of %2$lld days so far", .integer(tally.met), .integer(tally.happened))
    }

    private func hero(_ today: WaterDay, mascot: Double) -> any View {
        let headline = Self.headline(today)
        let streak = snapshot.currentStreak
        let total = waterStrings("%1$@ of %2$@", .text(Format.grouped(today.hydrationMl)), .text(WaterFormat.ml(today.goalMl)))
        let line = today.goalMet ? total + (streak > 1 ? " · " + waterStrings("%lld-day streak", .integer(streak)) : "")
            : today.hydrationMl == 0 ? waterStrings("Your first glass starts the day.")
            : waterStrings("%@ to go", .text(WaterFormat.ml(today.remainingMl)))
        return VStack(spacing: Space.xs) {
            TextReveal(headline.text, t: reveal, style: .largeTitle, emphasis: headline.emphasis)
                .frame(maxWidth: .infinity)
            Text(line, style: .subheadline, color: .secondaryLabel).lineLimit(2).multilineTextAlignment(.center)
            Mascot(.llama, fill: min(1, today.fractionOfGoal), face: today.face, size: mascot, wave: 0.35)
                .role(.mascot, name: "Day mascot")
                .padding(.top, Space.xs)
        }
    }

    private var week: any View {
        let days = snapshot.days(in: ISOWeek(containing: snapshot.date))
        return VStack(alignment: .leading, spacing: Space.sm) {
            AdaptiveStack(spacing: Space.xs) {
                Text(waterStrings("This week"), style: .headline).lineLimit(2)
                Spacer(minLength: 0)
                Text(Self.weekTally(snapshot), style: TextStyle.footnote.tabular(), color: .secondaryLabel)
                    .lineLimit(2).multilineTextAlignment(.trailing)
            }
            WeekMascots(days: days, today: snapshot.date, size: 40, showsVolume: true)
        }
    }
}
