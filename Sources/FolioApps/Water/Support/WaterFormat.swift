import FolioDomain

/// How Water and Streaks writes what is its own for people: millilitres with a thousands comma,
/// litres to one decimal where space is short, shares of the goal, days and times (the rest is the
/// shared ``Format``).
enum WaterFormat {
    /// "2,075 ml".
    static func ml(_ value: Int) -> String { Format.grouped(value) + " ml" }

    /// "2.1 L": litres to one decimal, rounded half up (for captions under small mascots).
    static func litres(_ ml: Int) -> String {
        let tenths = (ml + 50) / 100
        return "\(tenths / 10).\(tenths % 10) L"
    }

    /// "104%" ("104 %" in German): a share of the goal, rounded to the nearest percent, by the
    /// locale's rules (no space before the sign in English, as iOS writes it).
    static func percent(_ fraction: Double) -> String { Format.locale.percent(max(0, fraction)) }

    /// "Thursday, Nov 26".
    static func long(_ date: LocalDate) -> String { "\(date.weekday.name), \(Format.shortDate(date))" }

    /// "M": a weekday's initial for a week row.
    static func initial(_ weekday: Weekday) -> String { String(weekday.name.prefix(1)) }

    /// "18:35".
    static func time(_ time: LocalTime) -> String { time.description }
}
