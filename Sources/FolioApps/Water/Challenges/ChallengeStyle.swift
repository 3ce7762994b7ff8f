import FolioDomain
import FolioLayout
import FolioPieces

extension Challenge {
    /// The drink a challenge is about, read from its id and title ("tea-time" is tea; "Soda-Free
    /// Week" soda); water for the rest. It tints the challenge's mascot and badge.
    var drink: DrinkKind {
        let words = (id + " " + title).lowercased()
        return DrinkKind.allCases.first { $0 != .water && words.contains($0.rawValue) } ?? .water
    }

    /// The challenge's icon, one per challenge: what its name is about (a streak's flame, an early
    /// bird's sunrise, a hero's star), else its drink's, a drop for water.
    var icon: Icon {
        let words = (id + " " + title).lowercased()
        return Self.iconWords.first { words.contains($0.word) }?.icon ?? (drink == .water ? .drop : drink.icon)
    }

    /// Words of a challenge's name and the icons they call for.
    private static let iconWords: [(word: String, icon: Icon)] = [
        ("splash", .flame), ("streak", .flame), ("running", .flame), ("early", .sunrise), ("morning", .sunrise), ("hero", .star),
    ]

    /// "4 of 7".
    var progressText: String { "\(progress) of \(target)" }

    /// The mascot's face: grinning once done, happy past half-way, calm before.
    var face: MascotFace { fraction >= 1 ? .grinning : fraction >= 0.5 ? .happy : .calm }
}
