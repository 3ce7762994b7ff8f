import FolioDomain

/// How Budget Envelopes writes money, days and times for people: money in the snapshot's locale
/// and currency (exact, every decimal place), short English dates ("Fri, Nov 27", from the shared
/// `Format`), 24-hour times.
struct BudgetFormat {
    /// The snapshot's money formatter.
    var formatter: MoneyFormatter

    /// The formats of `snapshot`'s locale.
    init(_ snapshot: BudgetSnapshot) {
        formatter = snapshot.formatter
    }

    /// "$1,234.56", "−$37.40".
    func money(_ money: Money) -> String { formatter.string(money) }

    /// "38%".
    func percent(_ fraction: Double) -> String { formatter.percent(fraction) }

    /// "Fri, Nov 27".
    static func day(_ date: LocalDate) -> String { "\(date.weekday.name.prefix(3)), \(Format.shortDate(date))" }

    /// "Today, 08:15", "Yesterday, 19:05" or "Wed, Nov 25, 13:20".
    static func moment(_ at: LocalDateTime, today: LocalDate) -> String {
        let day: String
        switch today.days(since: at.date) {
        case 0: day = "Today"
        case 1: day = "Yesterday"
        default: day = Self.day(at.date)
        }
        return "\(day), \(at.time)"
    }

    /// "Nov 23 – Nov 29".
    static func period(_ period: BudgetPeriod) -> String { "\(Format.shortDate(period.start)) – \(Format.shortDate(period.last))" }
}
