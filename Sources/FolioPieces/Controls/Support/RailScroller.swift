import FolioLayout

/// A horizontal strip wider than its box, scrolled by an offset and clipped to the box, with the
/// content running out under a fade at each edge where it goes on out of sight (the filter rail, long
/// tab titles, an app's row of toggle chips). With a `bleed` the strip runs that far past its box on
/// each side (out to the screen's edge) while its content starts `bleed` in, lined up with the
/// content around it.
public struct RailScroller: PrimitiveView {
    /// How far the content is scrolled.
    public enum Offset: Sendable {
        /// Points from the start (clamped to the content).
        case points(Double)
        /// A fraction of the scrollable distance (0 the start, 1 the end).
        case fraction(Double)
    }

    var offset: Offset
    /// The colour the content fades into at the trailing edge (what the rail sits on); nil, no fade.
    var fade: ThemeColor?
    var fadeWidth: Double = Space.xxl
    var content: any View

    /// `content` scrolled by `offset`, fading into `fade` where it runs on out of sight.
    public init(offset: Offset, fade: ThemeColor?, content: any View) {
        self.offset = offset
        self.fade = fade
        self.content = content
    }

    /// `content` scrolled by `offset` on a strip running `bleed` points past the box on each side
    /// (to the screen's edge), the content inset by as much so it lines up with what is around it.
    public static func bleeding(_ bleed: Double, offset: Offset, fade: ThemeColor?, content: any View) -> any View {
        RailScroller(offset: offset, fade: fade, content: content.padding(.horizontal, bleed)).padding(.horizontal, -bleed)
    }

    public func children(in environment: Environment) -> [any View] { [content] }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let ideal = context.children[0].sizeThatFits(ProposedSize(width: nil, height: proposal.height))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal.width
        return Size(width: width, height: ideal.height)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let inner = ProposedSize(width: nil, height: proposal.height)
        let contentWidth = context.children[0].sizeThatFits(inner).width
        let scrollable = max(0, contentWidth - size.width)
        let x: Double
        switch offset {
        case .points(let p): x = min(scrollable, max(0, p))
        case .fraction(let f): x = scrollable * Motion.clamp(f)
        }
        var frames = context.children[0].place(at: Point(x: -x, y: 0), proposal: inner)
        if let fade {
            let color = context.environment.resolve(fade)
            let width = min(fadeWidth, size.width / 3)
            // A fade at each edge where content runs on out of sight: the leading one once scrolled.
            // Right to left the content runs off the left edge, so the trailing fade is the left one.
            let trailingOnRight = context.environment.layoutDirection == .leftToRight
            if x > 0.5 { frames.append(fadeFrame(color, width: width, height: size.height, atRightEdge: !trailingOnRight, of: size.width)) }
            if scrollable - x > 0.5 { frames.append(fadeFrame(color, width: width, height: size.height, atRightEdge: trailingOnRight, of: size.width)) }
        }
        return [.group(frames, size: size, group: Group(clip: .rect))]
    }

    /// A strip `width` wide at the right or left edge, clear on the inside and `color` at the edge.
    private func fadeFrame(_ color: Color, width: Double, height: Double, atRightEdge right: Bool, of boxWidth: Double) -> Frame {
        let (inside, edge) = right ? (0.0, width) : (width, 0.0)
        let paint = Paint.linear(LinearGradient(start: Point(x: inside, y: 0), end: Point(x: edge, y: 0), stops: [
            GradientStop(0, color.opacity(0)), GradientStop(0.7, color.opacity(color.alpha * 0.85)), GradientStop(1, color),
        ]))
        return Frame(origin: Point(x: right ? boxWidth - width : 0, y: 0), size: Size(width: width, height: height),
                     role: .shape, name: "fade", item: .shape(ShapeItem(.rect, fill: paint)))
    }
}
