import FolioLayout

/// Day Picker — a week in a row of tall capsules, weekday letter over date: days already done carry
/// a check, today is ringed in the accent with a dot, and the selected day is a filled capsule.
public struct DayPicker: View {
    /// One day of the week.
    public struct Day: Sendable {
        /// The weekday's letter ("M").
        public var weekday: String
        /// The day of the month.
        public var date: Int
        /// Whether the day is done (its goals kept, its water drunk).
        public var isTicked: Bool
        /// Whether it is today.
        public var isToday: Bool

        public init(weekday: String, date: Int, isTicked: Bool = false, isToday: Bool = false) {
            self.weekday = weekday
            self.date = date
            self.isTicked = isTicked
            self.isToday = isToday
        }
    }

    public var days: [Day]
    /// The index of the selected day, if any.
    public var selected: Int?

    public init(days: [Day], selected: Int? = nil) {
        self.days = days
        self.selected = selected
    }

    /// A week of seven days Monday first, the first one dated `firstDate`, each under the locale's
    /// narrow weekday ("M", "D", "ن").
    public static func week(from firstDate: Int, ticked: Set<Int> = [], today: Int? = nil) -> [Day] {
        (0..<7).map { i in
            let date = firstDate + i
            return Day(weekday: FolioLocale.current.format.narrowWeekdayName(i + 1), date: date,
                       isTicked: ticked.contains(date), isToday: today == date)
        }
    }

    public var body: any View {
        EnvironmentReader { env in
            HStack(spacing: 0) {
                for (i, day) in days.enumerated() {
                    cell(day, isSelected: i == selected, inks: Inks(env))
                        .frame(maxWidth: .infinity)
                }
            }
            .role(.group, name: "week")
            // Seven 44 pt cells share a phone's width: their dates grow no further than xxxLarge, as
            // the streak calendar's do, so "27" is never cut to "2…" at the accessibility sizes.
            .textSizeCapped(at: .xxxLarge)
        }
    }

    /// The selected capsule's fill and today's ink: the accent, deepened (or lifted) only as far as
    /// it must for the selected day's ink to read at 4.5:1 on it under its sheen (an orange accent
    /// under white read 2.4:1), and for today's date to read on its faint tint.
    struct Inks {
        var selectedFill: ThemeColor, today: ThemeColor

        init(_ env: Environment) {
            let accent = env.resolve(.accent)
            selectedFill = ThemeColor(Ink.readable(accent, on: env.resolve(.accentForeground), minimum: 5.6))
            // On a card or straight on the screen's background, whichever it lies on.
            today = ThemeColor([SemanticColor.card, .background].reduce(accent) { ink, ground in
                Ink.readable(ink, on: accent.opacity(DayPicker.todayTint).over(env.resolve(ThemeColor(ground))), minimum: 4.8)
            })
        }
    }

    /// How much of the accent tints today's capsule.
    static let todayTint = 0.08

    private func cell(_ day: Day, isSelected: Bool, inks: Inks) -> any View {
        let text: ThemeColor = isSelected ? .accentForeground : (day.isToday ? inks.today : .label)
        return VStack(spacing: Space.xxs) {
            Text(day.weekday, style: TextStyle.caption.weight(.semibold),
                 color: isSelected ? .accentForeground : .secondaryLabel)
                .lineLimit(1)
            Text("\(day.date)", style: TextStyle.headline.tabular(), color: text).lineLimit(1)
            mark(day, isSelected: isSelected).frame(width: 16, height: 16)
        }
        .padding(.vertical, Space.xs)
        .frame(width: 44)
        .background(capsule(day, isSelected: isSelected, fill: inks.selectedFill))
        .role(.pill, name: "\(day.weekday) \(day.date)")
        .tapTarget()
    }

    private func capsule(_ day: Day, isSelected: Bool, fill: ThemeColor) -> any View {
        if isSelected {
            return ZStack { ShapeView(.pill).fill(fill); RowInk.sheen(.pill, strength: 0.15) }
        }
        if day.isToday {
            return ShapeView(.pill).fill(.accent.opacity(Self.todayTint)).overlay(ShapeView(.pill).stroke(.accent, width: 1.5))
        }
        return ShapeView(.pill).fill(.clear)
    }

    /// A check in a small disc for a ticked day, a dot for today, nothing otherwise.
    private func mark(_ day: Day, isSelected: Bool) -> any View {
        if day.isTicked {
            return IconView(.check, size: 11, color: isSelected ? .accent : .accentForeground, weight: .bold)
                .frame(width: 16, height: 16)
                .background(ShapeView(.circle).fill(isSelected ? .accentForeground : .accent))
                .role(.indicator, name: "ticked")
        }
        if day.isToday {
            return ShapeView(.circle).fill(isSelected ? .accentForeground : .accent)
                .frame(width: 5, height: 5)
                .role(.indicator, name: "today")
        }
        return Spacer(minLength: 0)
    }
}
