import FolioDomain
import FolioLayout
import FolioPieces

/// How Self-Care Pet dresses its domain: the dock, and the icon, colour and name of each area,
/// part of the day and mood factor.
enum PetStyle {
    /// The three tabs of the floating dock, in the current locale.
    static var tabs: [FloatingDock.Tab] {
        [FloatingDock.Tab(petStrings("Home"), icon: .house), FloatingDock.Tab(petStrings("Friends"), icon: .people),
         FloatingDock.Tab(petStrings("Progress"), icon: .chartUp)]
    }

    /// The side margins of every screen.
    static let margin = Space.lg
    /// The gap between the sections of a screen.
    static let sectionGap = 14.0
}

extension PetSnapshot {
    /// What Biscuit wears wherever it is drawn away from Home's meadow: its backpack while it is out
    /// on its adventure, so no screen shows it at home when the data says it is away.
    var biscuitGear: MascotAccessory? { isCompanionAway ? .backpack : nil }
}

extension CareArea {
    /// The area's icon on plan rows, toggles and tiles.
    var icon: Icon {
        switch self {
        case .body: .run
        case .mind: .brain
        case .rest: .bed
        case .social: .people
        case .home: .house
        }
    }

    /// The area's colour: deep enough for its icon to read at 3:1 on its own wash, washed behind it.
    var tint: ThemeColor {
        switch self {
        case .body: ThemeColor(light: 0xD0603A, dark: 0xF29A78)
        case .mind: ThemeColor(light: 0x7A5CE8, dark: 0xA08BF4)
        case .rest: ThemeColor(light: 0x2A80C2, dark: 0x62B2EA)
        case .social: ThemeColor(light: 0xD2528A, dark: 0xEE88B0)
        case .home: ThemeColor(light: 0x2B8C62, dark: 0x5DC095)
        }
    }
}

extension Goal {
    /// The goal's icon: what its title is about when it says (a tooth for brushing teeth, a glass
    /// of water, a walk, a book), otherwise its area's.
    var icon: Icon {
        let title = self.title.lowercased()
        return Self.iconWords.first { title.contains($0.word) }?.icon ?? area.icon
    }

    /// Words of a goal's title and the icons they call for, the more specific first.
    private static let iconWords: [(word: String, icon: Icon)] = [
        ("teeth", .tooth), ("water", .glass), ("walk", .walk), ("stretch", .meditation), ("mindful", .meditation),
        ("read", .book), ("journal", .pencil), ("lights out", .moon), ("bed", .bed), ("lunch", .utensils),
        ("breakfast", .utensils), ("dinner", .utensils), ("screen", .leaf), ("message", .message), ("call", .message),
    ]
}

extension PartOfDay {
    /// The sun rising, the sun high, or the moon.
    var icon: Icon {
        switch self {
        case .morning: .sunrise
        case .afternoon: .sun
        case .evening: .moon
        }
    }

    /// The storybook pastel of the part of the day.
    var pastel: ThemeColor {
        switch self {
        case .morning: .pet.butter
        case .afternoon: .pet.mint
        case .evening: .pet.lilac
        }
    }

    /// The icon's ink on its pastel, at 3.5:1 or more in light and dark.
    var ink: ThemeColor {
        switch self {
        case .morning: ThemeColor(light: 0xA86F0C, dark: 0xF2C45A)
        case .afternoon: ThemeColor(light: 0x2C7D55, dark: 0x7FD1A5)
        case .evening: ThemeColor(light: 0x7C5CF0, dark: 0xB3A2F7)
        }
    }
}

extension Mood {
    /// The check-in face of this mood.
    var face: MoodFace { MoodFace(score: score) ?? .okay }
}

extension MoodFactor {
    /// The factor's chip icon.
    var icon: Icon {
        switch self {
        case .sleep: .bed
        case .work: .briefcase
        case .school: .book
        case .family: .house
        case .friends: .people
        case .partner: .heart
        case .health: .health
        case .food: .apple
        case .movement: .run
        case .weather: .weather
        case .money: .wallet
        case .hobbies: .music
        }
    }
}

extension FirstAid {
    /// The suggestion's chip icon.
    var icon: Icon {
        switch id {
        case "breathe": .wind
        case "water": .drop
        case "ground": .eye
        case "outside": .tree
        default: .message
        }
    }
}
