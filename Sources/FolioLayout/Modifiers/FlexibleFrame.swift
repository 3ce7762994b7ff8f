/// A box around its content with bounds on each dimension (SwiftUI's `.frame(minWidth:...)` and,
/// with equal bounds, `.frame(width:height:)`): the content is offered the proposal clamped to the
/// bounds and placed in the box by `alignment`.
struct FlexibleFrame: ContentModifier {
    /// The bounds of one dimension; all `nil` leaves the dimension to the content.
    struct Bounds: Hashable {
        var min: Double?
        var ideal: Double?
        var max: Double?

        /// An exact length (min = ideal = max), or no bounds for `nil`.
        static func exactly(_ length: Double?) -> Bounds { Bounds(min: length, ideal: length, max: length) }

        /// What the content is offered: the proposal (or the ideal, when unspecified) clamped.
        func offer(_ proposed: Double?) -> Double? {
            guard var length = proposed ?? ideal else { return nil }
            if let max, length > max { length = max }
            if let min, length < min { length = min }
            return length
        }

        /// The box's length given the content's: the content's clamped between the bounds, grown or
        /// shrunk toward the proposal where a bound allows.
        func length(content: Double, proposed: Double?) -> Double {
            let offered = proposed ?? ideal ?? content
            var length = content
            if let min { length = Swift.max(min, Swift.min(length, offered)) }
            if let max { length = Swift.min(max, Swift.max(length, offered)) }
            return length
        }
    }

    var content: any View
    var width: Bounds
    var height: Bounds
    var alignment: Alignment

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.offer(proposal.width), height: height.offer(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let inner = context.children[0].sizeThatFits(offer(proposal))
        return Size(width: width.length(content: inner.width, proposed: proposal.width),
                    height: height.length(content: inner.height, proposed: proposal.height))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let child = context.children[0]
        let inner = child.sizeThatFits(offer(proposal))
        return child.place(at: alignment.origin(of: inner, in: size), proposal: offer(proposal))
    }
}
