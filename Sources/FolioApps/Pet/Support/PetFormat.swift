import FolioDomain
import FolioLayout

/// How Self-Care Pet writes what is its own for people (the 12-hour clock as on an iPhone set to
/// the UK or US, small counts in words, weekday letters), and the icon of a check-in word; dates,
/// durations and counts are the shared ``Format``.
enum PetFormat {
    private static let numbers = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// "9:10 PM".
    static func clock(_ time: LocalTime) -> String {
        let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
        let minute = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
        return "\(hour):\(minute) \(time.hour < 12 ? "AM" : "PM")"
    }

    /// A moment near `today` as a phone says it: "7:05 AM" today, "Yesterday, 7:05 PM",
    /// "Tomorrow, 6:40 AM", else the weekday.
    static func dayAndClock(_ moment: LocalDateTime, today: LocalDate) -> String {
        let day = moment.date == today ? nil
            : moment.date == today.adding(days: -1) ? "Yesterday"
            : moment.date == today.adding(days: 1) ? "Tomorrow" : moment.date.weekday.name
        return day.map { "\($0), \(clock(moment.time))" } ?? clock(moment.time)
    }

    /// "two" for small counts, digits from 11 up.
    static func count(_ n: Int) -> String { n >= 0 && n < numbers.count ? numbers[n] : "\(n)" }

    /// How a run of days felt, said one way wherever it is said (Progress, the weekly report):
    /// the domain's average mood, "Okay on average"; nil without check-ins.
    static func moodHeadline(_ summary: MoodSummary) -> String? {
        summary.averageMood.map { "\($0.face.title) on average" }
    }

    /// A weekday's one-letter label, Monday first.
    static func weekdayLetter(_ date: LocalDate) -> String {
        ["M", "T", "W", "T", "F", "S", "S"][date.weekday.rawValue - 1]
    }

    /// The icon of a word that fits a mood (the check-in's toggles); a sparkle for words it does not know.
    static func icon(forWord word: String) -> Icon {
        switch word.lowercased() {
        case "content", "fine", "okay", "steady": .smile
        case "hopeful", "grateful": .sprout
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
