import FolioDomain
import FolioPieces

/// What Progress shows for a snapshot: over the last 30 days, goals kept in each area with their
/// trend (the last 15 days against the 15 before), and the mood of each day.
struct ProgressModel {
    let snapshot: PetSnapshot

    /// The days Progress looks back over, today included.
    static let days = 30

    init(_ snapshot: PetSnapshot) {
        self.snapshot = snapshot
    }

    private var first: LocalDate { snapshot.date.adding(days: 1 - Self.days) }
    private var middle: LocalDate { snapshot.date.adding(days: 1 - Self.days / 2) }

    /// Goals kept in each area over the whole window.
    var kept: [CareArea: Int] { snapshot.goalsKept(from: first, through: snapshot.date) }

    /// The change in goals kept per area: the recent half of the window less the earlier half.
    func change(_ area: CareArea?) -> Int {
        let recent = snapshot.goalsKept(from: middle, through: snapshot.date)
        let earlier = snapshot.goalsKept(from: first, through: middle.adding(days: -1))
        func sum(_ counts: [CareArea: Int]) -> Int { area.map { counts[$0] ?? 0 } ?? counts.values.reduce(0, +) }
        return sum(recent) - sum(earlier)
    }

    /// One tile per area, then the total.
    var stats: [StatGrid.Stat] {
        let kept = self.kept
        let areas = CareArea.allCases.map { area in
            StatGrid.Stat(value: Format.grouped(kept[area] ?? 0), label: area.label, icon: area.icon, trend: Self.trend(change(area)))
        }
        return areas + [StatGrid.Stat(value: Format.grouped(kept.values.reduce(0, +)), label: petStrings("All"), icon: .grid, trend: Self.trend(change(nil)))]
    }

    /// What the trends compare, said under the tiles.
    static var comparison: String { petStrings("last %lld days vs the %lld before", .integer(days / 2), .integer(days / 2)) }

    /// A rise is praised in green; a fall is shown in a neutral grey, not as an alarm: fewer goals
    /// kept in one area is not a failure in a self-care app.
    private static func trend(_ delta: Int) -> StatGrid.Trend {
        if delta > 0 { return .up(Format.grouped(delta), isGood: true) }
        if delta < 0 { return .down(Format.grouped(-delta), isGood: nil) }
        return .none
    }

    /// The check-ins of the window: what the mood card's words say, by the rule the weekly
    /// report's mood page uses too.
    var mood: MoodSummary { snapshot.moodSummary(from: first, through: snapshot.date) }

    /// How many days the rolling line averages.
    static let rollingDays = 7

    /// The month of moods, oldest first: each day's check-in and the average of the week ending
    /// with it; a week's worth of days labelled from today back.
    var moodDays: [MoodTrendChart.Day] {
        let moods = snapshot.moods(days: Self.days)
        let averages = snapshot.rollingMood(days: Self.days, window: Self.rollingDays)
        return zip(moods, averages).enumerated().map { i, day in
            let fromToday = Self.days - 1 - i
            let label = fromToday == 0 ? petStrings("Today") : fromToday % 7 == 0 ? Format.shortDate(day.0.date) : nil
            return MoodTrendChart.Day(label: label, mood: day.0.mood, average: day.1.score)
        }
    }

    /// The card's verdict, "Okay on average"; nil without check-ins.
    var moodHeadline: String? { PetFormat.moodHeadline(mood) }

    /// "13 of 27 check-ins good or great".
    var moodDetail: String? {
        mood.isEmpty ? nil
            : petStrings("%1$lld of %2$lld check-ins good or great", .integer(mood.goodDays), .integer(mood.checkIns.count))
    }
}
