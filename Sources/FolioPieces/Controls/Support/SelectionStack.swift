import FolioLayout

/// Items in a row or a column with an indicator behind them that slides between items: at a
/// fractional `position` (1.5 is half-way from the second item to the third) the indicator's
/// rectangle is blended between the two items' rectangles, stretched a little in transit the way
/// a spring-loaded selection does. The engine of Glass Segments, Tracking Tabs, Choice and the dock.
struct SelectionStack: PrimitiveView {
    /// How items share the length of the stack.
    enum Sizing {
        /// Every item gets the same share of the offered length (segments, dock tabs).
        case equal
        /// Every item takes its ideal length (tab titles, list rows).
        case intrinsic
    }

    var axis: Axis
    var spacing: Double
    var sizing: Sizing
    var position: Double
    /// How much longer the indicator grows half-way between two items, as a fraction of its length.
    var stretch: Double = 0
    /// The indicator's rectangle for an item's slot (an underline below it, an inset pill).
    var placement: (Rect) -> Rect = { $0 }
    var items: [any View]
    var indicator: any View
    /// A position the environment sets instead of `position` while a motion is shown from outside
    /// (the dock's tab switch in a flow), or nil to keep `position`.
    var motion: (@Sendable (Environment) -> Double?)? = nil

    func children(in environment: Environment) -> [any View] { items + [indicator] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        slots(for: proposal, context).size
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let (slots, offers, _) = slots(for: proposal, context)
        guard !slots.isEmpty, let indicatorChild = context.children.last else { return [] }
        var moving = self
        if let position = motion?(context.environment) { moving.position = position }
        let box = placement(moving.indicatorRect(slots))
        var frames = indicatorChild.place(at: box.origin, proposal: ProposedSize(box.size))
        for (i, child) in context.children.dropLast().enumerated() {
            let own = child.sizeThatFits(offers[i])
            frames += child.place(at: slots[i].origin + Alignment.center.origin(of: own, in: slots[i].size),
                                  proposal: offers[i])
        }
        return frames
    }

    /// The indicator between the two items around `position`, extrapolating a little past the ends
    /// so a spring's overshoot shows.
    func indicatorRect(_ slots: [Rect]) -> Rect {
        let first = max(0, min(Int(position.rounded(.down)), slots.count - 2))
        let second = min(first + 1, slots.count - 1)
        let f = position - Double(first)
        var rect = Motion.mix(slots[first], slots[second], f)
        let grow = rect.size[axis] * stretch * Motion.bump(f)
        rect.origin = rect.origin - Point(axis: axis, along: grow / 2, cross: 0)
        rect.size[axis] += grow
        return rect
    }

    /// Each item's slot, what it is offered, and the stack's size.
    private func slots(for proposal: ProposedSize, _ context: LayoutContext) -> (slots: [Rect], offers: [ProposedSize], size: Size) {
        let items = Array(context.children.dropLast())
        guard !items.isEmpty else { return ([], [], .zero) }
        let count = Double(items.count)
        let gaps = spacing * (count - 1)
        let cross = proposal[axis.cross]
        var lengths: [Double]
        var offers: [ProposedSize]
        switch sizing {
        case .equal:
            let ideal = items.map { $0.sizeThatFits(ProposedSize(axis: axis, along: nil, cross: cross))[axis] }.max() ?? 0
            let available = proposal[axis].flatMap { $0.isFinite ? $0 : nil } ?? (ideal * count + gaps)
            let share = max(0, (available - gaps) / count)
            offers = items.map { _ in ProposedSize(axis: axis, along: share, cross: cross) }
            lengths = items.map { _ in share }
        case .intrinsic:
            offers = items.map { _ in ProposedSize(axis: axis, along: nil, cross: cross) }
            lengths = zip(items, offers).map { $0.sizeThatFits($1)[axis] }
        }
        let crossLength = zip(items, offers).map { $0.sizeThatFits($1)[axis.cross] }.max() ?? 0
        let thickness = axis == .vertical ? (cross.flatMap { $0.isFinite ? $0 : nil } ?? crossLength) : crossLength
        if axis == .vertical, sizing == .intrinsic {
            offers = items.map { _ in ProposedSize(axis: axis, along: nil, cross: thickness) }
            lengths = zip(items, offers).map { $0.sizeThatFits($1)[axis] }
        }
        var along = 0.0
        var slots: [Rect] = []
        for length in lengths {
            slots.append(Rect(origin: Point(axis: axis, along: along, cross: 0), size: Size(axis: axis, along: length, cross: thickness)))
            along += length + spacing
        }
        return (slots, offers, Size(axis: axis, along: along - spacing, cross: thickness))
    }
}
