import FolioCore
import FolioLayout

/// A text or icon as it lands on the picture: where its glyphs are (not its whole frame, which may
/// run far past them), cut to the clips around it, with the opacity of the groups it is drawn in,
/// and the parts of the picture painted over it later (bars, the dock, a sheet, a toast).
struct InkSpot {
    /// The text or icon frame, and the path of roles and names from the root to it (for the finding).
    var frame: Frame, path: String
    /// Where its glyphs are, in root points, inside every clip around it; the product of the
    /// opacities of the groups around it.
    var box: Rect, opacity: Double
    /// Exempt: drawn under a sheet's dim (the screen behind, which nobody reads), or in a group given
    /// an ``InkRole``. Key: in an action, a field, a header, a badge or the chrome (the dock, a bar,
    /// tabs), or in anything a finger acts on.
    var isExempt: Bool, inKeyElement: Bool
    /// Chrome, sheets, overlays and a flow's finger marks painted after it over part of its box; pixels under them are not its background.
    var coveredBy: [Rect] = []

    /// Every text and icon of `root`, in paint order, but those rotated or warped (a card turning, in
    /// motion between two checked stills) and those cut away whole by their clips.
    static func all(in root: Frame) -> [InkSpot] {
        var collector = Collector()
        collector.visit(root, State(transform: .identity, opacity: 1, clip: nil, exempt: false, moved: false, key: false,
                                     path: root.role.rawValue))
        return collector.spots.map { entry in
            var spot = entry.spot
            let later = collector.overs.filter { $0.order > entry.order && $0.rect.intersects(spot.box, by: 0.5) }
            spot.isExempt = spot.isExempt || later.contains { $0.isDim && $0.rect.contains(spot.box, tolerance: 0.5) }
            // A strike or underline drawn over the text, inside its frame, is part of its ink, not its background.
            let marks = collector.marks.filter { $0.order > entry.order && entry.rect.contains($0.rect, tolerance: 0.5) }
            spot.coveredBy = later.filter { !$0.isDim }.map(\.rect) + marks.map(\.rect)
            return spot
        }
    }

    /// The box the glyphs of a text or icon take inside `frame`: a text's measured lines from the
    /// frame's top, placed by its alignment; an icon's em square, centred.
    static func glyphBox(_ frame: Frame) -> Rect? {
        switch frame.item {
        case .text(let t):
            let size = Size(width: min(t.metrics.size.width, frame.size.width), height: min(t.metrics.size.height, frame.size.height))
            let x: Double = switch t.alignment {
            case .leading: 0
            case .center: (frame.size.width - size.width) / 2
            case .trailing: frame.size.width - size.width
            }
            return Rect(origin: Point(x: x, y: 0), size: size)
        case .icon(let i):
            return Rect(x: (frame.size.width - i.size) / 2, y: (frame.size.height - i.size) / 2, width: i.size, height: i.size)
        default:
            return nil
        }
    }

    /// How far past its frame anything in `frame` paints, in points: half a stroke's width (a finger's
    /// trail is a line 14 pt wide), and a shadow's or glow's radius and offset past what casts it.
    static func effectReach(_ frame: Frame) -> Double {
        switch frame.item {
        case .shape(let shape): return (shape.stroke?.width ?? 0) / 2
        case .group(let g):
            let own = g.effects.map { effect -> Double in
                switch effect {
                case .shadow(_, let radius, let offset): radius + max(abs(offset.x), abs(offset.y))
                case .glow(_, let radius): radius
                default: 0
                }
            }
            return (g.children.map(effectReach).max() ?? 0) + (own.max() ?? 0)
        default: return 0
        }
    }

    /// A flow's marks of the finger, drawn over a screen to say where it touched: not what the text is drawn on.
    static let annotations: Set<String> = ["touch", "finger path"]

    /// The roles of key elements: what a reader acts on or finds their way by.
    static let keyRoles: Set<Role> = [.pill, .button, .field, .header, .badge, .chrome]

    private struct State {
        var transform: AffineTransform, opacity: Double, clip: Rect?, exempt: Bool, moved: Bool, key: Bool, path: String
    }

    /// What is painted over content later: its rect, its place in paint order, whether it is a sheet's dim.
    private struct Over {
        var rect: Rect, order: Int, isDim: Bool
    }

    private struct Collector {
        var spots: [(spot: InkSpot, order: Int, rect: Rect)] = []
        var overs: [Over] = []
        /// Every shape, in root points and paint order.
        var marks: [Over] = []
        var order = 0

        mutating func visit(_ frame: Frame, _ state: State) {
            order += 1
            let toRoot = AffineTransform.translation(x: frame.origin.x, y: frame.origin.y).concatenating(state.transform)
            let rect = toRoot.apply(frame.bounds)
            if frame.role == .chrome || frame.role == .sheet || LintRule.overlayFrameNames.contains(frame.name ?? "") || frame.name == "dim"
                || InkSpot.annotations.contains(frame.name ?? "") {
                // Its shadows and glows cover too: text a finger's halo or the dock's shadow falls on
                // was measured on that soft dark as if it were its background.
                let reach = InkSpot.effectReach(frame)
                overs.append(Over(rect: rect.insetBy(dx: -reach, dy: -reach), order: order, isDim: frame.name == "dim"))
            }
            if case .shape = frame.item { marks.append(Over(rect: rect, order: order, isDim: false)) }
            var state = state
            state.key = state.key || frame.isTapTarget || InkSpot.keyRoles.contains(frame.role)
            if let local = InkSpot.glyphBox(frame), !state.moved {
                let box = toRoot.apply(local)
                if let shown = state.clip.map({ box.intersection($0) }) ?? box, shown.width > 0.5, shown.height > 0.5 {
                    spots.append((InkSpot(frame: frame, path: state.path, box: shown, opacity: state.opacity, isExempt: state.exempt,
                                          inKeyElement: state.key), order, rect))
                }
            }
            guard case .group(let g) = frame.item else { return }
            var inner = state
            inner.transform = g.transform.concatenating(toRoot)
            inner.opacity *= g.opacity
            inner.exempt = state.exempt || InkRole(frameName: frame.name) != nil
            inner.moved = state.moved || g.transform.b != 0 || g.transform.c != 0
                || g.effects.contains { if case .perspective = $0 { true } else { false } }
            if let clip = g.clip {
                // A free path clips to its own bounds (a progress fill's edge); any other shape to the group's box.
                let clipRect = if case .path(let path) = clip { toRoot.apply(path.controlBounds) } else { rect }
                inner.clip = state.clip.map { $0.intersection(clipRect) ?? .zero } ?? clipRect
            }
            for (i, child) in g.children.enumerated() {
                inner.path = state.path + " / " + (child.name.map { "\(child.role.rawValue) \"\($0)\"" } ?? "\(child.role.rawValue)[\(i)]")
                visit(child, inner)
            }
        }
    }
}
