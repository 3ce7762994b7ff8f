import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest

/// Whole-screen transitions, checked on frame trees: the ends are the two screens exactly, and a
/// push half-way has the incoming screen's leading edge at half the width.
final class ScreenTransitionTests: XCTestCase {
    let size = Size(width: 393, height: 852)

    func screen(_ name: String) -> Frame {
        .group([Frame(size: size, role: .background, name: "\(name) fill", item: .shape(ShapeItem(.rect, fill: .solid(.white))))],
               size: size, role: .screen, name: name)
    }

    func testTheEndsAreTheScreensBeforeAndAfter() {
        let (before, after) = (screen("before"), screen("after"))
        for transition in ScreenTransition.allCases {
            XCTAssertEqual(transition.frame(from: before, to: after, progress: 0), before, transition.rawValue)
            XCTAssertEqual(transition.frame(from: before, to: after, progress: 1), after, transition.rawValue)
        }
    }

    /// Where the frame named `name` starts, in the root's coordinates.
    func minX(of name: String, in root: Frame) -> Double? {
        var x: Double?
        root.walk { frame, rect, _ in if x == nil, frame.name == name { x = rect.minX } }
        return x
    }

    func testAPushHalfWayHasTheIncomingLeadingEdgeAtHalfTheWidth() throws {
        let frame = ScreenTransition.push.frame(from: screen("before"), to: screen("after"), progress: 0.5)
        XCTAssertEqual(try XCTUnwrap(minX(of: "after", in: frame)), size.width / 2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(minX(of: "before", in: frame)), -ScreenTransition.parallax * size.width / 2, accuracy: 1e-9)
        XCTAssertEqual(frame.size, size)
    }

    func testAPopRunsThePushBackwards() throws {
        let frame = ScreenTransition.pop.frame(from: screen("top"), to: screen("under"), progress: 0.25)
        XCTAssertEqual(try XCTUnwrap(minX(of: "top", in: frame)), size.width * 0.25, accuracy: 1e-9)
    }
}
