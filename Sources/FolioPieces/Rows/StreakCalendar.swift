import FolioLayout

/// Streak Calendar — a month in seven columns where consecutive streak days join into capsules: one
/// capsule for each run of days in each week row (a run that crosses the week end continues in the
/// next row), a lone day a circle. Today is ringed; days still to come are quiet. Right to left the
/// week runs from the right, as iOS's calendars do: the first column is the rightmost.
public struct StreakCalendar: View {
    /// The month's name over the grid ("November"), if any.
    public var title: String?
    /// How many days the month has.
    public var dayCount: Int
    /// The column of the 1st (0 is the first weekday of the header).
    public var firstColumn: Int
    /// The days of the month in the streak.
    public var streak: Set<Int>
    /// Today's day of the month, if it is this month.
    public var today: Int?
    /// The weekday letters of the header, first column first; nil for the locale's narrow weekdays
    /// from Monday ("M T W T F S S", "M D M D F S S").
    public var weekdays: [String]?

    public init(title: String? = nil, dayCount: Int, firstColumn: Int, streak: Set<Int>, today: Int? = nil,
                weekdays: [String]? = nil) {
        self.title = title
        self.dayCount = max(0, dayCount)
        self.firstColumn = min(6, max(0, firstColumn))
        self.streak = streak
        self.today = today
        self.weekdays = weekdays
    }

    /// A run of streak days within one week row.
    struct Run: Hashable {
        var row: Int
        var firstColumn: Int
        var lastColumn: Int
        var firstDay: Int
        var lastDay: Int
    }

    /// The week rows the month takes.
    var rowCount: Int { (firstColumn + dayCount + 6) / 7 }

