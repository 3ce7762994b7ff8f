import FolioLayout
import FolioPieces

/// The heading over the shelf, "Add a drink", with the undo hint once something is logged: the hint
/// on the heading's line at its trailing end when both fit the screen's width whole, else on a line
/// of its own under it (a longer language, a larger text size), where it wraps rather than being cut.
struct ShelfHeading: View {
    /// Whether the hint shows (something was logged to undo).
    var showsHint: Bool

    static let titleStyle = TextStyle.title3, hintStyle = TextStyle.footnote, iconSize = 13.0

    var body: any View {
        EnvironmentReader { env in layout(env) }
    }

    private func layout(_ env: Environment) -> any View {
        let title = waterStrings("Add a drink"), hint = waterStrings("Tap the blob to undo")
        guard showsHint else { return Text(title, style: Self.titleStyle).lineLimit(2).frame(maxWidth: .infinity, alignment: .leading) }
        let hintRow = HStack(spacing: Space.xxs) {
            IconView(.undo, size: Self.iconSize, color: .secondaryLabel)
            Text(hint, style: Self.hintStyle, color: .secondaryLabel).lineLimit(3)
        }
        if Self.fitsOneLine(title, hint, width: env.device.size.width - 2 * Space.lg, env) {
            return HStack(alignment: .bottom, spacing: Space.xs) {
                Text(title, style: Self.titleStyle).lineLimit(1).layoutPriority(1)
                Spacer(minLength: 0)
                hintRow
            }
        }
        return VStack(alignment: .leading, spacing: Space.xxs) {
            Text(title, style: Self.titleStyle).lineLimit(2)
            hintRow
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Whether the title, the hint and its icon fit side by side in `width` at the environment's
    /// text size.
    static func fitsOneLine(_ title: String, _ hint: String, width: Double, _ env: Environment) -> Bool {
        func measured(_ text: String, _ style: TextStyle) -> Double {
            env.measurer.measure(text, style: env.scaled(style), width: nil, maxLines: 1).size.width
        }
        let needed = measured(title, titleStyle) + Space.xs + env.scaled(iconSize, like: .footnote) + Space.xxs + measured(hint, hintStyle)
        return needed <= width
    }
}
