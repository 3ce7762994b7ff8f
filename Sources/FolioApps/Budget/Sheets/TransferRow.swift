import FolioDomain
import FolioLayout
import FolioPieces

/// One side of a transfer as a menu row: the envelope's symbol on its colour, "From" over its
/// name, what it will have left (red when over) over what it had, and the menu's chevron. Side by
/// side where the words and amounts fit on their lines; where they do not (the accessibility sizes,
/// a long locale), the amounts go under the name, so neither the label nor the name is broken.
struct TransferRow: View {
    /// "From" or "To".
    var label: String
    /// The envelope before the move, and after it.
    var old: EnvelopeStatus, new: EnvelopeStatus
    /// Whether its choices are open under it (the chevron turned up).
    var isOpen: Bool
    var format: BudgetFormat

    var body: any View {
        EnvironmentReader { env in
            let left = Text(TransferSheet.left(new, format), style: TextStyle.headline.tabular(), color: new.isOver ? .destructive : .label)
            let was = budgetStrings("was %@", .text(TransferSheet.left(old, format)))
            let stacked = isStacked(was, env)
            HStack(spacing: Space.sm) {
                IconView(BudgetStyle.icon(new.envelope.icon), size: 16, color: .label)
                    .frame(width: 34, height: 34)
                    .background(ShapeView(.circle).fill(BudgetStyle.color(new.envelope.color)))
                VStack(alignment: .leading, spacing: stacked ? Space.xxs : 0) {
                    names
                    if stacked {
                        left.whole()
                        Text(was, style: .footnote, color: .secondaryLabel).lineLimit(nil)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if !stacked {
                    VStack(alignment: .trailing, spacing: 1) {
                        left.whole()
                        Text(was, style: .footnote, color: .secondaryLabel).whole()
                    }
                    .layoutPriority(1)
                }
                IconView(.chevronDown, size: 13, color: .secondaryLabel, relativeTo: .headline)
                    .rotationEffect(degrees: isOpen ? 180 : 0)
            }
            .padding(horizontal: Space.md, vertical: Space.sm)
            .frame(minHeight: 60)
            .role(.row, name: label)
            .tapTarget()
        }
        // As the envelope blocks do, it grows to AX3 and no further: past it "Groceries" alone is
        // wider than the row beside its icon and chevron.
        .textSizeCapped(at: .ax3)
    }

    private var names: any View {
        VStack(alignment: .leading, spacing: 1) {
            Text(label, style: .footnote, color: .secondaryLabel).whole()
            Text(new.envelope.name, style: .headline).lineLimit(2)
        }
    }

    /// Whether the amounts go under the name: at the accessibility sizes, or when the label or the
    /// name's first word and the amounts do not fit side by side in the card at the sheet's margins.
    private func isStacked(_ was: String, _ env: Environment) -> Bool {
        guard !env.textSize.isAccessibilitySize else { return true }
        let word = new.envelope.name.split(separator: " ").first.map(String.init) ?? ""
        let names = max(TextFit.width(label, .footnote, env), TextFit.width(word, .headline, env))
        let amounts = max(TextFit.width(TransferSheet.left(new, format), TextStyle.headline.tabular(), env), TextFit.width(was, .footnote, env))
        let room = env.device.size.width - 2 * Space.lg - 2 * Space.md - 34 - 13 - 3 * Space.sm
        return names + amounts > room
    }
}
