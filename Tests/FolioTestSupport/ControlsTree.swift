import FolioCore
import FolioLayout
import XCTest

/// A laid-out tree for the controls and chrome tests: every frame with its rectangle in root
/// coordinates (transforms applied), found by role, name or text. Named for this group so the
/// helpers of other groups in the same test target never clash with it.
public struct ControlsTree {
    /// One frame and where it landed.
    public struct Node {
        public var frame: Frame
        /// The frame's rectangle in root coordinates, transforms applied to its bounding box.
        public var rect: Rect

        public init(frame: Frame, rect: Rect) {
            self.frame = frame
            self.rect = rect
        }
    }

    public let root: Frame
    public let theme: Theme
    public let nodes: [Node]

    /// `view` laid out at `width` and as tall as it wants (a sample in a gallery column).
    public init(_ view: any View, width: Double, app: AppTheme = .round, appearance: Appearance = .light, device: Device = .iPhone) {
        self.init(root: lay(view, width: width, app: app, appearance: appearance, device: device), theme: Theme(app: app, appearance: appearance))
    }

    /// `view` laid out in a box of `size` (a whole screen).
    public init(_ view: any View, size: Size, app: AppTheme = .round, appearance: Appearance = .light, device: Device = .iPhone) {
        self.init(root: lay(view, width: size.width, height: size.height, app: app, appearance: appearance, device: device),
                  theme: Theme(app: app, appearance: appearance))
    }

    public init(root: Frame, theme: Theme) {
        self.root = root
        self.theme = theme
        var nodes: [Node] = []
        root.walk { frame, rect, _ in nodes.append(Node(frame: frame, rect: rect)) }
        self.nodes = nodes
    }

    /// Every node with `role` (and `name`, when given), in tree order.
    public func all(_ role: Role, _ name: String? = nil) -> [Node] {
        nodes.filter { $0.frame.role == role && (name == nil || $0.frame.name == name) }
    }

    /// The first node with `role` (and `name`).
    public func first(_ role: Role, _ name: String? = nil) -> Node? { all(role, name).first }

    /// The first node named `name`, whatever its role.
    public func node(named name: String) -> Node? { nodes.first { $0.frame.name == name } }

    /// The first text frame showing `string`.
    public func text(_ string: String) -> Node? {
        nodes.first { if case .text(let t) = $0.frame.item { return t.string == string }; return false }
    }

    /// The lint findings of the tree under its theme.
    public var findings: [LintFinding] { lint(root, theme: theme) }

    /// Frames whose laid-out box (transforms left out: offsets and squashes are drawing, not layout)
    /// leaves the root, looking inside clipped groups no further than the clip itself.
    public var spills: [String] {
        var out: [String] = []
        func visit(_ frame: Frame, at origin: Point, path: String) {
            let rect = Rect(origin: origin, size: frame.size)
            if !root.bounds.contains(rect, tolerance: 0.5) {
                out.append("\(path) at \(rect) outside \(root.size)")
            }
            guard case .group(let g) = frame.item, g.clip == nil else { return }
            for (i, child) in g.children.enumerated() {
                visit(child, at: origin + child.origin, path: path + " / " + (child.name ?? "\(child.role.rawValue)[\(i)]"))
            }
        }
        for (i, child) in root.children.enumerated() { visit(child, at: child.origin, path: child.name ?? "[\(i)]") }
        return out
    }
}

extension Frame {
    /// The outline that gives a surface frame its shape: its own shape, or its first shape child
    /// covering it (its background). Named for the controls tests.
    public var controlsSurface: Shape? {
        switch item {
        case .shape(let s): return s.shape
        case .group(let g):
            return g.children.lazy.compactMap { child -> Shape? in
                guard case .shape(let s) = child.item, child.rect.contains(self.bounds, tolerance: 0.5) else { return nil }
                return s.shape
            }.first
        default: return nil
        }
    }

    /// The solid fill of a shape frame.
    public var controlsFill: Color? {
        if case .shape(let s) = item, case .solid(let c)? = s.fill { return c }
        return nil
    }
}

/// Asserts two numbers agree to a thousandth of a point.
public func assertClose(_ a: Double?, _ b: Double, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("missing value: \(message)", file: file, line: line) }
    XCTAssertEqual(a, b, accuracy: 1e-3, message, file: file, line: line)
}

extension ControlsTree.Node {
    /// The colour a shape frame is painted with: its solid fill, or the last stop of its gradient
    /// (the colour a lit surface settles to at the bottom).
    public var paintColor: Color? {
        guard case .shape(let s) = frame.item, let fill = s.fill else { return nil }
        switch fill {
        case .solid(let c): return c
        case .linear(let g): return g.stops.last?.color
        case .radial(let g): return g.stops.last?.color
        }
    }

    /// The transform of a group frame (identity for other frames).
    public var transform: FolioCore.AffineTransform { frame.groupItem?.transform ?? .identity }

    /// The text item of a text frame.
    public var textItem: TextItem? {
        if case .text(let t) = frame.item { return t }
        return nil
    }
}
