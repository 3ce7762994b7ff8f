import Foundation

/// How a locale writes numbers, shares, money, dates, times and measures for people, from small
/// tables of its own (CLDR 44's data for en, de and ar, as iOS 17 writes them) — never from the
/// machine's locale or ICU, so the bytes are the same on every machine. Arabic is written with
/// Western digits, as CLDR 44 (ICU 74, iOS 17) writes plain `ar`; the pseudo-locales write as
/// English. Negative numbers take the minus sign U+2212, as all of Folio's text does.
public struct LocaleFormat: Sendable {
    /// The locale it writes for.
    public var locale: FolioLocale

    /// The format of `locale`.
    public init(_ locale: FolioLocale) {
        self.locale = locale
    }

    /// The locale whose tables it reads: a pseudo-locale writes as English.
    var tables: FolioLocale {
        switch locale {
        case .en, .enXA, .arXB: .en
        case .de: .de
        case .ar: .ar
        }
    }

    /// Between groups of three digits: "," in English and Arabic, "." in German.
    public var groupingSeparator: String { tables == .de ? "." : "," }

    /// Before the fraction: "." in English and Arabic, "," in German.
    public var decimalSeparator: String { tables == .de ? "," : "." }

    /// What goes before a negative number: U+2212, kept left to right in Arabic by an LRM.
    var minus: String { tables == .ar ? "\u{200E}\u{2212}" : "\u{2212}" }

    /// A no-break space (U+00A0), between a German number and its unit or percent sign.
    static let noBreakSpace = "\u{A0}"

    /// "2,075", "2.075": an integer with its groups separated.
    public func integer(_ value: Int) -> String {
        (value < 0 ? minus : "") + grouped(String(value.magnitude))
    }

    /// "1,234.5" / "1.234,5": `value` rounded half away from zero to `fractionDigits` digits after
    /// the separator (all of them written, "2.0"), grouped; "0" for a value that is not finite.
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        let (negative, whole, fraction) = Self.digits(value, fractionDigits: fractionDigits)
        let body = grouped(whole) + (fraction.isEmpty ? "" : decimalSeparator + fraction)
        return (negative ? minus : "") + body
    }

    /// "104%", "104 %", "104‎%‎": `fraction` (1.04) as a whole percent, rounded half away from zero.
    public func percent(_ fraction: Double) -> String {
        let number = decimal(fraction * 100, fractionDigits: 0)
        switch tables {
        case .de: return number + Self.noBreakSpace + "%"
        case .ar: return number + "\u{200E}%\u{200E}"
        default: return number + "%"
        }
    }

    /// "$1,234.56", "1.234,56 $", "US$ 1,234.56": `minorUnits` of a currency with `exponent` digits
    /// after the separator (2 for USD and EUR, 0 for JPY), named by its ISO code; exact (integer
    /// arithmetic, never rounded). A currency without a symbol in the table is written by its code.
    ///
    /// Arabic is written as CLDR's "‏#,##0.00 ¤" reads on a right-to-left line — the number first from
    /// the right, then the symbol — but stored in its visual order, symbol first, one left-to-right run:
    /// stored as CLDR has it, the bidi algorithm tears "US$" apart ("$US 1,234.56": the "$" is a
    /// neutral that takes the line's direction), and a figure drawn left to right (an odometer) would
    /// read the other way round from the same amount in a sentence.
    public func money(minorUnits: Int, currency code: String, exponent: Int = 2) -> String {
        let number = fixedPoint(minorUnits.magnitude, places: exponent)
        let symbol = Self.currencySymbol(code, in: tables)
        let sign = minorUnits < 0 ? minus : ""
        switch tables {
        case .de: return sign + number + Self.noBreakSpace + symbol
        case .ar: return symbol + Self.noBreakSpace + sign + number
        default: return sign + symbol + number
        }
    }

    /// The symbol of the currency `code` in `tables`' locale ("$"; "US$" in Arabic), or the code.
    static func currencySymbol(_ code: String, in tables: FolioLocale) -> String {
        switch (code, tables) {
        case ("USD", .ar): "US$"
        case ("USD", _): "$"
        case ("EUR", _): "€"
        case ("GBP", _): "£"
        case ("JPY", .ar): "JP¥"
        case ("JPY", _): "¥"
        default: code
        }
    }

    /// "1,234.56": `units` hundredths (for `places` 2) without a sign, grouped, every fraction digit
    /// written.
    func fixedPoint(_ units: UInt, places: Int) -> String {
        let digits = String(units), places = max(0, min(places, 18))
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let whole = String(padded.dropLast(places)), fraction = String(padded.suffix(places))
        return grouped(whole) + (fraction.isEmpty ? "" : decimalSeparator + fraction)
    }

    /// `digits` (ASCII, no sign) with the grouping separator every three from the right.
    func grouped(_ digits: String) -> String {
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += groupingSeparator }
            out.append(c)
        }
        return out
    }

    /// The sign, the whole digits and the `fractionDigits` fraction digits of `value` rounded half away
    /// from zero (at most 6 fraction digits; a magnitude past 9·10^18 is written whole).
    static func digits(_ value: Double, fractionDigits: Int) -> (negative: Bool, whole: String, fraction: String) {
        guard value.isFinite else { return (false, "0", "") }
        let places = max(0, min(fractionDigits, 6))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return (value < 0, String(format: "%.0f", abs(value).rounded()), "") }
        let units = Int(scaled), divisor = Int(scale)
        let fraction = String(units % divisor)
        let padded = places == 0 ? "" : String(repeating: "0", count: places - fraction.count) + fraction
        return (value < 0 && units > 0, String(units / divisor), padded)
    }
}
