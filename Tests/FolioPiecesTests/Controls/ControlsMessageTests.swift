@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// The rules of the bubble, the toast and the field, as numbers on the frame tree.
final class ControlsMessageTests: XCTestCase {
    func testTheTailIsPartOfOneOutlineReachingTheSpeakersSide() {
        let size = Size(width: 200, height: 40)
        for leading in [true, false] {
            let path = ChatBubble.path(in: size, radius: 20, tailOnLeft: leading)
            let moves = path.elements.filter { if case .move = $0 { return true }; return false }
            XCTAssertEqual(moves.count, 1, "one outline")
            XCTAssertEqual(path.elements.last, .close)
            let tip = Point(x: leading ? 0 : 200, y: 40)
            XCTAssertTrue(path.elements.contains(.cubic(leading ? Point(x: 7 + 20 * 0.35, y: 40) : Point(x: 200 - 7 - 7, y: 40),
                                                        leading ? Point(x: 7 * 0.45, y: 40.2) : Point(x: 200 - 7 * 0.45, y: 40.2), tip)),
                          "the bottom edge sweeps out to the tip at the \(leading ? "leading" : "trailing") corner")
            let bounds = path.controlBounds
            assertClose(leading ? bounds.minX : bounds.maxX, tip.x)
        }
    }

    func testABubbleHugsShortTextAndWrapsLongText() throws {
        let short = ControlsTree(ChatBubble("Hi!"), width: 393)
        let hi = try XCTUnwrap(short.text("Hi!"))
        let shape = try XCTUnwrap(short.nodes.first { if case .shape(let s) = $0.frame.item, case .path = s.shape { return true }; return false })
        assertClose(shape.rect.width, hi.rect.width + 14 + 14 + ChatBubble.tailWidth, "hugs its text")
        assertClose(hi.rect.minX - shape.rect.minX, 14 + ChatBubble.tailWidth, "text clears the tail")
        let long = ControlsTree(ChatBubble(String(repeating: "so many words ", count: 8)), width: 393)
        let text = try XCTUnwrap(long.nodes.first { $0.textItem != nil })
        XCTAssertGreaterThan(text.textItem?.metrics.lineCount ?? 0, 1)
        XCTAssertLessThanOrEqual(text.rect.width + 35, 280)
        let mine = ControlsTree(ChatBubble("Yes", tail: .trailing), width: 393)
        XCTAssertEqual(mine.text("Yes")?.textItem?.color, .solid(Theme(app: .round).color(.accentForeground)), "yours is in the accent")
    }

    func testTheToastDropsInFromAboveAndRestsInPlace() throws {
        XCTAssertEqual(Toast("Saved", t: 1).drop, 0)
        XCTAssertEqual(Toast("Saved", t: 0).drop, -72)
        XCTAssertGreaterThan(Toast("Saved", t: 0.64).drop, 0, "a spring passes its place")
        let arriving = ControlsTree(Toast("Saved", t: 0.15), width: 393)
        XCTAssertTrue(arriving.nodes.contains { $0.transform.ty < -30 }, "above its place")
        let resting = ControlsTree(Toast("Saved"), width: 393)
        let toast = try XCTUnwrap(resting.node(named: "toast"))
        XCTAssertEqual(toast.frame.controlsSurface, .capsule)
        XCTAssertEqual(toast.frame.children.first?.controlsFill, Theme(app: .round).color(.raised))
        let glass = ControlsTree(Toast("Saved", style: .glass), width: 393)
        XCTAssertTrue(glass.nodes.contains { $0.frame.groupItem?.effects.contains { if case .backdropBlur = $0 { return true }; return false } == true })
    }

    func testTheFieldShowsItsStates() throws {
        for app in [AppTheme.round, .square] {
            let idle = ControlsTree(FormField("Goal", placeholder: "Drink water"), width: 393, app: app)
            let field = try XCTUnwrap(idle.first(.field, "Goal"))
            XCTAssertEqual(field.frame.controlsSurface, .rounded(Theme(app: app).radius(.control)))
            XCTAssertGreaterThanOrEqual(field.rect.height, 52 - 1e-9)
            XCTAssertTrue(field.frame.isTapTarget)
            XCTAssertNil(idle.node(named: "caret"), "no caret until focused")
            XCTAssertEqual(idle.text("Drink water")?.textItem?.color, .solid(Theme(app: app).color(.tertiaryLabel)))
        }
        let typing = ControlsTree(FormField("Goal", value: "Stretch", isFocused: true), width: 393)
        let caret = try XCTUnwrap(typing.node(named: "caret")), value = try XCTUnwrap(typing.text("Stretch"))
        assertClose(caret.rect.minX, value.rect.maxX + 1, "the caret follows the value")
        XCTAssertEqual(caret.rect.size, Size(width: 2, height: 22))
        let empty = ControlsTree(FormField("Goal", placeholder: "Drink water", isFocused: true), width: 393)
        assertClose(try XCTUnwrap(empty.node(named: "caret")).rect.maxX + 1, try XCTUnwrap(empty.text("Drink water")).rect.minX,
                    "the caret comes before the placeholder")
    }

    func testAnErrorTurnsTheRingAndLabelRedAndSaysWhy() throws {
        let theme = Theme(app: .square)
        let tree = ControlsTree(FormField("Amount", value: "12.345", error: "Use at most two decimals."), width: 393, app: .square)
        XCTAssertEqual(tree.text("Amount")?.textItem?.color, .solid(theme.color(.destructive)))
        let message = try XCTUnwrap(tree.text("Use at most two decimals."))
        XCTAssertGreaterThan(message.rect.minY, try XCTUnwrap(tree.first(.field, "Amount")).rect.maxY)
        let ring = tree.nodes.compactMap { node -> Stroke? in
            if case .shape(let s) = node.frame.item { return s.stroke }
            return nil
        }
        XCTAssertEqual(ring.first?.paint, .solid(theme.color(.destructive)))
        XCTAssertTrue(tree.nodes.contains { if case .icon(let i) = $0.frame.item { return i.icon == .warning }; return false })
    }
}
