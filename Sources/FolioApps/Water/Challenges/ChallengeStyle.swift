import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces

extension Challenge {
    /// The drink whose colour the challenge wears: its rule's drink, water for a goal streak.
    var tintDrink: DrinkKind { drink ?? .water }

    /// The challenge's icon, from what its rule asks: a flame for a short goal streak, a star for a
    /// long one, the drink struck through for going without it, the drink's vessel for a count and
    /// a sunrise for a morning drink.
    var icon: Icon {
        switch rule {
        case .goalStreak: target >= 14 ? .star : .flame
        case .without(let kind), .count(let kind): kind.icon
        case .morning: .sunrise
        }
    }

    /// Whether the badge marks its icon "without" ("go without a soda").
    var strikesIcon: Bool {
        if case .without = rule { return true }
        return false
    }
}

extension ChallengeProgress {
    /// What a challenge's progress says: "5 of 7 days" for a challenge of days (the days kept of
    /// the days it asks, never of the days since joining), "4 of 10" for a count, "Finished Nov 22".
    var text: String {
        switch state {
        case .available: waterStrings("%lld to go", .integer(target))
        case .joined: daysSoFar == nil ? waterStrings("%1$lld of %2$lld", .integer(done), .integer(target))
            : waterStrings("%1$lld of %2$lld days", .integer(done), .integer(target))
        case .finished: finishedOn.map { waterStrings("Finished %@", .text(Format.shortDate($0))) } ?? waterStrings("Finished")
        }
    }

    /// What is left of a joined challenge: "2 days left" for days, "6 to go" for a count.
    var left: String {
        daysSoFar == nil ? waterStrings("%lld to go", .integer(remaining)) : waterStrings("%lld days left", .integer(remaining))
    }

    /// The mascot's face: grinning once done, happy past half-way, calm before.
    var face: MascotFace { fraction >= 1 ? .grinning : fraction >= 0.5 ? .happy : .calm }
}

/// A challenge's icon on a soft disc of its drink's colour, with a "without" mark on its rim for
/// going without the drink (the mark sits off the glyph, as an iOS badge does, so the glyph stays whole).
struct ChallengeBadge: View {
    var challenge: Challenge
    var diameter: Double = 34

    var body: any View {
        let ink = challenge.tintDrink.inkColor
        let size = (diameter * 0.53).rounded()
        return ZStack {
            IconView(challenge.icon, size: size, color: ink)
            if challenge.strikesIcon {
                WithoutMark(ink: ink, diameter: (diameter * 0.42).rounded())
                    .offset(x: diameter * 0.36, y: diameter * 0.36)
            }
        }
        .frame(width: diameter, height: diameter)
        .background(ShapeView(.circle).fill(challenge.tintDrink.color.opacity(0.2)))
    }
}

/// "Without": a small circle with a slash through it on the card's colour, in the drink's ink.
private struct WithoutMark: View {
    var ink: ThemeColor
    var diameter: Double

    var body: any View {
        ZStack {
            ShapeView(.circle).fill(.card)
            ShapeView(.circle).stroke(ink, width: 1.4).frame(width: diameter - 3, height: diameter - 3)
            ShapeView(Shape.capsule).fill(ink).frame(width: diameter - 5, height: 1.4).rotationEffect(degrees: -45)
        }
        .frame(width: diameter, height: diameter)
        .role(.shape, name: "without")
    }
}
