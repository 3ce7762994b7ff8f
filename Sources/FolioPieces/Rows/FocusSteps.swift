import FolioLayout

/// Focus Steps — a recipe's method with one step in focus: the current step large, numbered on an
/// accent disc; the step before it small and dimmed above, the next two smaller and dimmer below.
/// `t` moves the focus on to the next step: the steps scale, fade and slide as it passes, and the
/// step leaving at the top slides out of the piece's box.
public struct FocusSteps: View {
    public var steps: [String]
    /// The index of the step in focus.
    public var current: Int
    /// How far the focus has moved on toward the next step, 0…1.
    public var t: Double

    public init(steps: [String], current: Int, t: Double = 0) {
        self.steps = steps
        self.current = min(max(0, current), max(0, steps.count - 1))
        self.t = steps.count > current + 1 ? Motion.clamp(t) : 0
    }

    /// The scale of a step `distance` steps from the focus (1 in focus).
    static func scale(_ distance: Double) -> Double { 1 - 0.36 * min(1, abs(distance)) }

    /// The opacity of a step `distance` steps from the focus: the step in focus opaque, the ones
    /// around it dimmed but still readable (4.5:1 on the page with a black ink), fading out past the window (one
    /// step above, two below); the step leaving at the top is nearly gone before the box's edge
    /// reaches its glyphs, so it fades out instead of being cut.
    static func opacity(_ distance: Double) -> Double {
        let d = abs(distance)
        if d <= 1 { return 1 - 0.35 * d }
        if distance < 0 {
            let presence = max(0, 2 - d)
            return 0.65 * presence * presence * presence * presence
        }
        if d <= 2 { return 0.65 - 0.03 * (d - 1) }
        return max(0, 0.62 * (3 - d))
    }

    public var body: any View {
        FocusColumn(steps: steps, focus: Double(current) + t)
            .clipShape(.rect)
            .role(.group, name: "focus steps")
    }
}

/// The steps in a column, each laid out at the large size over a width that its scale brings back
/// to the column's, then scaled.
private struct FocusColumn: PrimitiveView {
    var steps: [String]
    var focus: Double

    /// The steps that show: their index, distance from the focus, scale, opacity and how much of
    /// their height they take (less than 1 while the top one slides out).
    private var shown: [(index: Int, distance: Double, scale: Double, opacity: Double, presence: Double)] {
        steps.indices.compactMap { i in
            let d = Double(i) - focus
            let o = FocusSteps.opacity(d)
            guard o > 1e-3 else { return nil }
            let presence = d < -1 ? Motion.clamp(2 + d) : 1
            return (i, d, FocusSteps.scale(d), o, presence)
        }
    }

    func children(in environment: Environment) -> [any View] {
        steps.enumerated().map { i, step in StepLine(number: i + 1, text: step, focus: 1 - min(1, abs(Double(i) - focus))) }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 353
        let heights = shown.map { s in height(of: s.index, scale: s.scale, width: width, context) * s.presence }
        let gaps = shown.dropLast().map { gap(after: $0.scale) }
        return Size(width: width, height: heights.reduce(0, +) + gaps.reduce(0, +))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        var y = 0.0
        return shown.flatMap { s -> [Frame] in
            let child = context.children[s.index]
            let inner = ProposedSize(width: size.width / s.scale, height: nil)
            let full = child.sizeThatFits(inner)
            let top = y - full.height * s.scale * (1 - s.presence)
            y += full.height * s.scale * s.presence + gap(after: s.scale)
            let transform = AffineTransform.scale(x: s.scale, y: s.scale)
            let group = Group(transform: transform, opacity: s.opacity)
            // The step is laid out in the scaled group's own space, so it mirrors across that width.
            let frames = child.place(at: .zero, proposal: inner, mirroringAcross: inner.width)
            return [.group(frames, origin: Point(x: 0, y: top), size: Size(width: size.width, height: full.height * s.scale),
                           name: "step \(s.index + 1)", group: group)]
        }
    }

    /// The space under a step, shrinking with it.
    private func gap(after scale: Double) -> Double { Space.lg * scale }

    private func height(of index: Int, scale: Double, width: Double, _ context: LayoutContext) -> Double {
        context.children[index].sizeThatFits(ProposedSize(width: width / scale, height: nil)).height * scale
    }
}

/// One step: its number on a disc (accent in focus, quiet otherwise) beside its text.
private struct StepLine: View {
    var number: Int
    var text: String
    /// 1 in focus, 0 a step or more away.
    var focus: Double

    var body: any View {
        let inFocus = focus > 0.5
        return HStack(alignment: .top, spacing: Space.sm) {
            // The number in full ink on its quiet disc: the whole step dims away from the focus, and
            // a secondary ink would dim below what reads.
            Text("\(number)", style: TextStyle.headline.tabular(), color: inFocus ? .accentForeground : .label)
                .scaledFrame(side: 36, like: .headline)
                .background(ShapeView(.circle).fill(inFocus ? .accent : .fill))
                .role(.badge, name: "step number")
            Text(text, style: TextStyle.title2.weight(.semibold))
                .padding(.top, Space.xxs)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
