import FolioDomain

/// How Water and Streaks writes its numbers and dates for people: millilitres with a thousands
/// comma, litres to one decimal where space is short, short month names.
enum WaterFormat {
    /// "2,075": an integer with a comma every three digits (a minus sign kept in front).
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "−" + out : out
    }

    /// "2,075 ml".
    static func ml(_ value: Int) -> String { grouped(value) + " ml" }

    /// "2.1 L": litres to one decimal, rounded half up (for captions under small mascots).
    static func litres(_ ml: Int) -> String {
        let tenths = (ml + 50) / 100
        return "\(tenths / 10).\(tenths % 10) L"
    }

    /// "104 %": a share of the goal, rounded to the nearest percent.
    static func percent(_ fraction: Double) -> String {
        "\(Int((max(0, fraction) * 100).rounded())) %"
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    /// "November".
    static func month(_ date: LocalDate) -> String { monthNames[date.month - 1] }

    /// "Nov 27".
    static func short(_ date: LocalDate) -> String { "\(month(date).prefix(3)) \(date.day)" }

    /// "Thursday, Nov 26".
    static func long(_ date: LocalDate) -> String { "\(date.weekday.name), \(short(date))" }

    /// "M": a weekday's initial for a week row.
    static func initial(_ weekday: Weekday) -> String { String(weekday.name.prefix(1)) }

    /// "18:35".
    static func time(_ time: LocalTime) -> String { time.description }
}
