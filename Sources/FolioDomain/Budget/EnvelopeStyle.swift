/// The colour of an envelope's block; the app's theme holds each colour's light and dark values.
public enum EnvelopeColor: String, NamedChoice {
    case mint, sky, apricot, lavender, lemon
}

/// The symbol on an envelope's block, by name; the app draws each with its icon.
public enum EnvelopeIcon: String, NamedChoice {
    case cart, house, utensils, bolt, bag, gift, coffee, heart, music, run, book, receipt, spa, leaf, wallet
    case piggyBank = "piggy-bank"
}
