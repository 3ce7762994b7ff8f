import FolioLayout

/// How one whole screen gives way to another, composed from the two screens' laid-out frames at a
/// progress of the motion (0: the screen before, exactly; 1: the screen after, exactly): a push
/// slides the next screen in from the trailing edge over the last one, which drifts a third of the
/// way left under a dim; a pop runs that backwards; a fade brings the next in over the last. Right
/// to left the trailing edge is the left: a push slides in from the left, as navigation does in Arabic.
public enum ScreenTransition: String, Sendable, CaseIterable {
    case push, pop, fade

    /// How far the screen underneath drifts while the top one slides, as a share of the width.
    public static let parallax = 0.3
    /// How dark the screen underneath gets at the end of a push.
    public static let dim = 0.12

    /// The screen `progress` of the way from `before` to `after` (a spring's progress may pass 1 a
    /// little; 1 and beyond past settling give `after`).
    public func frame(from before: Frame, to after: Frame, progress: Double,
                      direction: LayoutDirection = .leftToRight) -> Frame {
        guard progress > 0 else { return before }
        guard progress < 1 else { return after }
        let size = after.size
        let toward = direction == .rightToLeft ? -1.0 : 1
        switch self {
        case .push: return Self.slide(under: before, over: after, progress: progress, size: size, toward: toward)
        case .pop: return Self.slide(under: after, over: before, progress: 1 - progress, size: size, toward: toward)
        case .fade:
            // The screen after fades in over the screen before, which stays opaque under it (two
            // half-faded screens would let the backdrop show through).
            return .group([before, Self.moved(after, x: 0, opacity: progress)], size: size, role: .group, name: "fade")
        }
    }

    /// `top` slid in `p` of the way from the trailing edge over `bottom`, which drifts and dims;
    /// `toward` is 1 when the trailing edge is the right, −1 when it is the left.
    static func slide(under bottom: Frame, over top: Frame, progress p: Double, size: Size, toward: Double = 1) -> Frame {
        let width = size.width * toward
        let dim = Frame(size: size, role: .shape, name: "dim",
                        item: .shape(ShapeItem(.rect, fill: .solid(.black.opacity(Self.dim * p)))))
        let under = Frame.group([bottom, dim], size: size, role: .group, name: "under",
                                group: Group(transform: .translation(x: -parallax * width * p, y: 0)))
        let over = Frame.group([top], size: size, role: .group, name: "incoming",
                               group: Group(transform: .translation(x: width * (1 - p), y: 0), effects: [
                                   .shadow(color: .black.opacity(0.18), radius: 16, offset: .zero),
                               ]))
        return .group([under, over], size: size, role: .group, name: "push",
                      group: Group(clip: .rect))
    }

    /// `frame` in a group moved `x` to the right at `opacity`.
    static func moved(_ frame: Frame, x: Double, opacity: Double) -> Frame {
        .group([frame], size: frame.size, role: .group, group: Group(transform: .translation(x: x, y: 0), opacity: opacity))
    }
}
