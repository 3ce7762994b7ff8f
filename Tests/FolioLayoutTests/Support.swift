import FolioApps
import FolioLayout
import XCTest

/// The fake measurer: characters 0.5 × size wide, lines 1.2 × size tall.
let fake = FixedWidthTextMeasurer()

/// An environment for tests: the fake measurer, the default iPhone.
func testEnvironment(_ app: AppTheme = .folio, _ appearance: Appearance = .light) -> Environment {
    Environment(theme: Theme(app: app, appearance: appearance), measurer: fake)
}

/// Lays `view` out in a `width` × `height` box; the root's children are the view's frames.
func lay(_ view: any View, _ width: Double, _ height: Double, app: AppTheme = .folio,
         appearance: Appearance = .light) -> Frame {
    layout(view, in: Size(width: width, height: height), environment: testEnvironment(app, appearance))
}

/// The frame tree's outline, for failure messages.
func dump(_ frame: Frame) -> String { frame.outline }

/// Asserts a frame's rectangle (origin relative to its parent), printing expected and actual
/// geometry and the whole tree on failure.
func assertRect(_ frame: Frame?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                _ label: String = "", in tree: Frame? = nil, file: StaticString = #filePath, line: UInt = #line) {
    guard let frame else {
        return XCTFail("\(label): no frame\n\(tree.map { dump($0) } ?? "")", file: file, line: line)
    }
    let expected = Rect(x: x, y: y, width: width, height: height)
    let close = abs(frame.rect.minX - x) < 1e-6 && abs(frame.rect.minY - y) < 1e-6
        && abs(frame.rect.width - width) < 1e-6 && abs(frame.rect.height - height) < 1e-6
    if !close {
        XCTFail("""
            \(label) geometry
              expected x \(expected.minX) y \(expected.minY) w \(expected.width) h \(expected.height)
              actual   x \(frame.rect.minX) y \(frame.rect.minY) w \(frame.rect.width) h \(frame.rect.height)
            \(tree.map { "tree:\n" + dump($0) } ?? "")
            """, file: file, line: line)
    }
}

extension Frame {
    /// Every frame below this one, depth-first.
    var descendants: [Frame] { children.flatMap { [$0] + $0.descendants } }

    /// The first frame below with this role (and name, when given).
    func first(_ role: Role, _ name: String? = nil) -> Frame? {
        descendants.first { $0.role == role && (name == nil || $0.name == name) }
    }

    /// The first text frame below showing `string`.
    func text(_ string: String) -> Frame? {
        descendants.first { if case .text(let t) = $0.item { return t.string == string }; return false }
    }

    /// The text item of a text frame.
    var textItem: TextItem? {
        if case .text(let t) = item { return t }
        return nil
    }

    /// The group item of a group frame.
    var groupItem: Group? {
        if case .group(let g) = item { return g }
        return nil
    }

    /// The shape item of a shape frame.
    var shapeItem: ShapeItem? {
        if case .shape(let s) = item { return s }
        return nil
    }
}

/// A box of a fixed size, for layout tests: a rectangle shape `width` × `height`.
func box(_ width: Double, _ height: Double) -> any View {
    ShapeView(.rect).fill(.accent).frame(width: width, height: height)
}

/// The documented example: a card with a title, a subtitle and a pill action, as pieces build it.
func groceriesCard() -> any View {
    VStack(alignment: .leading, spacing: Space.xs) {
        Text("Groceries", style: .headline)
        Text("$42 left of $300", style: .subheadline, color: .secondaryLabel)
        Text("Add expense", style: .headline, color: .accentForeground)
            .padding(horizontal: Space.lg, vertical: Space.sm)
            .surface(.pill, fill: .accent, name: "Add expense")
            .tapTarget()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .card(name: "Groceries")
    .padding(.horizontal, Space.lg)
}

/// Every app's look and Folio's own, in catalog order.
let allThemes: [AppTheme] = AppCatalog.themes + [.folio]
