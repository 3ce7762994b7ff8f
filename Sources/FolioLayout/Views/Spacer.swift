/// Empty space that grows along its stack's axis (both ways outside a stack), never shorter than
/// `minLength`. Draws nothing.
///
/// ```swift
/// HStack { Text("Total"); Spacer(); Text("$42") }
/// ```
public struct Spacer: PrimitiveView {
    public var minLength: Double

    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func grow(_ offered: Double?) -> Double { max(minLength, offered ?? 0) }
        switch context.environment.stackAxis {
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] { [] }
}
