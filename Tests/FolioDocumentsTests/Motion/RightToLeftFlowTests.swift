import FolioApps
import FolioLayout
import XCTest
@testable import FolioTargets

/// A flow right to left: the finger lands on the mirrored control (x → width − x) and a swipe runs
/// the other way; a push slides in from the left.
final class RightToLeftFlowTests: XCTestCase {
    /// A row with a button at its leading edge, swiped 80 pt toward the leading edge, then a rest.
    func player(_ direction: LayoutDirection) -> FlowPlayer {
        let row = HStack {
            Text("Swipe me").padding(12).role(.button, name: "target").tapTarget()
            Spacer()
        }
        .padding(.horizontal, 20)
        var env = Environment(theme: Theme(app: AppCatalog.theme(of: .budget), appearance: .light), measurer: FixedWidthTextMeasurer(),
                              device: .iPhone)
        env.layoutDirection = direction
        let steps = [FlowStep("Swipe", touch: "target", row).dragging(.horizontal(-80)),
                     FlowStep("Swiped", row).pushed()]
        return FlowPlayer(steps: steps, environment: env)
    }

    func testTheTouchAndTheSwipeMirror() throws {
        let (ltr, rtl) = (player(.leftToRight), player(.rightToLeft))
        let width = Device.iPhone.size.width
        let (start, mirroredStart) = (try XCTUnwrap(ltr.touches[0]), try XCTUnwrap(rtl.touches[0]))
        XCTAssertLessThan(start.x, width / 2, "left to right the button is at the left")
        XCTAssertEqual(mirroredStart.x, width - start.x, accuracy: 1e-9, "right to left the finger lands on it at the right")
        XCTAssertEqual(mirroredStart.y, start.y)
        let halfway = ltr.motion(1).duration * FlowMotion.fingerShare / 2
        XCTAssertEqual(try XCTUnwrap(ltr.finger(step: 1, at: halfway)).x, start.x - 40, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(rtl.finger(step: 1, at: halfway)).x, mirroredStart.x + 40, accuracy: 1e-9,
                       "toward the leading edge is to the right")
    }

    func testAPushSlidesInFromTheLeft() throws {
        let (ltr, rtl) = (player(.leftToRight), player(.rightToLeft))
        func incoming(_ player: FlowPlayer) throws -> Double {
            let frame = player.screen(step: 1, at: player.motion(1).duration / 4)
            var x: Double?
            frame.walk { found, _, _ in if found.name == "incoming", case .group(let g) = found.item { x = g.transform.tx } }
            return try XCTUnwrap(x, frame.outline)
        }
        XCTAssertGreaterThan(try incoming(ltr), 0, "left to right the next screen comes from the right")
        XCTAssertLessThan(try incoming(rtl), 0, "right to left it comes from the left")
        XCTAssertEqual(try incoming(rtl), -(try incoming(ltr)), accuracy: 1e-9)
    }
}
