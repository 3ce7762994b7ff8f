import FolioLayout

/// Cells side by side in even columns, each as tall as the row's tallest (as a SwiftUI `Grid` row
/// sizes its cells): a tile whose value takes a taller line (Arabic) does not stand out of its row.
/// A cell fills the height it is offered when it asks to (`.frame(maxHeight: .infinity)`). Right
/// to left the first cell is the rightmost.
struct EqualHeightRow: PrimitiveView {
    /// How many columns the row is divided into (more than its cells leaves the rest empty).
    var columns: Int
    var spacing: Double
    var cells: [any View]

    func children(in environment: Environment) -> [any View] { cells }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let (column, height) = measure(proposal, context)
        return Size(width: column * Double(columns) + spacing * Double(columns - 1), height: height)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let (column, height) = measure(proposal, context)
        return context.children.enumerated().flatMap { i, child in
            child.place(at: Point(x: Double(i) * (column + spacing), y: 0), proposal: ProposedSize(width: column, height: height))
        }
    }

    /// The width of a column and the height of the tallest cell at that width.
    private func measure(_ proposal: ProposedSize, _ context: LayoutContext) -> (column: Double, height: Double) {
        let n = Double(max(1, columns))
        let offer = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let column = offer.map { max(0, ($0 - spacing * (n - 1)) / n) }
            ?? (context.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
        let height = context.children.map { $0.sizeThatFits(ProposedSize(width: column, height: nil)).height }.max() ?? 0
        return (column, height)
    }
}
