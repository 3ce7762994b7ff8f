import FolioLayout

/// Rows one under another, as many as fit the height offered: when some do not fit, the last
/// ones shown make room for a "+N more" row (`more`, given how many counted rows are hidden), and
/// a heading left without any row under it goes too. Content longer than a screen is cut
/// gracefully instead of running under the dock.
struct FittingStack: PrimitiveView {
    /// One row of the stack.
    struct Item {
        var view: any View
        /// How many things the row stands for in the "+N more" count (0 for a heading).
        var counts: Int = 1
        /// A heading: never the last row shown.
        var isHeading = false
    }

    var spacing: Double
    var items: [Item]
    var alignment: HorizontalAlignment = .leading
    var more: (Int) -> any View

    /// The rows shown for a proposal and how many counted rows are hidden.
    struct Fit: Equatable {
        var shown: Int
        var hidden: Int
    }

    func children(in environment: Environment) -> [any View] {
        items.map(\.view) + [more(items.map(\.counts).reduce(0, +))]
    }

    private func width(_ proposal: ProposedSize, _ context: LayoutContext) -> Double {
        if let w = proposal.width, w.isFinite { return w }
        return context.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    private func heights(width: Double, _ context: LayoutContext) -> [Double] {
        context.children.map { $0.sizeThatFits(ProposedSize(width: width, height: nil)).height }
    }

    /// How many rows fit in `height` (all of them when it is unspecified or infinite): all that
    /// fit when only uncounted rows (headings, summaries) would be left out, else as many as fit
    /// above the "+N more" row.
    func fit(height: Double?, rowHeights: [Double], moreHeight: Double) -> Fit {
        let n = items.count
        func used(_ k: Int) -> Double { rowHeights.prefix(k).reduce(0, +) + spacing * Double(max(0, k - 1)) }
        func hidden(_ k: Int) -> Int { items[k...].map(\.counts).reduce(0, +) }
        guard let height, height.isFinite, used(n) > height + 0.5 else { return Fit(shown: n, hidden: 0) }
        var shown = n
        while shown > 0, hidden(shown - 1) == 0, used(shown) > height + 0.5 { shown -= 1 }
        if hidden(shown) == 0, used(shown) <= height + 0.5 { return Fit(shown: trimmed(shown), hidden: 0) }
        shown = 0
        while shown < n, used(shown + 1) + spacing + moreHeight <= height + 0.5 { shown += 1 }
        shown = trimmed(shown)
        return Fit(shown: shown, hidden: hidden(shown))
    }

    /// `shown` less the headings it would end on.
    private func trimmed(_ shown: Int) -> Int {
        var k = shown
        while k > 0, items[k - 1].isHeading { k -= 1 }
        return k
    }

    private func layoutFit(_ proposal: ProposedSize, _ context: LayoutContext) -> (width: Double, heights: [Double], fit: Fit) {
        let w = width(proposal, context)
        var all = heights(width: w, context)
        let moreHeight = all.removeLast()
        return (w, all, fit(height: proposal.height, rowHeights: all, moreHeight: moreHeight))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let (w, heights, fit) = layoutFit(proposal, context)
        var rows = Array(heights.prefix(fit.shown))
        if fit.hidden > 0 {
            rows.append(context.children[items.count].sizeThatFits(ProposedSize(width: w, height: nil)).height)
        }
        return Size(width: w, height: rows.reduce(0, +) + spacing * Double(max(0, rows.count - 1)))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let (w, heights, fit) = layoutFit(proposal, context)
        let offer = ProposedSize(width: w, height: nil)
        var frames: [Frame] = []
        var y = 0.0
        for i in 0..<fit.shown {
            let child = context.children[i]
            let x = (w - child.sizeThatFits(offer).width) * alignment.fraction
            frames += child.place(at: Point(x: x, y: y), proposal: offer)
            y += heights[i] + spacing
        }
        if fit.hidden > 0 {
            let template = context.children[items.count].sizeThatFits(offer)
            var row = layout(more(fit.hidden), in: Size(width: w, height: template.height), environment: context.environment,
                             role: .group, name: "more")
            row.origin = Point(x: 0, y: y)
            frames.append(row)
        }
        return frames
    }
}
