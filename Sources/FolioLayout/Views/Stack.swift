/// The layout of a horizontal or vertical stack, as SwiftUI does it: the spacing comes off first,
/// then children are served by layout priority (highest first, the lower ones' minimums held back;
/// spacers after everything else) and, within a priority, least flexible first, each offered an
/// even share of what is left.
/// ``VStack`` and ``HStack`` are this view along their axis.
struct Stack: PrimitiveView {
    var axis: Axis
    var spacing: Double
    /// Where children sit across the axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    var crossFraction: Double
    var content: [any View]

    func children(in environment: Environment) -> [any View] { content }

    func childEnvironment(_ environment: Environment) -> Environment {
        var env = environment
        env.stackAxis = axis
        return env
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let children = context.children
        let sizes = childSizes(for: proposal, children: children)
        return Size(axis: axis, along: sizes.map { $0[axis] }.reduce(0, +) + totalSpacing(children.count),
                    cross: sizes.map { $0[axis.cross] }.max() ?? 0)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let children = context.children
        let sizes = childSizes(for: proposal, children: children)
        let proposals = childProposals(for: proposal, children: children)
        var along = 0.0
        var frames: [Frame] = []
        for (i, child) in children.enumerated() {
            let cross = (size[axis.cross] - sizes[i][axis.cross]) * crossFraction
            frames += child.place(at: Point(axis: axis, along: along, cross: cross), proposal: proposals[i])
            along += sizes[i][axis] + spacing
        }
        return frames
    }

    private func totalSpacing(_ count: Int) -> Double { spacing * Double(max(0, count - 1)) }

    private func childSizes(for proposal: ProposedSize, children: [LayoutChild]) -> [Size] {
        zip(children, childProposals(for: proposal, children: children)).map { $0.sizeThatFits($1) }
    }

    /// What each child is offered along the axis (the cross proposal passes through).
    private func childProposals(for proposal: ProposedSize, children: [LayoutChild]) -> [ProposedSize] {
        let cross = proposal[axis.cross]
        func offer(_ along: Double?) -> ProposedSize { ProposedSize(axis: axis, along: along, cross: cross) }
        guard let available = proposal[axis], available.isFinite else {
            return children.map { _ in offer(proposal[axis]) }
        }
        let smallest = children.map { $0.sizeThatFits(offer(0))[axis] }
        let flexibility = children.indices.map { children[$0].sizeThatFits(offer(.infinity))[axis] - smallest[$0] }
        var offers = [ProposedSize](repeating: offer(nil), count: children.count)
        var remaining = available - totalSpacing(children.count)
        var heldBack = smallest.reduce(0, +)
        // Spacers come last, after every priority: they take what is left, never a share of a title.
        let priorities = children.map { $0.view is Spacer ? -Double.infinity : $0.layoutPriority }
        for priority in Set(priorities).sorted(by: >) {
            let group = children.indices.filter { priorities[$0] == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            heldBack -= group.map { smallest[$0] }.reduce(0, +)
            var share = remaining - heldBack
            for (served, i) in group.enumerated() {
                offers[i] = offer(max(0, share / Double(group.count - served)))
                let taken = children[i].sizeThatFits(offers[i])[axis]
                share -= taken
                remaining -= taken
            }
        }
        return offers
    }
}
