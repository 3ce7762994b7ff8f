import FolioDomain
import FolioLayout

/// Water and Streaks' words, looked up by their English text in `Templates/strings/water.xcstrings`
/// for the locale the render was asked for: `waterStrings("Add a drink")`,
/// `waterStrings("%lld-day streak", .integer(n))`. A snapshot's own text (challenge titles and what
/// they ask) is drawn as written, never a key.
let waterStrings = AppStrings(app: "water")

extension DrinkKind {
    /// "Water", "Wasser", "ماء": the kind's name on its own (a tile, a row, a legend).
    var displayName: String { waterStrings(keys.alone) }

    /// "water", "Wasser", "الماء": the kind's name inside a sentence ("250 ml of water logged"), in
    /// the case and with the article the language gives it there.
    var nameInSentence: String { waterStrings(keys.inSentence) }

    /// The catalog keys of the kind's two names.
    private var keys: (alone: String, inSentence: String) {
        switch self {
        case .water: ("Water", "water")
        case .tea: ("Tea", "tea")
        case .coffee: ("Coffee", "coffee")
        case .milk: ("Milk", "milk")
        case .juice: ("Juice", "juice")
        case .soda: ("Soda", "soda")
        }
    }
}