    /// The streak's runs, row by row: consecutive streak days in one row make one run.
    func runs() -> [Run] {
        var runs: [Run] = []
        for day in (1...max(1, dayCount)).filter(streak.contains) {
            let (row, column) = place(day)
            if var last = runs.last, last.row == row, last.lastDay == day - 1 {
                last.lastColumn = column
                last.lastDay = day
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(row: row, firstColumn: column, lastColumn: column, firstDay: day, lastDay: day))
            }
        }
        return runs
    }

    /// The row and column of a day.
    func place(_ day: Int) -> (row: Int, column: Int) {
        let index = firstColumn + day - 1
        return (index / 7, index % 7)
    }

    static let headerHeight = 24.0
    static let rowHeight = 44.0
    static let capsuleHeight = 36.0

    /// The centre of `day`'s cell in a calendar `width` points wide whose 1st is in `firstColumn`,
    /// the columns running from the right in right to left: where a view drawn over the calendar
    /// (a selection ring) puts its mark.
    public static func center(of day: Int, firstColumn: Int, width: Double, direction: LayoutDirection) -> Point {
        let index = firstColumn + day - 1
        return Point(x: columnCentre(index % 7, width: width, direction: direction),
                     y: headerHeight + rowHeight * (Double(index / 7) + 0.5))
    }

    /// The x of column `column`'s middle (0 the first weekday) in a grid `width` points wide.
    static func columnCentre(_ column: Int, width: Double, direction: LayoutDirection) -> Double {
        let visual = direction == .rightToLeft ? 6 - column : column
        return width / 7 * (Double(visual) + 0.5)
    }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            if let title {
                Text(title, style: .headline).lineLimit(1)
            }
            Draw(idealSize: Size(width: 7 * 48, height: gridHeight)) { size, env in
                grid(width: size.width, env)
            }
            .frame(height: gridHeight)
            .role(.chart, name: "streak calendar")
            // The day numbers sit in the grid's fixed 36 pt capsules: they grow no further than xxxLarge.
            .textSizeCapped(at: .xxxLarge)
        }
    }

    private var gridHeight: Double { Self.headerHeight + Double(rowCount) * Self.rowHeight }

    private func grid(width: Double, _ env: Environment) -> [Frame] {
        let column = width / 7
        func centre(_ c: Int) -> Double { Self.columnCentre(c, width: width, direction: env.layoutDirection) }
        // Monday first: weekdays 1…6, then Sunday (7, taken modulo 7).
        let letters = weekdays ?? (1...7).map(env.format.narrowWeekdayName)
        var frames: [Frame] = []
        for (c, letter) in letters.prefix(7).enumerated() {
            var text = RowInk.text(letter, style: TextStyle.caption.weight(.semibold), color: env.resolve(.secondaryLabel), in: env)
            text.origin = Point(x: centre(c) - text.size.width / 2, y: (Self.headerHeight - text.size.height) / 2 - 2)
            frames.append(text)
        }
        // The accent, deepened (or lifted) only as far as the days' ink must to read on it at 4.5:1
        // under its lighter top (white on Water's blue read 3.3:1).
        let accent = Ink.readable(env.resolve(.accent), on: env.resolve(.accentForeground), minimum: 5.4)
        let ch = Self.capsuleHeight
        for run in runs() {
            let (a, b) = (centre(run.firstColumn), centre(run.lastColumn))
            let x0 = min(a, b) - ch / 2, x1 = max(a, b) + ch / 2
            let y = Self.headerHeight + Double(run.row) * Self.rowHeight + (Self.rowHeight - ch) / 2
            let paint = Paint.linear(LinearGradient(start: .zero, end: Point(x: 0, y: ch), stops: [
                GradientStop(0, accent.mix(with: env.resolve(.glassRim).opacity(1), amount: 0.1)), GradientStop(1, accent)]))
            frames.append(Frame(origin: Point(x: x0, y: y), size: Size(width: x1 - x0, height: ch), role: .indicator,
                                name: "run \(run.firstDay)–\(run.lastDay)", item: .shape(ShapeItem(.capsule, fill: paint))))
        }
        for day in stride(from: 1, through: dayCount, by: 1) {
            frames.append(cell(day, column: column, centre: centre, env))
        }
        return frames
    }

    /// One day: its number centred on its column, on the capsule when in the streak, ringed when
    /// today, in a cell at least 44 pt wide (overlapping its neighbours a little on narrow grids,
    /// held inside the grid at its ends) that a finger can hit.
    private func cell(_ day: Int, column: Double, centre columnCentre: (Int) -> Double, _ env: Environment) -> Frame {
        let (row, c) = place(day)
        let width = max(column, 44)
        let centre = columnCentre(c)
        let x = min(max(0, centre - width / 2), column * 7 - width)
        let inStreak = streak.contains(day), isToday = day == today
        let isAhead = today.map { day > $0 } ?? false
        let color: ThemeColor = inStreak ? .accentForeground : isToday ? .accent : isAhead ? .tertiaryLabel : .label
        let weight: FontWeight = inStreak || isToday ? .semibold : .regular
        let size = Size(width: width, height: Self.rowHeight)
        let middle = centre - x
        // Today's number in the accent, deepened only as far as it must to read on the card.
        let ink = isToday && !inStreak ? Ink.readable(env.resolve(.accent), on: env.resolve(.card), minimum: 4.8) : env.resolve(color)
        var number = RowInk.text("\(day)", style: TextStyle.subheadline.weight(weight).tabular(), color: ink, in: env)
        number.origin = Point(x: middle - number.size.width / 2, y: (size.height - number.size.height) / 2)
        // A day still ahead is quiet on purpose: nothing can be done on it yet.
        var children = [isAhead ? Frame.group([number], size: size, name: InkRole.disabled.frameName) : number]
        if isToday {
            let side = inStreak ? Self.capsuleHeight - 6 : Self.capsuleHeight
            let ring = Stroke(env.resolve(inStreak ? .accentForeground : .accent), width: inStreak ? 1.5 : 2)
            children.insert(Frame(origin: Point(x: middle - side / 2, y: (size.height - side) / 2),
                                  size: Size(width: side, height: side), role: .indicator, name: "today",
                                  item: .shape(ShapeItem(.ellipse, stroke: ring))), at: 0)
        }
        var frame = Frame.group(children, origin: Point(x: x, y: Self.headerHeight + Double(row) * Self.rowHeight),
                                size: size, name: "day \(day)")
        frame.isTapTarget = true
        return frame
    }
}
