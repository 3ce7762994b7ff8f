import FolioDomain

/// How every app, card and report chapter writes numbers, dates and durations for people: one
/// kit, so a day, a count or a thousand reads the same on a screen, a card and a page (English,
/// no locale, no clock). Each app's own format adds only what is its own (millilitres, clocks).
enum Format {
    /// "2,075": an integer with a comma every three digits, a minus sign (U+2212) in front.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "\u{2212}" + out : out
    }

    /// "Nov 27".
    static func shortDate(_ date: LocalDate) -> String { "\(date.monthName.prefix(3)) \(date.day)" }

    /// "1 goal", "38 goals", "2 boxes" with `plural`; "no goals" for zero when `zeroWord` is given.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil, zeroWord: String? = nil) -> String {
        if n == 0, let zeroWord { return "\(zeroWord) \(plural ?? singular + "s")" }
        return "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    /// "1 day", "30 days".
    static func days(_ n: Int) -> String { count(n, "day") }

    /// "2h 30m", "45m", "1h".
    static func duration(minutes: Int) -> String {
        let m = max(0, minutes)
        if m < 60 { return "\(m)m" }
        return m % 60 == 0 ? "\(m / 60)h" : "\(m / 60)h \(m % 60)m"
    }
}
