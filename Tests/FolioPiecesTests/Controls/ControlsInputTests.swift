@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// The keypad and the expanding track, as numbers.
final class ControlsInputTests: XCTestCase {
    func testTheKeypadIsThreeByFour() throws {
        let tree = ControlsTree(NumberPad(), width: 393, app: .square)
        let keys = tree.all(.button)
        XCTAssertEqual(keys.map { $0.frame.name ?? "" }, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "decimal", "0", "delete"])
        let width = (393 - 2 * Space.xs) / 3
        for key in keys {
            assertClose(key.rect.width, width)
            XCTAssertGreaterThanOrEqual(key.rect.height, 56)
            XCTAssertTrue(key.frame.isTapTarget)
        }
        XCTAssertEqual(Set(keys.map(\.rect.minX)).count, 3, "three columns")
        XCTAssertEqual(Set(keys.map(\.rect.minY)).count, 4, "four rows")
        XCTAssertTrue(tree.nodes.contains { if case .icon(let i) = $0.frame.item { return i.icon == .backspace }; return false })
        let whole = ControlsTree(NumberPad(showsDecimal: false), width: 393)
        XCTAssertEqual(whole.all(.button).count, 11)
        XCTAssertNil(whole.first(.button, "decimal"))
    }

    func testAPressedKeyDipsAndTakesTheAccent() throws {
        let theme = Theme(app: .square)
        let tree = ControlsTree(NumberPad(pressed: .digit(7)), width: 393, app: .square)
        let seven = try XCTUnwrap(tree.first(.button, "7"))
        assertClose(seven.transform.a, 0.96)
        let wash = try XCTUnwrap(seven.paintColorOfSurface)
        XCTAssertEqual(wash, theme.color(.accent).opacity(0.16))
        XCTAssertEqual(tree.first(.button, "8")?.paintColorOfSurface, theme.color(.fill), "the others rest on the quiet fill")
        XCTAssertTrue(try XCTUnwrap(tree.first(.button, "8")).transform.isIdentity)
    }

    func testTheTrackThickensWhileDragged() throws {
        XCTAssertEqual(ExpandingTrack("Servings", value: 0.5, valueLabel: "6").thickness, 6)
        XCTAssertEqual(ExpandingTrack("Servings", value: 0.5, valueLabel: "6", drag: 1).thickness, 18)
        for drag in [0.0, 1.0] {
            let tree = ControlsTree(ExpandingTrack("Servings", value: 0.25, valueLabel: "4 servings", drag: drag, steps: 4), width: 320)
            let area = try XCTUnwrap(tree.first(.track, "Servings"))
            XCTAssertTrue(area.frame.isTapTarget)
            assertClose(area.rect.height, 44)
            let track = try XCTUnwrap(tree.all(.track).first { $0.frame.name == nil })
            assertClose(track.rect.height, drag == 0 ? 6 : 18)
            assertClose(track.rect.midY, area.rect.midY, "centred in its 44 pt area")
            let knob = try XCTUnwrap(tree.node(named: "knob"))
            assertClose(knob.rect.midX, 14 + (320 - 28) * 0.25, "the knob at the value")
            let filled = try XCTUnwrap(tree.node(named: "filled"))
            assertClose(filled.rect.maxX, knob.rect.midX + track.rect.height / 2, "filled up to the knob")
            XCTAssertEqual(tree.nodes.filter { $0.frame.item == .shape(ShapeItem(.ellipse, fill: $0.frame.controlsShapeFill)) && $0.rect.width == 3 }.count, 5,
                           "a stop at each of 4 steps and both ends")
            XCTAssertNotNil(tree.text("4 servings"))
        }
    }
}

extension Frame {
    /// The fill of a shape frame, for matching shapes by kind.
    var controlsShapeFill: Paint? {
        if case .shape(let s) = item { return s.fill }
        return nil
    }
}
