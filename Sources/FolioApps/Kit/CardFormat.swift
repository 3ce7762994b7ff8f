import FolioDomain

/// How the card words write numbers and dates, the same on every machine (no locale).
enum CardFormat {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Nov 27".
    static func shortDate(_ date: LocalDate) -> String { "\(months[date.month - 1]) \(date.day)" }

    /// "2,150": thousands grouped with commas.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return value < 0 ? "-" + out : out
    }

    /// "1 day", "30 days".
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}
