import FolioDomain
import FolioLayout

/// How Water and Streaks writes what is its own for people, in the render's locale (see
/// ``Format/locale``): volumes, shares of the goal, days, weekdays and times (the rest is the shared
/// ``Format``).
enum WaterFormat {
    /// "2,075 ml", "2.075 ml", "2,075 مل".
    static func ml(_ value: Int) -> String { Format.locale.millilitres(value) }

    /// "2.1 L", "2,1 l", "2.1 لتر": litres to one decimal, rounded half up (for captions under small
    /// mascots).
    static func litres(_ ml: Int) -> String { Format.locale.litres(millilitres: ml) }

    /// "ml", "مل": the unit alone, beside a number drawn on its own (a rolling total).
    static var mlUnit: String { waterStrings("ml") }

    /// "104%" ("104 %" in German): a share of the goal, rounded to the nearest percent, by the
    /// locale's rules (no space before the sign in English, as iOS writes it).
    static func percent(_ fraction: Double) -> String { Format.locale.percent(max(0, fraction)) }

    /// "Thursday, Nov 26", "Donnerstag, 26. Nov.", "الخميس، 26 نوفمبر": the weekday in full, the
    /// date short.
    static func long(_ date: LocalDate) -> String {
        weekday(date.weekday) + (FolioLocale.current == .ar ? "، " : ", ") + Format.shortDate(date)
    }

    /// "November", "November", "نوفمبر": the month of `date`.
    static func month(_ date: LocalDate) -> String { Format.locale.monthName(date.month, abbreviated: false) }

    /// "Thursday", "Donnerstag", "الخميس".
    static func weekday(_ weekday: Weekday) -> String { Format.locale.weekdayName(weekday.rawValue % 7, abbreviated: false) }

    /// "M", "M", "ن": a weekday's initial for a week row (CLDR's narrow weekday, as iOS writes it).
    static func initial(_ weekday: Weekday) -> String { Format.locale.narrowWeekdayName(weekday.rawValue % 7) }

    /// "6:35 PM", "18:35".
    static func time(_ time: LocalTime) -> String { Format.locale.time(hour: time.hour, minute: time.minute) }
}
