/// A scroll view, as a phone draws one still: its content laid out at its natural length along
/// `axis` (the proposal along the axis left open, so lists show every row), seen through a viewport
/// of the size offered, scrolled `offset` points in. The content keeps `insets` clear at its ends
/// (the room under a status bar, a navigation bar or a floating dock), and what lies beyond the
/// viewport is cut at its edges.
///
/// The offset is clamped to the content, as a phone cannot scroll past either end:
/// `offset: .infinity` is the scroll at its end on every device. Offered no length along its axis
/// (a full-page render), the viewport is the whole content. With `fillsViewport`, content shorter
/// than the viewport is offered the viewport's length instead, so a screen whose flexible frames
/// fill the phone looks as it did before it scrolled; longer content keeps its natural length.
///
/// A `header` scrolls as the first part of the content and is measured apart from it, so an
/// `overlay` drawn over the viewport (not scrolled) can tell when it has passed under the top
/// inset: a navigation bar that takes its material once content runs under it, and its inline
/// title once the large title has gone.
///
/// ```swift
/// ScrollView(.vertical, offset: 120, insets: EdgeInsets(top: 59, bottom: 106)) {
///     for row in rows { row }
/// }
/// ```
public struct ScrollView: PrimitiveView {
    public var axis: Axis
    /// How far the content is scrolled, in points from its start (clamped to the content).
    public var offset: Double
    /// Room kept clear around the content inside the scroll (before its start, after its end, and
    /// across it).
    public var insets: EdgeInsets
    /// Whether content shorter than the viewport is offered the viewport's whole length.
    public var fillsViewport: Bool
    /// The name of the scroll's frame (its role is `.scroll`).
    public var name: String
    /// The first part of the content, measured apart (a large title), if any.
    public var header: (any View)?
    public var content: any View
    /// What is drawn over the viewport, unscrolled, for where the scroll stands (a bar), if anything.
    public var overlay: ((Metrics) -> any View)?

    /// A scroll along `axis` of `content`, scrolled `offset` in, `insets` clear around the content.
    public init(_ axis: Axis = .vertical, offset: Double = 0, insets: EdgeInsets = .zero, fillsViewport: Bool = false,
                name: String = "scroll", @ViewBuilder content: () -> any View) {
        self.init(axis, offset: offset, insets: insets, fillsViewport: fillsViewport, name: name, content: content())
    }

    /// A scroll of content built elsewhere, `header` its first part, `overlay` drawn over the viewport.
    public init(_ axis: Axis = .vertical, offset: Double = 0, insets: EdgeInsets = .zero, fillsViewport: Bool = false,
                name: String = "scroll", header: (any View)? = nil, content: any View,
                overlay: ((Metrics) -> any View)? = nil) {
        self.axis = axis
        self.offset = offset
        self.insets = insets
        self.fillsViewport = fillsViewport
        self.name = name
        self.header = header
        self.content = content
        self.overlay = overlay
    }

    /// The content and header as one: the header first, then the content.
    private var scrolled: any View {
        guard let header else { return content }
        return Stack(axis: axis, spacing: 0, crossFraction: 0, content: [header, content])
    }

    public func children(in environment: Environment) -> [any View] { [scrolled] + (header.map { [$0] } ?? []) }

    public func childEnvironment(_ environment: Environment) -> Environment {
        var env = environment
        env.stackAxis = nil
        return env
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let inner = contentSize(proposal, context.children[0])
        let along = Self.finite(proposal[axis]) ?? inner[axis] + insets.along(axis)
        let cross = Self.finite(proposal[axis.cross]) ?? inner[axis.cross] + insets.along(axis.cross)
        return Size(axis: axis, along: along, cross: cross)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let child = context.children[0]
        let offer = contentProposal(ProposedSize(size), child)
        var metrics = metrics(viewport: size, content: child.sizeThatFits(offer))
        if header != nil {
            metrics.headerLength = context.children[1].sizeThatFits(ProposedSize(axis: axis, along: nil, cross: offer[axis.cross]))[axis]
        }
        let origin = Point(x: insets.leading, y: insets.top) - Point(axis: axis, along: metrics.offset, cross: 0)
        var frames = child.place(at: origin, proposal: offer)
        if let overlay {
            frames += layout(overlay(metrics), in: size, environment: childEnvironment(context.environment), role: .group).children
        }
        return [.group(frames, size: size, role: .scroll, name: name, group: Group(clip: .rect))]
    }

    /// Where the scroll stands for a viewport of `viewport` over content of `content` size: the
    /// offset clamped, the content's length with its insets, and the span of it in view.
    public func metrics(viewport: Size, content: Size) -> Metrics {
        let length = content[axis] + insets.along(axis)
        let clamped = min(max(0, offset.isNaN ? 0 : offset), max(0, length - viewport[axis]))
        return Metrics(offset: clamped, contentLength: length, viewportLength: viewport[axis], headerLength: 0)
    }

    /// Where a scroll stands: all lengths along its axis, from the start of the content's insets.
    public struct Metrics: Hashable, Sendable {
        /// The offset, clamped to the content.
        public var offset: Double
        /// The content's length, its insets included.
        public var contentLength: Double
        /// The viewport's length.
        public var viewportLength: Double
        /// The header's length (0 without one).
        public var headerLength: Double

        /// Whether any content has scrolled under the top inset.
        public var isScrolled: Bool { offset > 0 }
        /// Whether the header has scrolled wholly under the top inset.
        public var isHeaderGone: Bool { headerLength > 0 && offset >= headerLength }

        /// The span of the content in view.
        public var visible: ClosedRange<Double> { offset...(offset + min(viewportLength, contentLength)) }
        /// How much more there is to scroll.
        public var remaining: Double { max(0, contentLength - viewportLength - offset) }
    }

    /// The content's size for a proposal of the scroll's.
    private func contentSize(_ proposal: ProposedSize, _ child: LayoutChild) -> Size {
        child.sizeThatFits(contentProposal(proposal, child))
    }

    /// What the content is offered: its natural length along the axis (or the viewport's, when it
    /// fills a viewport it is shorter than), the viewport's breadth less the insets across.
    private func contentProposal(_ proposal: ProposedSize, _ child: LayoutChild) -> ProposedSize {
        let cross = Self.finite(proposal[axis.cross]).map { max(0, $0 - insets.along(axis.cross)) }
        let natural = ProposedSize(axis: axis, along: nil, cross: cross)
        guard fillsViewport, let viewport = Self.finite(proposal[axis]) else { return natural }
        let room = max(0, viewport - insets.along(axis))
        return child.sizeThatFits(natural)[axis] < room ? ProposedSize(axis: axis, along: room, cross: cross) : natural
    }

    /// A length that is given and finite, else nil.
    public static func finite(_ length: Double?) -> Double? {
        length.flatMap { $0.isFinite ? $0 : nil }
    }
}

extension EdgeInsets {
    /// The insets' total along `axis` (leading and trailing for horizontal, top and bottom for vertical).
    func along(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}
