import FolioDomain
import FolioLayout

/// Budget Envelopes' words that change with a budget's rhythm, one catalog key per kind of period
/// (German and Arabic inflect "this month" and "this week" differently, so a period is never a
/// word slotted into a sentence): "Left this week", "a month", "Resets every Monday".
enum BudgetWords {
    /// The keys of one phrase, one per kind of period.
    private typealias Keys = (week: String, fortnight: String, month: String, year: String)

    /// The phrase of `keys` for `every`, with `arguments`.
    private static func phrase(_ every: BudgetRhythm.Every, _ keys: Keys, _ arguments: FormatArgument...) -> String {
        let key = switch every {
        case .weekly: keys.week
        case .fortnightly: keys.fortnight
        case .monthly: keys.month
        case .yearly: keys.year
        }
        return StringCatalogStore.shared.localized(app: budgetStrings.app, key, arguments).text
    }

    /// "Left this week", "Left this month".
    static func leftThis(_ every: BudgetRhythm.Every) -> String {
        phrase(every, ("Left this week", "Left this fortnight", "Left this month", "Left this year"))
    }

    /// "Nothing spent this month yet."
    static func nothingSpent(_ every: BudgetRhythm.Every) -> String {
        phrase(every, ("Nothing spent this week yet.", "Nothing spent this fortnight yet.", "Nothing spent this month yet.",
                       "Nothing spent this year yet."))
    }

    /// "This week: Nov 23–29", the period picked in the rhythm sheet.
    static func thisPeriod(_ every: BudgetRhythm.Every, _ dates: String) -> String {
        phrase(every, ("This week: %@", "This fortnight: %@", "This month: %@", "This year: %@"), .text(dates))
    }

    /// "a week", how often a budget's amount comes, beside it.
    static func per(_ every: BudgetRhythm.Every) -> String {
        phrase(every, ("a week", "a fortnight", "a month", "a year"))
    }

    /// "$600.00 a month now", a budget's amount before its rhythm changes.
    static func perNow(_ every: BudgetRhythm.Every, _ amount: String) -> String {
        phrase(every, ("%@ a week now", "%@ a fortnight now", "%@ a month now", "%@ a year now"), .text(amount))
    }

    /// "62% of $600.00 this month", a budget's share spent in the report.
    static func shareOf(_ every: BudgetRhythm.Every, _ share: String, _ budget: String) -> String {
        phrase(every, ("%1$@ of %2$@ this week", "%1$@ of %2$@ this fortnight", "%1$@ of %2$@ this month", "%1$@ of %2$@ this year"),
               .text(share), .text(budget))
    }

    /// The rhythm sheet's option titles: "Weekly", "Every two weeks", "Monthly", "Yearly".
    static func title(_ every: BudgetRhythm.Every) -> String {
        phrase(every, ("Weekly", "Every two weeks", "Monthly", "Yearly"))
    }

    /// A rhythm for people: "Resets every Monday", "Resets every other Friday", "Resets on the 1st
    /// of every month", "Resets every year on April 1".
    static func rhythm(_ rhythm: BudgetRhythm) -> String {
        let weekday = BudgetFormat.weekday(Weekday(rawValue: rhythm.resetDay) ?? .monday, abbreviated: false)
        switch rhythm.every {
        case .weekly: return budgetStrings("Resets every %@", .text(weekday))
        case .fortnightly: return budgetStrings("Resets every other %@", .text(weekday))
        case .monthly: return budgetStrings("Resets on the %@ of every month", .text(ordinal(rhythm.resetDay)))
        case .yearly:
            let date = Format.locale.date(year: 2024, month: rhythm.resetMonth ?? 1, day: rhythm.resetDay, style: .monthAndDay)
            return budgetStrings("Resets every year on %@", .text(date))
        }
    }

    /// A day of the month as the rhythm's sentence counts it: "1st", "22nd", "11th"; "1." in
    /// German; the plain number in Arabic (the sentence says "day 1").
    static func ordinal(_ n: Int) -> String {
        switch FolioLocale.current.catalogLanguage {
        case "de": return "\(n)."
        case "ar": return "\(n)"
        default:
            let tens = n % 100
            let suffix = (11...13).contains(tens) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][n % 10]
            return "\(n)\(suffix)"
        }
    }
}
