import FolioLayout

/// Task Row — one thing to get done (an item on the shopping list): a checkbox, the title and its
/// quantity on the trailing edge. Done, the box fills with a check, a line is struck through the
/// title across exactly the width its text takes, and the title steps back to the secondary colour
/// (still readable at 3:1 or more). At the accessibility sizes the title wraps and the quantity goes
/// under it, as iOS's rows stack.
public struct TaskRow: View {
    /// What to do or buy ("Cherry tomatoes").
    public var title: String
    /// How much ("400 g", "2 cans"), if anything.
    public var quantity: String?
    /// A quiet second line ("for Tomato soup"), if any.
    public var note: String?
    /// Whether it is done.
    public var isDone: Bool

    public init(title: String, quantity: String? = nil, note: String? = nil, isDone: Bool = false) {
        self.title = title
        self.quantity = quantity
        self.note = note
        self.isDone = isDone
    }

    public var body: any View {
        EnvironmentReader { env in
            let stacked = env.textSize.isAccessibilitySize
            HStack(spacing: Space.xxs) {
                RowCheck(isOn: isDone, tint: .accent, token: .control, side: 24)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title, style: .body, color: isDone ? .secondaryLabel : .label)
                        .lineLimit(stacked ? nil : 1)
                        .overlay(strike)
                    if let note {
                        Text(note, style: .footnote, color: .secondaryLabel)
                            .lineLimit(1)
                    }
                    if stacked, let quantity { amount(quantity) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if !stacked, let quantity { amount(quantity).padding(.leading, Space.xs) }
            }
            .padding(EdgeInsets(top: Space.xxs, leading: Space.xxs, bottom: Space.xxs, trailing: Space.md))
            .frame(minHeight: 52)
            .role(.row, name: title)
        }
    }

    /// The quantity, whole: on the trailing edge, or under the title at the accessibility sizes.
    private func amount(_ quantity: String) -> any View {
        Text(quantity, style: TextStyle.subheadline.tabular(), color: .secondaryLabel).whole()
    }

    /// The strike line, drawn over the title's own box (as wide as its measured text), through the
    /// middle of the lowercase letters.
    private var strike: any View {
        Draw { size, env in
            guard isDone else { return [] }
            let y = (size.height * 0.56).rounded()
            let line = Frame(origin: Point(x: 0, y: y - 0.75), size: Size(width: size.width, height: 1.5), role: .shape,
                             name: "strike", item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(.secondaryLabel)))))
            return [line]
        }
    }
}
