import FolioLayout

/// Color Block List — envelopes as blocks of colour, one under another: each shows its icon and
/// name, what is left (large, tabular) over the rest of the story ("of $300"), and a bar of what is
/// spent. An envelope spent past its budget turns its amount red and fills its bar to the end in the
/// over-budget colour. Amounts come preformatted with the fraction spent, so the piece knows no
/// money rules.
public struct ColorBlockList: View {
    /// One envelope.
    public struct Block: Sendable {
        public var name: String
        public var icon: Icon?
        /// What is left, formatted ("$142"; "−$18" when over).
        public var amount: String
        /// The quiet line under it ("left of $300", "over $250").
        public var detail: String
        /// The share of the budget spent: 0 none, 1 all, more than 1 over.
        public var fraction: Double
        /// The block's colour, one of the app's named colours.
        public var color: ThemeColor

        public init(name: String, icon: Icon? = nil, amount: String, detail: String, fraction: Double,
                    color: ThemeColor) {
            self.name = name
            self.icon = icon
            self.amount = amount
            self.detail = detail
            self.fraction = fraction
            self.color = color
        }

        /// Whether more than the budget is spent.
        public var isOver: Bool { fraction > 1 }
    }

    public var blocks: [Block]

    public init(_ blocks: [Block]) {
        self.blocks = blocks
    }

    public var body: any View {
        VStack(spacing: Space.sm) {
            for block in blocks {
                Self.block(block)
            }
        }
        .frame(maxWidth: .infinity)
        .role(.group, name: "color blocks")
    }
}

extension ColorBlockList {
    /// One envelope on its tile of colour, alone (what a Swipe Action Row carries).
    public static func block(_ block: Block) -> any View {
        let amountColor: ThemeColor = block.isOver ? .destructive : .label
        let figures = VStack(alignment: .trailing, spacing: 0) {
            Text(block.amount, style: TextStyle.title2.tabular(), color: amountColor).whole()
            Text(block.detail, style: .footnote, color: block.isOver ? amountColor : .secondaryLabel)
                .lineLimit(1)
        }
        let name = HStack(alignment: .top, spacing: Space.sm) {
            if let icon = block.icon {
                IconView(icon, size: 18, color: .label, weight: .semibold)
                    .frame(width: 36, height: 36)
                    .background(ShapeView(.circle).fill(.card.opacity(0.55)))
            }
            Text(block.name, style: .headline).whole()
                .fixedSize(horizontal: false, vertical: true)
                .frame(minHeight: 36, alignment: .leading)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        return VStack(alignment: .leading, spacing: Space.sm) {
            // At the accessibility sizes the figures go under the name, as iOS stacks a cell's value,
            // so the name keeps the tile's width ("Groceries" broke inside the word beside them at AX3).
            EnvironmentReader { env in
                if env.textSize.isAccessibilitySize {
                    VStack(alignment: .trailing, spacing: Space.xs) {
                        name
                        figures
                    }
                } else {
                    HStack(alignment: .top, spacing: Space.sm) {
                        name
                        figures.layoutPriority(1)
                    }
                }
            }
            RowMeter(fraction: block.fraction,
                     fill: block.isOver ? .destructive : .label.opacity(0.78),
                     track: .label.opacity(0.08))
        }
        .padding(Space.md)
        .background(ZStack { ShapeView(.tile).fill(block.color); RowInk.sheen(.tile, strength: 0.5) })
        .role(.tile, name: block.name)
        .tapTarget()
    }
}
