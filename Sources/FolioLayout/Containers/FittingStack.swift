/// Rows one under another, as many as fit the height offered: when some do not fit, the last
/// ones shown make room for a "+N more" row (`more`, given how many counted rows are hidden), and
/// a heading left without any row under it goes too. Content longer than a screen is cut
/// gracefully instead of running under the dock.
public struct FittingStack: PrimitiveView {
    /// One row of the stack.
    public struct Item {
        /// The row.
        public var view: any View
        /// How many things the row stands for in the "+N more" count (0 for a heading).
        public var counts: Int
        /// A heading: never the last row shown.
        public var isHeading: Bool

        /// A row standing for `counts` things (one by default), a heading when `isHeading`.
        public init(view: any View, counts: Int = 1, isHeading: Bool = false) {
            self.view = view
            self.counts = counts
            self.isHeading = isHeading
        }
    }

    /// The space between rows.
    public var spacing: Double
    /// The rows, in order.
    public var items: [Item]
    /// How rows narrower than the stack sit in it.
    public var alignment: HorizontalAlignment
    /// The "+N more" row for a count of hidden things.
    public var more: (Int) -> any View

    /// Rows `spacing` apart, cut to the height offered with `more` standing for what is hidden.
    public init(spacing: Double, items: [Item], alignment: HorizontalAlignment = .leading, more: @escaping (Int) -> any View) {
        self.spacing = spacing
        self.items = items
        self.alignment = alignment
        self.more = more
    }

    /// The rows shown for a proposal and how many counted rows are hidden.
    public struct Fit: Equatable {
        /// Rows shown, from the first.
        public var shown: Int
        /// Counted things hidden under the "+N more" row.
        public var hidden: Int

        /// `shown` rows with `hidden` things under the "+N more" row.
        public init(shown: Int, hidden: Int) {
            self.shown = shown
            self.hidden = hidden
        }
    }

    /// The most rows laid out: no screen shows more, and the rest only count toward "+N more", so
    /// a list of 10,000 rows costs what 256 cost (it took 757 MB).
    public static let maxLaidOut = 256

    /// The rows laid out (at most ``maxLaidOut``); the "+N more" row is the child after them.
    private var laidOut: Int { min(items.count, Self.maxLaidOut) }

    public func children(in environment: Environment) -> [any View] {
        items.prefix(Self.maxLaidOut).map(\.view) + [more(items.map(\.counts).reduce(0, +))]
    }

    private func width(_ proposal: ProposedSize, _ context: LayoutContext) -> Double {
        if let w = proposal.width, w.isFinite { return w }
        return context.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    /// The rows' heights at `width`, measured in order only until they pass `height` (all of them
    /// when it is unspecified): rows past the fold are never laid out, so a page of 10,000 rows
    /// costs what the rows it shows cost.
    private func heights(width: Double, height: Double?, _ context: LayoutContext) -> [Double] {
        let offer = ProposedSize(width: width, height: nil)
        var heights: [Double] = []
        var used = 0.0
        for child in context.children.prefix(laidOut) {
            if let height, height.isFinite, used > height + 0.5 { break }
            let h = child.sizeThatFits(offer).height
            used += h + (heights.isEmpty ? 0 : spacing)
            heights.append(h)
        }
        return heights
    }

    /// How many rows fit in `height` (all of them when it is unspecified or infinite): all that
    /// fit when only uncounted rows (headings, summaries) would be left out, else as many as fit
    /// above the "+N more" row. `rowHeights` may stop early: rows not measured do not fit, and with
    /// no height the rows measured are shown and the rest counted.
    public func fit(height: Double?, rowHeights: [Double], moreHeight: Double) -> Fit {
        let n = items.count
        // Prefix sums of the heights and suffix sums of the counts, so each question is one lookup.
        var prefix = [0.0]
        prefix.reserveCapacity(rowHeights.count + 1)
        for h in rowHeights.prefix(n) { prefix.append((prefix.last ?? 0) + h) }
        var suffix = [Int](repeating: 0, count: n + 1)
        for k in stride(from: n - 1, through: 0, by: -1) { suffix[k] = suffix[k + 1] + items[k].counts }
        func used(_ k: Int) -> Double {
            k < prefix.count ? prefix[k] + spacing * Double(max(0, k - 1)) : .infinity
        }
        func hidden(_ k: Int) -> Int { suffix[k] }
        guard let height, height.isFinite else {
            // No fold: every row measured is shown (all of them, unless past the most laid out).
            let measured = min(n, rowHeights.count)
            return Fit(shown: measured, hidden: hidden(measured))
        }
        guard used(n) > height + 0.5 else { return Fit(shown: n, hidden: 0) }
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
        let rows = heights(width: w, height: proposal.height, context)
        let moreHeight = context.children[laidOut].sizeThatFits(ProposedSize(width: w, height: nil)).height
        return (w, rows, fit(height: proposal.height, rowHeights: rows, moreHeight: moreHeight))
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let (w, heights, fit) = layoutFit(proposal, context)
        var rows = Array(heights.prefix(fit.shown))
        if fit.hidden > 0 {
            rows.append(context.children[laidOut].sizeThatFits(ProposedSize(width: w, height: nil)).height)
        }
        return Size(width: w, height: rows.reduce(0, +) + spacing * Double(max(0, rows.count - 1)))
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
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
            let template = context.children[laidOut].sizeThatFits(offer)
            var row = layout(more(fit.hidden), in: Size(width: w, height: template.height), environment: context.environment,
                             role: .group, name: "more")
            row.origin = Point(x: 0, y: y)
            frames.append(row)
        }
        return frames
    }
}
