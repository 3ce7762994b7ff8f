import FolioLayout
import FolioTestSupport
import XCTest

/// A composite view with several statements in its body: they stack vertically.
private struct TwoLines: View {
    var showSecond: Bool
    var body: any View {
        Text("first")
        if showSecond {
            Text("second", color: .round.azure)
        }
    }
}

/// A value only a higher module knows about, passed down the environment.
private enum Pressed: EnvironmentKey {
    static let defaultValue = false
}

/// Reads `Pressed` from the environment and dims itself when pressed.
private struct PressableDot: PrimitiveView {
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { Size(width: 10, height: 10) }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let alpha = context.environment[Pressed.self] ? 0.5 : 1
        return [Frame(size: size, role: .indicator, item: .shape(ShapeItem(.ellipse, fill: .solid(Color.black.opacity(alpha)))))]
    }
}

final class BuilderTests: XCTestCase {
    func testConditionalsOptionalsAndLoops() {
        let names: [String] = ["a", "b", "c"]
        let maybe: String? = nil
        let flag = true
        let view = VStack(spacing: 0) {
            for name in names { Text(name) }
            if let maybe { Text(maybe) }
            if flag { Text("yes") } else { Text("no") }
        }
        let root = lay(view, width: 200, height: 200)
        XCTAssertEqual(root.children.compactMap { $0.textItem?.string }, ["a", "b", "c", "yes"])
    }

    func testABodyOfSeveralViewsStacksVertically() {
        let root = lay(TwoLines(showSecond: true), width: 200, height: 200, app: .round)
        assertRect(root.text("first"), 78.75, 75.6, 42.5, 20.4, "first", in: root)
        assertRect(root.text("second"), 74.5, 104, 51, 20.4, "second, 8 pt below", in: root)
        XCTAssertEqual(root.text("second")?.textItem?.color, .solid(Color(rgb: 0x58B0EE)))
        let one = lay(TwoLines(showSecond: false), width: 200, height: 200)
        XCTAssertEqual(one.children.count, 1)
    }

    func testCustomEnvironmentKeysReachPrimitives() {
        let root = lay(HStack { PressableDot(); PressableDot().environment(Pressed.self, true) }, width: 100, height: 100)
        let alphas = root.children.compactMap { frame -> Double? in
            if case .solid(let c)? = frame.shapeItem?.fill { return c.alpha }
            return nil
        }
        XCTAssertEqual(alphas, [1, 0.5])
    }

    func testEnvironmentReaderBuildsFromTheTheme() {
        let view = EnvironmentReader { env in
            Text(env.theme.appearance == .dark ? "moon" : "sun")
        }
        XCTAssertNotNil(lay(view, width: 100, height: 100, appearance: .dark).text("moon"))
        XCTAssertNotNil(lay(view, width: 100, height: 100).text("sun"))
    }

    func testThemeModifierSwitchesTheme() {
        let root = lay(Text("x").theme(Theme(app: .square, appearance: .dark)), width: 100, height: 100)
        XCTAssertEqual(root.text("x")?.textItem?.color, .solid(Theme(app: .square, appearance: .dark).color(.label)))
    }
}
