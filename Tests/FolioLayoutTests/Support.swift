import FolioCore
import FolioLayout
import FolioTestSupport
import XCTest

/// The fake measurer: characters 0.5 × size wide, lines 1.2 × size tall.
let fake = FixedWidthTextMeasurer()

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
