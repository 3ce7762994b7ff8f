import FolioDomain
import FolioLayout
import FolioPieces

/// Self-Care Pet's words, looked up by their English text in `Templates/strings/pet.xcstrings` for
/// the locale the render was asked for: `petStrings("Check in")`, `petStrings("%lld goals", .integer(n))`.
/// A snapshot's own text (names, goal titles, places, finds) is an argument, never a key.
let petStrings = AppStrings(app: "pet")

extension CareArea {
    /// The area's name for people ("Body", "Körper", "الجسد").
    var label: String { petStrings(title) }
}

extension PartOfDay {
    /// The part of the day's name for people ("Evening", "Abend", "المساء").
    var label: String { petStrings(title) }
}

extension MoodFactor {
    /// What shaped a mood, for people ("Sleep", "Schlaf", "النوم").
    var label: String { petStrings(title) }
}

extension MoodFace {
    /// The face's word in the current locale ("Good", "Gut", "جيد"): the same word the check-in's
    /// faces are named by in the catalog.
    var label: String { petStrings(title) }
}

extension FirstAid {
    /// The small thing to try, for people ("Drink a glass of water").
    var label: String { petStrings(title) }
}

extension Weekday {
    /// The weekday's full name in the current locale ("Friday", "Freitag", "الجمعة").
    var label: String { Format.locale.weekdayName(rawValue % 7, abbreviated: false) }
}
