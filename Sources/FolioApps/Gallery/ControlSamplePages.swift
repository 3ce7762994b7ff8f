import FolioPieces
import FolioLayout

/// Stand-in content for the gallery samples of the controls: pages under tracking tabs and the
/// everyday data the toggles show.
enum ControlSamplePages {
    /// A page of two challenge tiles.
    static func challenges() -> any View {
        HStack(spacing: Space.sm) {
            tile("Hydration hero", "12 of 30 days", .drop)
            tile("Tea time", "3 of 7 cups", .tea)
        }
    }

    /// An honest empty page.
    static func empty() -> any View {
        VStack(spacing: Space.xs) {
            IconView(.trophy, size: 28, color: .tertiaryLabel)
            Text("Nothing finished yet", style: .headline)
            Text("Challenges you complete land here.", style: .footnote, color: .secondaryLabel)
        }
        .frame(maxWidth: .infinity)
        .card(name: "empty")
    }

    /// A page of an aisle of a shopping list.
    static func aisle(_ name: String) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            Text(name, style: .headline)
            Text("3 items left", style: .footnote, color: .secondaryLabel)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .card(name: name)
    }

    /// What is shaping your mood, with the given items on.
    static func moodFactors(on: Set<Int>) -> [IconToggles.Item] {
        let all: [(String, Icon)] = [("Sleep", .moon), ("Work", .briefcase), ("Friends", .people), ("Exercise", .run),
                                     ("Food", .apple), ("Weather", .sun), ("Family", .house), ("Music", .music)]
        return all.enumerated().map { IconToggles.Item($1.0, icon: $1.1, isOn: on.contains($0)) }
    }

    private static func tile(_ title: String, _ detail: String, _ icon: Icon) -> any View {
        VStack(alignment: .leading, spacing: Space.xxs) {
            IconView(icon, size: 22, color: .accent)
            Text(title, style: .headline).lineLimit(1)
            Text(detail, style: .footnote, color: .secondaryLabel).lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .tile(name: title)
    }
}
