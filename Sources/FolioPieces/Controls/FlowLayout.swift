import FolioLayout

/// Children in rows that wrap: each at its ideal size, left to right, starting a new row when the
/// next one would pass the offered width (a child wider than a row gets the row's width). As wide
/// as its widest row, as tall as its rows.
///
/// ```swift
/// FlowLayout(spacing: 8, lineSpacing: 8, children: moods.map { Chip($0) })
/// ```
public struct FlowLayout: PrimitiveView {
    public var spacing: Double
    public var lineSpacing: Double
    private let content: [any View]

    /// A flow of `children`, `spacing` apart in a row and `lineSpacing` between rows.
    public init(spacing: Double = Space.xs, lineSpacing: Double = Space.xs, children: [any View]) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.content = children
    }

    public func children(in environment: Environment) -> [any View] { content }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        arrange(proposal, context).size
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let (places, _) = arrange(proposal, context)
        return zip(context.children, places).flatMap { child, place in
            child.place(at: place.rect.origin, proposal: place.offer)
        }
    }

    /// Where each child goes and what it is offered, and the size of the whole.
    private func arrange(_ proposal: ProposedSize, _ context: LayoutContext) -> (places: [(rect: Rect, offer: ProposedSize)], size: Size) {
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        var places: [(rect: Rect, offer: ProposedSize)] = []
        var rowStart = 0
        var x = 0.0, y = 0.0, rowHeight = 0.0, widest = 0.0
        func closeRow() {
            // Centre each child of the finished row vertically in the row.
            for i in rowStart..<places.count {
                places[i].rect.origin.y = y + (rowHeight - places[i].rect.height) / 2
            }
            widest = max(widest, x - spacing)
            y += rowHeight + lineSpacing
        }
        for child in context.children {
            var offer = ProposedSize.unspecified
            var size = child.sizeThatFits(offer)
            if size.width > limit {
                offer = ProposedSize(width: limit, height: nil)
                size = child.sizeThatFits(offer)
            }
            if x > 0, x + size.width > limit + 1e-9 {
                closeRow()
                rowStart = places.count
                x = 0
                rowHeight = 0
            }
            places.append((Rect(origin: Point(x: x, y: 0), size: size), offer))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        guard !places.isEmpty else { return ([], .zero) }
        closeRow()
        return (places, Size(width: widest, height: y - lineSpacing))
    }
}
