import FolioLayout
import FolioPieces

/// A budget's amount set with iOS's stepper: a label over the amount, large and tabular, with how
/// often it comes ("a week") beside it, and at the trailing edge the − and + halves of one rounded
/// control (under the amount at the accessibility sizes), − dimmed at zero. A row of a grouped
/// card: the card is the caller's.
struct AmountStepper: View {
    var label: String
    /// The amount, formatted ("$20.00").
    var amount: String
    /// How often it comes ("a week").
    var per: String
    var canDecrease: Bool

    /// The names of the two halves, for touches and VoiceOver.
    static var decrease: String { budgetStrings("Decrease") }
    static var increase: String { budgetStrings("Increase") }

    var body: any View {
        // At the accessibility sizes the stepper goes under the amount ("$20.00" beside it broke
        // across two lines at AX5).
        AdaptiveStack(spacing: Space.sm, stackedSpacing: Space.xs) {
            VStack(alignment: .leading, spacing: 2) {
                Text(label, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).whole()
                FlowLayout(spacing: Space.xs, lineSpacing: 0, children: [
                    Text(amount, style: TextStyle.title2.tabular()).whole(),
                    Text(per, style: .subheadline, color: .secondaryLabel).whole().padding(.top, 5),
                ])
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: 0) {
                half(.minus, Self.decrease, enabled: canDecrease)
                ShapeView(.rect).fill(.separator).frame(width: 1, height: 20)
                half(.plus, Self.increase, enabled: true)
            }
            .background(ShapeView(.control).fill(.fill))
            .role(.group, name: "stepper")
        }
        .padding(horizontal: Space.md, vertical: Space.sm)
        .role(.field, name: label)
    }

    private func half(_ icon: Icon, _ name: String, enabled: Bool) -> any View {
        let symbol = IconView(icon, size: 18, color: enabled ? .label : .tertiaryLabel)
        return (enabled ? symbol : symbol.inkRole(.disabled))
            .frame(width: 50, height: 44)
            .role(.button, name: name)
            .tapTarget()
    }
}
