/// A week of water as a weekly report tells it: the days with a record, what they added up to and
/// how many met the goal. Days after today and before the first record are not counted, so a week
/// the snapshot barely covers is not padded with zeros.
public struct WaterWeekSummary: Hashable, Sendable {
    /// The week.
    public var week: ISOWeek
    /// The days of the week that have a record, in order (empty when none has).
    public var days: [WaterDay]
    /// The daily goal, in ml.
    public var goalMl: Int

    /// A summary of `days` of `week`.
    public init(week: ISOWeek, days: [WaterDay], goalMl: Int) {
        self.week = week
        self.days = days
        self.goalMl = goalMl
    }

    /// Whether nothing was drunk on any recorded day (or no day has a record).
    public var isEmpty: Bool { days.allSatisfy(\.drinks.isEmpty) }

    /// The hydration of the recorded days, in ml: what counts towards the goal.
    public var totalHydrationMl: Int { days.reduce(0) { $0 + $1.hydrationMl } }

    /// Everything drunk on the recorded days, in ml.
    public var totalVolumeMl: Int { days.reduce(0) { $0 + $1.volumeMl } }

    /// The days that met the goal.
    public var daysMet: Int { days.filter(\.goalMet).count }

    /// The mean hydration of a recorded day, in ml (rounded); 0 when no day has a record.
    public var averageHydrationMl: Int {
        days.isEmpty ? 0 : (totalHydrationMl + days.count / 2) / days.count
    }

    /// The recorded day with the most hydration (the earliest of equals), nil when none drank.
    public var bestDay: WaterDay? {
        days.filter { !$0.drinks.isEmpty }.min { ($1.hydrationMl, $0.date) < ($0.hydrationMl, $1.date) }
    }

    /// Hydration by kind over the week, most first (ties in the kinds' order).
    public var hydrationByKind: [(kind: DrinkKind, ml: Int)] {
        var totals: [DrinkKind: Int] = [:]
        for day in days {
            for drink in day.drinks { totals[drink.kind, default: 0] += drink.hydrationMl }
        }
        return DrinkKind.allCases.compactMap { kind in totals[kind].map { (kind, $0) } }
            .enumerated().sorted { ($1.element.ml, $0.offset) < ($0.element.ml, $1.offset) }.map(\.element)
    }
}

extension WaterSnapshot {
    /// The days the snapshot has a record of: from the day of the first drink through today.
    public var recordedDays: ClosedRange<LocalDate> {
        min(drinks.map(\.drunkAt.date).min() ?? date, date)...date
    }

    /// The days of `week` the snapshot has a record of, or nil when the week lies outside them.
    public func recordedDays(in week: ISOWeek) -> ClosedRange<LocalDate>? {
        let span = recordedDays
        let first = max(week.monday, span.lowerBound), last = min(week.sunday, span.upperBound)
        return first <= last ? first...last : nil
    }

    /// The water of `week`: its recorded days, their totals and the days the goal was met.
    public func weekSummary(_ week: ISOWeek) -> WaterWeekSummary {
        let recorded = recordedDays(in: week)
        return WaterWeekSummary(week: week, days: week.days.filter { recorded?.contains($0) == true }.map(day), goalMl: goalMl)
    }
}
