import FolioDomain
import FolioLayout

/// How Self-Care Pet writes what is its own for people (times of day as the locale's clock, a
/// moment near today, weekday letters), and the icon of a check-in word; dates, durations and
/// counts are the shared ``Format``.
enum PetFormat {
    /// "9:10 PM" ("21:10" in German and Arabic).
    static func clock(_ time: LocalTime) -> String {
        Format.locale.time(hour: time.hour, minute: time.minute)
    }

    /// A moment near `today` as a phone says it: "7:05 AM" today, "Yesterday, 7:05 PM",
    /// "Tomorrow, 6:40 AM", else "Tuesday, 7:05 AM".
    static func dayAndClock(_ moment: LocalDateTime, today: LocalDate) -> String {
        let time = clock(moment.time)
        if moment.date == today { return time }
        if moment.date == today.adding(days: -1) { return petStrings("Yesterday, %@", .text(time)) }
        if moment.date == today.adding(days: 1) { return petStrings("Tomorrow, %@", .text(time)) }
        return petStrings("%1$@, %2$@", .text(moment.date.weekday.label), .text(time))
    }

    /// A day near `today` as a message list says it: "Yesterday", else the weekday.
    static func day(_ date: LocalDate, today: LocalDate) -> String {
        date == today.adding(days: -1) ? petStrings("Yesterday") : date.weekday.label
    }

    /// How a run of days felt, said one way wherever it is said (Progress, the weekly report):
    /// the domain's average mood, "Okay on average"; nil without check-ins.
    static func moodHeadline(_ summary: MoodSummary) -> String? {
        summary.averageMood.map { petStrings("%@ on average", .text($0.face.label)) }
    }

    /// A weekday's one-letter label ("F", "F", "ج"), as a calendar's narrow weekday symbols.
    static func weekdayLetter(_ date: LocalDate) -> String {
        let letters: [String]
        switch FolioLocale.current.catalogLanguage {
        case "de": letters = ["M", "D", "M", "D", "F", "S", "S"]
        case "ar": letters = ["ن", "ث", "ر", "خ", "ج", "س", "ح"]
        default: letters = ["M", "T", "W", "T", "F", "S", "S"]
        }
        return letters[date.weekday.rawValue - 1]
    }

    /// A check-in word for people: a word the app offers in the current locale ("Hopeful",
    /// "Zuversichtlich"), a word of the person's own as they wrote it.
    static func word(_ word: String) -> String {
        Mood.allCases.contains { $0.suggestedWords.contains(word) } ? petStrings(word.capitalizedFirst) : word
    }

    /// The icon of a word that fits a mood (the check-in's toggles); a sparkle for words it does not
    /// know. The words offered for one face never share an icon: hopeful is a sunrise, grateful a heart.
    static func icon(forWord word: String) -> Icon {
        switch word.lowercased() {
        case "content", "fine", "okay": .smile
        case "steady": .mountain
        case "hopeful": .sunrise
        case "grateful", "loved": .heart
        case "focused", "worried": .brain
        case "confident": .thumbsUp
        case "relaxed", "calm": .leaf
        case "peaceful": .spa
        case "proud": .star
        case "joyful": .party
        case "energised", "anxious": .bolt
        case "excited": .sparkles
        case "tired", "exhausted": .batteryLow
        case "drained": .dropOutline
        case "stressed", "overwhelmed": .storm
        case "sad", "hopeless": .rain
        case "lonely": .person
        case "restless", "distracted": .wind
        case "angry": .flame
        case "bored": .ellipsis
        case "meh": .minus
        default: .sparkles
        }
    }

    /// The colour of a word's icon, by what the icon shows: warm for hope and pride, rose for love and
    /// gratitude, greens for calm and contentment, blues and slate for the heavy ones — each deep
    /// enough to read at 3:1 on the sheet and on its own wash, in light and dark.
    static func tint(forWord word: String) -> ThemeColor {
        switch icon(forWord: word) {
        case .sunrise: ThemeColor(light: 0x924C00, dark: 0xF5B861)
        case .heart: ThemeColor(light: 0xC23A6B, dark: 0xF28DB2)
        case .smile, .mountain: ThemeColor(light: 0x2B7F5A, dark: 0x5DC095)
        case .leaf, .spa: ThemeColor(light: 0x2C7D55, dark: 0x7FD1A5)
        case .star, .party: ThemeColor(light: 0x8F5A05, dark: 0xF2C45A)
        case .brain, .sparkles, .thumbsUp: ThemeColor(light: 0x6A4BE0, dark: 0xA99AF7)
        case .storm, .rain, .dropOutline, .person: ThemeColor(light: 0x2F6FB0, dark: 0x72B4EC)
        case .wind: ThemeColor(light: 0x1B7F86, dark: 0x5CC6CC)
        case .flame, .bolt: ThemeColor(light: 0xBC4426, dark: 0xF29A78)
        default: ThemeColor(light: 0x5A6178, dark: 0xAEB4C8)
        }
    }
}
