import FolioDomain
import FolioLayout
import FolioPieces

/// The month (pushed): the streak ring with how far the next milestone is, the month's streak
/// capsules with a day selected, that day's drinks as rows you swipe away (one slid open), and a
/// trophy button to the challenges.
public struct WaterMonthScreen: View {
    /// The person's water, as the screen draws it.
    public var snapshot: WaterSnapshot
    /// The day whose drinks are listed (today unless a day was tapped).
    public var selected: LocalDate
    /// The drink slid open, and how far (nil: every row at rest).
    public var openDrink: String?
    public var openOffset: Double

    /// The month of `selected` (today by default) with `openDrink` slid `openOffset` points.
    public init(_ snapshot: WaterSnapshot, selected: LocalDate? = nil, openDrink: String? = nil,
                openOffset: Double? = nil) {
        self.snapshot = snapshot
        self.selected = selected ?? snapshot.date
        self.openDrink = openDrink
        self.openOffset = openOffset ?? WaterDrinkRow.openOffset
    }

    public var body: any View {
        let month = MonthModel(snapshot: snapshot, selected: selected)
        return Screen(background: .background, chrome: .navigation(title: WaterFormat.month(selected), trailing: [
            RoundButton(.trophy, name: waterStrings("Challenges")),
        ])) {
            VStack(alignment: .leading, spacing: Space.lg) {
                streak(month)
                calendar(month)
                drinks(month)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.lg, trailing: Space.lg))
        }
    }

    private func streak(_ month: MonthModel) -> any View {
        let streak = snapshot.currentStreak
        let next = StreakRing.nextMilestone(after: streak)
        // Side by side, the ring beside its words; at the accessibility sizes the words go under it.
        return AdaptiveStack(spacing: Space.lg, stackedSpacing: Space.sm) {
            StreakRing(streak: streak, diameter: 104)
            VStack(alignment: .leading, spacing: Space.xxs) {
                Text(waterStrings("%lld-day streak", .integer(streak)), style: .title3).whole()
                Text(month.daysSoFar == 0 ? waterStrings("%@ has just begun", .text(WaterFormat.month(selected)))
                        : waterStrings("%1$lld of %2$lld days met in %3$@", .integer(month.metDays.count), .integer(month.daysSoFar),
                                       .text(WaterFormat.month(selected))),
                     style: .subheadline, color: .secondaryLabel).lineLimit(4)
                if next > streak {
                    Text(waterStrings("%1$lld more days to %2$lld", .integer(next - streak), .integer(next)),
                         style: TextStyle.footnote.weight(.semibold), color: .accent).lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private func calendar(_ month: MonthModel) -> any View {
        // Today's own ring marks it when it is the day selected; another day gets the selection ring.
        let calendar = StreakCalendar(dayCount: month.dayCount, firstColumn: month.firstColumn, streak: Set(month.metDays),
                                      today: month.today, weekdays: Weekday.allCases.map(WaterFormat.initial))
            .background(CalendarMisses(firstColumn: month.firstColumn, days: month.missedDays))
        return VStack(alignment: .leading, spacing: Space.xxs) {
            month.today == selected.day ? calendar : calendar.overlay(CalendarSelection(firstColumn: month.firstColumn, day: selected.day))
            if !month.missedDays.isEmpty { legend }
        }
        .padding(EdgeInsets(top: Space.xs, leading: Space.sm, bottom: Space.sm, trailing: Space.sm))
        .card(name: "Calendar", padding: 0)
    }

    /// What the calendar's marks mean: a capsule for the goal met, a grey disc for a day missed.
    private var legend: any View {
        HStack(spacing: Space.md) {
            for (name, color) in [(waterStrings("Goal met"), ThemeColor.accent), (waterStrings("Missed"), CalendarMisses.color)] {
                HStack(spacing: Space.xxs) {
                    ShapeView(.circle).fill(color).frame(width: 10, height: 10)
                    Text(name, style: .caption, color: .secondaryLabel).lineLimit(1)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .role(.group, name: "legend")
    }

    /// The day's drinks, latest first, every one a row, the list running on as the scroll does.
    private func drinks(_ month: MonthModel) -> any View {
        let day = snapshot.day(selected)
        return VStack(alignment: .leading, spacing: Space.xs) {
            AdaptiveStack(spacing: Space.xs) {
                Text(selected == snapshot.date ? waterStrings("Today") : WaterFormat.long(selected), style: .headline).lineLimit(2)
                    .layoutPriority(1)
                Spacer(minLength: 0)
                Text(WaterFormat.ml(day.hydrationMl), style: TextStyle.subheadline.tabular(), color: .secondaryLabel).lineLimit(1)
            }
            if day.drinks.isEmpty {
                Text(waterStrings("Nothing logged this day."), style: .subheadline, color: .secondaryLabel)
                    .frame(maxWidth: .infinity, minHeight: 56)
                    .tile(name: "No drinks")
            }
            for drink in day.drinks.reversed() {
                WaterDrinkRow(drink: drink, offset: drink.id == openDrink ? openOffset : 0)
            }
        }
    }
}

/// The month of a selected day as the screen needs it.
struct MonthModel {
    var dayCount: Int
    /// The column of the 1st, Monday 0.
    var firstColumn: Int
    /// The days of the month whose goal was met.
    var metDays: [Int]
    /// Today's day of the month when the month is this one.
    var today: Int?
    /// The days of the month up to today, today once its goal is met (all of them for a past month).
    var daysSoFar: Int
    /// The days of the month over without the goal met, since the log began.
    var missedDays: [Int]

    init(snapshot: WaterSnapshot, selected: LocalDate) {
        dayCount = LocalDate.daysInMonth(year: selected.year, month: selected.month)
        let first = selected.adding(days: 1 - selected.day)
        firstColumn = first.weekday.rawValue - 1
        metDays = snapshot.metDays.filter { $0.year == selected.year && $0.month == selected.month }.map(\.day)
        let thisMonth = snapshot.date.year == selected.year && snapshot.date.month == selected.month
        today = thisMonth ? snapshot.date.day : nil
        // Today counts once its goal is met; until then it is still under way, not a day missed.
        let dates = (0..<dayCount).map { first.adding(days: $0) }
        daysSoFar = dates.filter(snapshot.hasHappened).count
        missedDays = snapshot.missedDays(in: dates).map(\.day)
    }
}
