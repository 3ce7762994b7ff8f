/// The names a locale writes dates with, from CLDR 44 (the "format" context of the Gregorian
/// calendar): months and weekdays, wide and abbreviated, and weekdays narrow. Weekdays run from Sunday, as CLDR's do.
enum LocaleNames {
    /// January … December, wide.
    static func months(_ tables: FolioLocale) -> [String] {
        switch tables {
        case .de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
        case .ar: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
        default: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        }
    }

    /// January … December, abbreviated ("Nov", "Nov.", and Arabic's wide names, which CLDR keeps).
    static func shortMonths(_ tables: FolioLocale) -> [String] {
        switch tables {
        case .de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
        case .ar: months(.ar)
        default: months(.en).map { String($0.prefix(3)) }
        }
    }

    /// Sunday … Saturday, wide.
    static func weekdays(_ tables: FolioLocale) -> [String] {
        switch tables {
        case .de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
        case .ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"]
        default: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        }
    }

    /// Sunday … Saturday, narrow: the letters over a calendar's columns ("S M T W T F S",
    /// "S M D M D F S", and Arabic's own letters, as iOS writes them).
    static func narrowWeekdays(_ tables: FolioLocale) -> [String] {
        switch tables {
        case .de: ["S", "M", "D", "M", "D", "F", "S"]
        case .ar: ["ح", "ن", "ث", "ر", "خ", "ج", "س"]
        default: ["S", "M", "T", "W", "T", "F", "S"]
        }
    }

    /// Sunday … Saturday, abbreviated ("Fri", "Fr.", and Arabic's wide names, which CLDR keeps).
    static func shortWeekdays(_ tables: FolioLocale) -> [String] {
        switch tables {
        case .de: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."]
        case .ar: weekdays(.ar)
        default: weekdays(.en).map { String($0.prefix(3)) }
        }
    }
}
