import Foundation

/// A unit's words in one locale, by plural category: "%d hours" in English, "ساعتان" (two hours) in
/// Arabic. `%d` stands for the count written by the locale; a form without it spells the count out,
/// as Arabic does for one and two. A category the table lacks takes `other`.
struct UnitWords: Sendable {
    var forms: [PluralCategory: String]

    /// `count` in the form its category selects under `rule`.
    func text(_ count: Int, rule: PluralRule, number: String) -> String {
        let form = forms[rule.category(count)] ?? forms[.other] ?? "%d"
        return form.replacingOccurrences(of: "%d", with: number)
    }

    /// The long words of `unit` in `tables`' locale (CLDR 44's unit patterns, "long" width).
    static func long(_ unit: DurationUnit, _ tables: FolioLocale) -> UnitWords {
        switch (unit, tables) {
        case (.day, .de): UnitWords(forms: [.one: "%d Tag", .other: "%d Tage"])
        case (.hour, .de): UnitWords(forms: [.one: "%d Stunde", .other: "%d Stunden"])
        case (.minute, .de): UnitWords(forms: [.one: "%d Minute", .other: "%d Minuten"])
        case (.day, .ar):
            UnitWords(forms: [.zero: "%d يوم", .one: "يوم واحد", .two: "يومان", .few: "%d أيام", .many: "%d يومًا", .other: "%d يوم"])
        case (.hour, .ar):
            UnitWords(forms: [.zero: "%d ساعة", .one: "ساعة واحدة", .two: "ساعتان", .few: "%d ساعات", .many: "%d ساعة", .other: "%d ساعة"])
        case (.minute, .ar):
            UnitWords(forms: [.zero: "%d دقيقة", .one: "دقيقة واحدة", .two: "دقيقتان", .few: "%d دقائق", .many: "%d دقيقة", .other: "%d دقيقة"])
        case (.day, _): UnitWords(forms: [.one: "%d day", .other: "%d days"])
        case (.hour, _): UnitWords(forms: [.one: "%d hour", .other: "%d hours"])
        case (.minute, _): UnitWords(forms: [.one: "%d minute", .other: "%d minutes"])
        }
    }

    /// The abbreviated symbol of `unit` after its number ("h", " Std.", " س"), CLDR's "narrow" width
    /// in English (as `DateComponentsFormatter`'s abbreviated style writes "2h 30m") and "short" in
    /// German and Arabic.
    static func abbreviated(_ unit: DurationUnit, _ tables: FolioLocale) -> String {
        switch (unit, tables) {
        case (.day, .de): "\u{A0}T."
        case (.hour, .de): "\u{A0}Std."
        case (.minute, .de): "\u{A0}Min."
        case (.day, .ar): "\u{A0}ي"
        case (.hour, .ar): "\u{A0}س"
        case (.minute, .ar): "\u{A0}د"
        case (.day, _): "d"
        case (.hour, _): "h"
        case (.minute, _): "m"
        }
    }
}
