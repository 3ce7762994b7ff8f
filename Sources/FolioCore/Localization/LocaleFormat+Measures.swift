/// Durations, counts of days, volumes and temperatures, with the locale's plural forms and unit
/// symbols (CLDR 44's unit data; English keeps the shapes Folio's screens already write).
extension LocaleFormat {
    /// "2h 30m", "45m", "1h"; "2 Std. 30 Min."; "2 س 30 د": whole minutes (negative as 0) in hours
    /// and minutes, a zero part left out.
    public func duration(minutes: Int) -> String {
        let (hours, rest) = (max(0, minutes) / 60, max(0, minutes) % 60)
        func part(_ n: Int, _ unit: DurationUnit) -> String { integer(n) + UnitWords.abbreviated(unit, tables) }
        if hours == 0 { return part(rest, .minute) }
        return rest == 0 ? part(hours, .hour) : part(hours, .hour) + " " + part(rest, .minute)
    }

    /// "2 hours, 30 minutes", "2 Stunden, 30 Minuten", "ساعتان و30 دقيقة": the long form, each part in
    /// the plural form its count selects, a zero part left out ("0 minutes" for nothing).
    public func longDuration(minutes: Int) -> String {
        let (hours, rest) = (max(0, minutes) / 60, max(0, minutes) % 60)
        let parts = (hours > 0 ? [count(hours, .hour)] : []) + (rest > 0 || hours == 0 ? [count(rest, .minute)] : [])
        return parts.joined(separator: tables == .ar ? " و" : ", ")
    }

    /// "1 day", "30 days", "30 Tage", "30 يومًا": `n` of `unit` in the long plural form it selects.
    public func count(_ n: Int, _ unit: DurationUnit) -> String {
        UnitWords.long(unit, tables).text(n, rule: locale.pluralRule, number: integer(n))
    }

    /// "2,075 ml", "2.075 ml", "2,075 مل": a volume in whole millilitres.
    public func millilitres(_ ml: Int) -> String {
        integer(ml) + (tables == .ar ? "\u{A0}مل" : " ml")
    }

    /// "2.1 L", "2,1 l", "2.1 لتر": a volume in litres to `fractionDigits` digits (0…3), rounded half
    /// up in whole millilitres (no floating point: 2,050 ml is "2.1 L").
    public func litres(millilitres ml: Int, fractionDigits: Int = 1) -> String {
        let places = max(0, min(fractionDigits, 3))
        let step = [1000, 100, 10, 1][places]
        let units = (ml.magnitude + UInt(step / 2)) / UInt(step)
        let unit: String
        switch tables {
        case .de: unit = "\u{A0}l"
        case .ar: unit = "\u{A0}لتر"
        default: unit = " L"
        }
        return (ml < 0 && units > 0 ? minus : "") + fixedPoint(units, places: places) + unit
    }

    /// "21°C", "21 °C", "21°م": a temperature in degrees Celsius to `fractionDigits` digits.
    public func celsius(_ degrees: Double, fractionDigits: Int = 0) -> String {
        let number = decimal(degrees, fractionDigits: fractionDigits)
        switch tables {
        case .de: return number + "\u{A0}°C"
        case .ar: return number + "°م"
        default: return number + "°C"
        }
    }
}
