import FolioDomain
import FolioLayout

/// One thing a dish is drawn with, seen from above (a tomato, a basil leaf, a lemon slice, a
/// nest of noodles), found from an ingredient's name. A cover draws a recipe's main ingredients
/// as these, so two recipes never share a picture the way two covers once shared a letter.
enum DishMotif: String, CaseIterable, Sendable {
    case tomato, cherryTomato, leaf, lemon, egg, noodles, rice, pulse, mushroom, onion, garlic, bread, banana, salmon,
         chicken, pancake, cheese, pepper, cucumber, potato, carrot, gnocchi, seeds

    /// Words in an ingredient's name and the motif they draw, the more particular first
    /// ("cherry tomatoes" before "tomato").
    private static let words: [(String, DishMotif)] = [
        ("cherry tomato", .cherryTomato), ("tomato", .tomato), ("basil", .leaf), ("spinach", .leaf), ("pak choi", .leaf),
        ("thyme", .leaf), ("spring onion", .leaf), ("leek", .leaf), ("lemon", .lemon), ("egg", .egg),
        ("noodle", .noodles), ("spaghetti", .noodles), ("pasta", .noodles), ("udon", .noodles), ("rice", .rice),
        ("lentil", .pulse), ("chickpea", .pulse), ("mushroom", .mushroom), ("onion", .onion), ("garlic", .garlic),
        ("bread", .bread), ("baguette", .bread), ("banana", .banana), ("salmon", .salmon), ("chicken", .chicken),
        ("flour", .pancake), ("buttermilk", .pancake), ("feta", .cheese), ("ricotta", .cheese), ("parmesan", .cheese),
        ("mozzarella", .cheese), ("gruyère", .cheese), ("pepper", .pepper), ("cucumber", .cucumber), ("potato", .potato),
        ("carrot", .carrot), ("gnocchi", .gnocchi), ("sesame", .seeds), ("cumin", .seeds),
    ]

    /// The motif an ingredient called `name` is drawn as, if any ("Black pepper" is seeds, not a pepper).
    static func of(_ name: String) -> DishMotif? {
        let lower = name.lowercased()
        if lower.contains("black pepper") { return .seeds }
        return words.first { lower.contains($0.0) }?.1
    }

    /// The recipe's main ingredients as motifs, in its order, each once, at most `limit`.
    static func main(of recipe: Recipe, limit: Int = 4) -> [DishMotif] {
        var seen: [DishMotif] = []
        for ingredient in recipe.ingredients {
            guard let motif = of(ingredient.name), !seen.contains(motif) else { continue }
            seen.append(motif)
        }
        return Array(seen.prefix(limit))
    }

    /// The motif's own colour: a soup of it, or the bed of a plate, takes this colour.
    var color: Color {
        switch self {
        case .tomato: Color(rgb: 0xD8402A)
        case .cherryTomato, .pepper: Color(rgb: 0xE0412B)
        case .leaf: Color(rgb: 0x3E8E4C)
        case .lemon: Color(rgb: 0xF6D04D)
        case .egg: Color(rgb: 0xFFFDF6)
        case .noodles: Color(rgb: 0xD9B77E)
        case .rice: Color(rgb: 0xF7F2E6)
        case .pulse: Color(rgb: 0xE48A3C)
        case .mushroom: Color(rgb: 0x9A6B48)
        case .onion: Color(rgb: 0xB5773A)
        case .garlic: Color(rgb: 0xF1E8D6)
        case .bread: Color(rgb: 0xC98A43)
        case .banana: Color(rgb: 0xF2C94C)
        case .salmon: Color(rgb: 0xF08A5D)
        case .chicken: Color(rgb: 0xC7813E)
        case .pancake: Color(rgb: 0xE2A957)
        case .cheese: Color(rgb: 0xFBF3DC)
        case .cucumber: Color(rgb: 0x7DB46C)
        case .potato: Color(rgb: 0xE7C57E)
        case .carrot: Color(rgb: 0xEF8A2F)
        case .gnocchi: Color(rgb: 0xEFD9A0)
        case .seeds: Color(rgb: 0x3A3430)
        }
    }

    /// Whether the motif garnishes a dish (a leaf, cheese, seeds, a slice) rather than being cooked into it.
    var isGarnish: Bool {
        switch self {
        case .leaf, .cheese, .seeds, .egg, .lemon, .cucumber, .cherryTomato, .pepper: true
        default: false
        }
    }

    /// Whether the motif covers a plate as a bed (rice, noodles) rather than lying on it as one piece.
    var isBed: Bool {
        switch self {
        case .noodles, .rice, .pulse, .pancake, .gnocchi, .potato: true
        default: false
        }
    }

    /// Whether the motif makes a soup's broth or a dish's main part rather than a piece laid on top.
    var isBase: Bool {
        switch self {
        case .tomato, .pulse, .noodles, .rice, .onion, .mushroom, .pancake, .gnocchi, .chicken, .banana, .salmon: true
        default: false
        }
    }
}
