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
        return Screen(background: .background, chrome: .navigation(title: "Day summary")) {
            VStack(spacing: Space.lg) {
                hero(today, mascot: Self.mascotSize)
                week.card(name: "This week")
                if !today.drinks.isEmpty { DrinkMix(day: today) }
            }
            .padding(EdgeInsets(top: 0, leading: Space.lg, bottom: Space.lg, trailing: Space.lg))
        }
    }

    /// The headline of a day: met, nearly there, or not begun.
    static func headline(_ day: WaterDay) -> (text: String, emphasis: Set<Int>) {
        if day.goalMet { return ("Goal met", [1]) }
        if day.hydrationMl == 0 { return ("A fresh start", [2]) }
        return ("Almost there", [1])
    }

    /// The week's goals as far as the week has gone: "4 of 4 days so far" on a Friday whose goal is
    /// not met yet (today counts once it is met; the days to come do not count at all).
    static func weekTally(_ snapshot: WaterSnapshot) -> String {
        let tally = snapshot.metSoFar(in: ISOWeek(containing: snapshot.date).days)
        if tally.happened == 0 { return "The week starts today" }
        return tally.happened == 7 ? "\(tally.met) of 7 days met" : "\(tally.met) of \(Format.days(tally.happened)) so far"
    }

    private func hero(_ today: WaterDay, mascot: Double) -> any View {
        let headline = Self.headline(today)
        let streak = snapshot.currentStreak
        let line = today.goalMet
            ? "\(Format.grouped(today.hydrationMl)) of \(WaterFormat.ml(today.goalMl))" + (streak > 1 ? " · \(streak)-day streak" : "")
            : today.hydrationMl == 0 ? "Your first glass starts the day." : "\(WaterFormat.ml(today.remainingMl)) to go"
        return VStack(spacing: Space.xs) {
            TextReveal(headline.text, t: reveal, style: .largeTitle, emphasis: headline.emphasis)
                .frame(maxWidth: .infinity)
            Text(line, style: .subheadline, color: .secondaryLabel).lineLimit(1)
            Mascot(.llama, fill: min(1, today.fractionOfGoal), face: today.face, size: mascot, wave: 0.35)
                .role(.mascot, name: "Day mascot")
                .padding(.top, Space.xs)
        }
    }

    private var week: any View {
        let days = snapshot.days(in: ISOWeek(containing: snapshot.date))
        return VStack(alignment: .leading, spacing: Space.sm) {
            HStack(spacing: Space.xs) {
                Text("This week", style: .headline).lineLimit(1)
                Spacer(minLength: 0)
                Text(Self.weekTally(snapshot), style: TextStyle.footnote.tabular(), color: .secondaryLabel).lineLimit(1)
            }
            WeekMascots(days: days, today: snapshot.date, size: 40, showsVolume: true)
        }
    }
}
