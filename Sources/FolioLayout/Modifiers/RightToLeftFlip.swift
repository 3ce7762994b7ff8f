/// Its content laid out and drawn as it is left to right, then, when the layout runs right to left,
/// mirrored as a picture (see ``View/flipsForRightToLeft()``). Its frames are one group either way
/// (a plain one left to right), so both directions give trees of one shape for lint to compare.
struct RightToLeftFlip: ContentModifier {
    var content: any View

    func childEnvironment(_ environment: Environment) -> Environment {
        var env = environment
        env.layoutDirection = .leftToRight
        return env
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let frames = context.children[0].place(at: .zero, proposal: proposal)
        return [context.environment.layoutDirection == .rightToLeft ? .mirrored(frames, size: size) : .group(frames, size: size)]
    }
}

extension View {
    /// The view mirrored left for right when the layout runs right to left, as SwiftUI's
    /// `.flipsForRightToLeftLayoutDirection(true)` does: for a drawing that runs in the reading
    /// direction (a progress bar, a linear gauge, a slider, a swipe hint), which its art draws from
    /// the left. Its content is laid out left to right and the whole picture flipped, text included,
    /// so put it on drawings, not on labels. Clocks, checkmarks, mascots and their scenes, photos and
    /// art, and rings that fill clockwise are not flipped (Apple's right-to-left guidance).
    public func flipsForRightToLeft() -> any View {
        RightToLeftFlip(content: self)
    }
}
