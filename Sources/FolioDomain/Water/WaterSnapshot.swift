import FolioCore

/// A person's water in the Water and Streaks app (`"schema": "folio.water/1"`): the daily goal,
/// every drink of the last month and today, the shelf, challenges and widgets. The streak and the
/// challenges' progress are computed from the drinks, never stored.
public struct WaterSnapshot: AppSnapshot, Hashable {
    /// The app id, "water".
    public static let appID = "water"
    /// The format's schema id.
    public static let schemaID = "folio.water/1"
    /// The app's name.
    public static let title = "Water and Streaks"

    /// The most drinks a snapshot holds.
    public static let maxDrinks = 5000

    /// Today, in the snapshot's time zone.
    public var date: LocalDate
    /// The time now, in the snapshot's time zone.
    public var time: LocalTime
    /// The time zone the date and times are in.
    public var timeZone: TimeZoneID
    /// The daily goal of hydration, in ml.
    public var goalMl: Int
    /// Every drink logged, today's and past days', none after now.
    public var drinks: [Drink]
    /// The drinks offered for one-tap logging.
    public var shelf: [ShelfItem]
    /// The challenges, joined or not (their progress is computed: `progress(of:)`).
    public var challenges: [Challenge]
    /// The widget settings.
    public var widgets: WidgetSettings

    /// A snapshot from its parts (not checked: use `decode` for untrusted data).
    public init(date: LocalDate, time: LocalTime, timeZone: TimeZoneID, goalMl: Int, drinks: [Drink],
                shelf: [ShelfItem], challenges: [Challenge], widgets: WidgetSettings) {
        self.date = date
        self.time = time
        self.timeZone = timeZone
        self.goalMl = goalMl
        self.drinks = drinks
        self.shelf = shelf
        self.challenges = challenges
        self.widgets = widgets
    }

    /// Reads and checks a snapshot from JSON text, reporting every problem with its path.
    public static func decode(_ text: String, file: String) throws(SnapshotError) -> WaterSnapshot {
        try SnapshotCodec.decode(text, file: file, as: WaterSnapshot.self)
    }

    /// The JSON Schema of the format, recorded from the reader.
    public static var jsonSchema: JSONValue { SnapshotCodec.schema(of: WaterSnapshot.self) }

    /// The date and time now.
    public var now: LocalDateTime { LocalDateTime(date: date, time: time) }

    /// The water of one day.
    public func day(_ day: LocalDate) -> WaterDay {
        WaterDay(date: day, drinks: drinks.filter { $0.drunkAt.date == day }.sorted { $0.drunkAt < $1.drunkAt }, goalMl: goalMl)
    }

    /// Today's water.
    public var today: WaterDay { day(date) }

    /// The days of `week`, Monday first (days after today are empty).
    public func days(in week: ISOWeek) -> [WaterDay] { week.days.map(day) }

    /// The `count` days up to and including today, oldest first.
    public func lastDays(_ count: Int) -> [WaterDay] {
        (0..<max(count, 0)).reversed().map { day(date.adding(days: -$0)) }
    }

    /// Consecutive days the goal was met up to yesterday, plus today once it is met (today not
    /// met yet does not break the streak; a past day not met does).
    public var currentStreak: Int {
        let met = Set(metDays)
        var count = met.contains(date) ? 1 : 0
        var day = date.adding(days: -1)
        while met.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    /// The days on which the goal was met, in order.
    public var metDays: [LocalDate] {
        var hydration: [LocalDate: Int] = [:]
        for drink in drinks { hydration[drink.drunkAt.date, default: 0] += drink.hydrationMl }
        return hydration.filter { $0.value >= goalMl }.keys.sorted()
    }
}

extension WaterSnapshot {
    /// Whether `day` is over for counting: a day before today, or today once its goal is met (until
    /// then today is under way, neither met nor missed). The month's "days met" and the week's
    /// "days so far" both count by it.
    public func hasHappened(_ day: LocalDate) -> Bool {
        day < date || (day == date && today.goalMet)
    }

    /// The days of `dates` that are over without the goal met, from the first day the log covers
    /// (a day before it is not a day missed, only a day before the app).
    public func missedDays(in dates: [LocalDate]) -> [LocalDate] {
        guard let first = drinks.map(\.drunkAt.date).min() else { return [] }
        let met = Set(metDays)
        return dates.filter { $0 >= first && $0 < date && !met.contains($0) }
    }

    /// Of `dates`, how many are over (``hasHappened(_:)``) and how many of those met the goal:
    /// "4 of 4 days so far" on a Friday whose goal is not met yet.
    public func metSoFar(in dates: [LocalDate]) -> (met: Int, happened: Int) {
        let happened = dates.filter(hasHappened)
        let met = Set(metDays)
        return (happened.filter(met.contains).count, happened.count)
    }
}
