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
    /// know. Words offered side by side never share an icon: hopeful is a sunrise, grateful a heart.
    static func icon(forWord word: String) -> Icon {
        switch word.lowercased() {
        case "content", "fine", "okay", "steady": .smile
        case "hopeful": .sunrise
        case "grateful": .heart
        case "focused", "confident": .brain
        case "relaxed", "calm", "peaceful": .leaf
        case "proud", "joyful": .star
        case "loved": .heart
        case "energised", "excited": .sparkles
        case "tired", "exhausted", "drained": .batteryLow
        case "stressed", "overwhelmed", "anxious", "worried": .storm
        case "sad", "hopeless", "lonely": .rain
        case "restless", "distracted": .wind
        case "angry": .flame
        case "bored", "meh": .ellipsis
        default: .sparkles
        }
    }
}
