/// Dates and times in a locale's order and names (CLDR 44's skeletons `MMMd`, `EEEEMMMMd`, `MMMMd`,
/// and `jmm` as the brief sets it: 12-hour English, 24-hour German and Arabic).
extension LocaleFormat {
    /// How much of a date is written.
    public enum DateStyle: Sendable, CaseIterable {
        /// "Nov 27", "27. Nov.", "27 نوفمبر".
        case abbreviated
        /// "November 27", "27. November", "27 نوفمبر".
        case monthAndDay
        /// "Friday, November 27", "Freitag, 27. November", "الجمعة، 27 نوفمبر".
        case full
    }

    /// The Gregorian date `year`-`month`-`day` (month 1…12) in `style`; a month outside 1…12 is
    /// written as its number.
    public func date(year: Int, month: Int, day: Int, style: DateStyle) -> String {
        let dayText = String(day)
        let monthText: String
        switch style {
        case .abbreviated: monthText = monthName(month, abbreviated: true)
        case .monthAndDay, .full: monthText = monthName(month, abbreviated: false)
        }
        let monthDay: String
        switch tables {
        case .de: monthDay = "\(dayText). \(monthText)"
        case .ar: monthDay = "\(dayText) \(monthText)"
        default: monthDay = "\(monthText) \(dayText)"
        }
        guard style == .full else { return monthDay }
        let weekday = weekdayName(Self.weekday(year: year, month: month, day: day), abbreviated: false)
        return weekday + (tables == .ar ? "، " : ", ") + monthDay
    }

    /// "Nov 23–29", "23.–29. Nov.", "23–29 نوفمبر" for days of one month; "Nov 30 – Dec 6",
    /// "30. Nov. – 6. Dez.", "30 نوفمبر – 6 ديسمبر" across two (CLDR's `MMMd` interval, with Folio's
    /// unspaced dash inside a month): abbreviated months, from `start` to `end` (year, month, day).
    public func dateRange(from start: (year: Int, month: Int, day: Int), to end: (year: Int, month: Int, day: Int)) -> String {
        guard start.month == end.month, start.year == end.year else {
            return date(year: start.year, month: start.month, day: start.day, style: .abbreviated) + " – "
                + date(year: end.year, month: end.month, day: end.day, style: .abbreviated)
        }
        let month = monthName(start.month, abbreviated: true)
        switch tables {
        case .de: return "\(start.day).–\(end.day). \(month)"
        case .ar: return "\(start.day)–\(end.day) \(month)"
        default: return "\(month) \(start.day)–\(end.day)"
        }
    }

    /// The name of month `month` (1…12), wide or abbreviated; its number outside 1…12.
    public func monthName(_ month: Int, abbreviated: Bool) -> String {
        let names = abbreviated ? LocaleNames.shortMonths(tables) : LocaleNames.months(tables)
        return (1...12).contains(month) ? names[month - 1] : String(month)
    }

    /// The name of weekday `weekday` (0 Sunday … 6 Saturday, taken modulo 7), wide or abbreviated.
    public func weekdayName(_ weekday: Int, abbreviated: Bool) -> String {
        let names = abbreviated ? LocaleNames.shortWeekdays(tables) : LocaleNames.weekdays(tables)
        return names[((weekday % 7) + 7) % 7]
    }

    /// "M", "D", "ن": the narrow name of weekday `weekday` (0 Sunday … 6 Saturday, taken modulo 7),
    /// the letter over a calendar's column.
    public func narrowWeekdayName(_ weekday: Int) -> String {
        LocaleNames.narrowWeekdays(tables)[((weekday % 7) + 7) % 7]
    }

    /// "9:41 AM" (with the narrow no-break space U+202F iOS writes), "09:41", "21:05": a time of day
    /// from `hour` 0…23 and `minute`.
    public func time(hour: Int, minute: Int) -> String {
        let h = ((hour % 24) + 24) % 24, m = ((minute % 60) + 60) % 60
        let minutes = m < 10 ? "0\(m)" : "\(m)"
        switch tables {
        case .de, .ar: return (h < 10 ? "0\(h)" : "\(h)") + ":" + minutes
        default: return "\(h % 12 == 0 ? 12 : h % 12):\(minutes)\u{202F}\(h < 12 ? "AM" : "PM")"
        }
    }

    /// The weekday of a Gregorian date, 0 Sunday … 6 Saturday (Sakamoto's method).
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let m = ((month - 1) % 12 + 12) % 12
        let y = month < 3 ? year - 1 : year
        let sum = y + y / 4 - y / 100 + y / 400 + offsets[m] + day
        return ((sum % 7) + 7) % 7
    }
}
