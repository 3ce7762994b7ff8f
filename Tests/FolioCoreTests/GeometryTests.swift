import XCTest
@testable import FolioCore

final class GeometryTests: XCTestCase {
    func testTransformsComposeInOrder() {
        let t = AffineTransform.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        XCTAssertEqual(t.apply(Point(x: 1, y: 1)), Point(x: 12, y: 2))
        let r = AffineTransform.rotation(.pi / 2).around(Point(x: 5, y: 5))
        let p = r.apply(Point(x: 10, y: 5))
        XCTAssertEqual(p.x, 5, accuracy: 1e-9)
        XCTAssertEqual(p.y, 10, accuracy: 1e-9)
    }

    func testRectInsetNeverGoesNegative() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 8))
        XCTAssertEqual(r.size, .zero)
        XCTAssertEqual(r.origin, Point(x: 8, y: 8))
    }

    func testHexColoursRoundTrip() throws {
        let c = try XCTUnwrap(Color(hex: "#5AB4F0"))
        XCTAssertEqual(c.hex, "#5AB4F0")
        XCTAssertEqual(Color(hex: "3C3C4399")?.hex, "#3C3C4399")
        XCTAssertEqual(Color(hex: "#FFF"), .white)
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "blue"))
        XCTAssertEqual(Color.black.mix(with: .white, amount: 0.5).hex, "#808080")
        XCTAssertEqual(Color.black.contrast(with: .white), 21, accuracy: 0.01)
    }

    func testWalkReportsRootCoordinatesThroughTransforms() {
        let leaf = Frame(origin: Point(x: 5, y: 5), size: Size(width: 10, height: 10), role: .shape,
                         item: .shape(ShapeItem(.rect)))
        let inner = Frame.group([leaf], origin: Point(x: 100, y: 0), size: Size(width: 50, height: 50),
                                group: Group(transform: .scale(x: 2, y: 2)))
        let root = Frame.group([inner], size: Size(width: 400, height: 400))
        var rects: [Rect] = []
        root.walk { _, rect, _ in rects.append(rect) }
        XCTAssertEqual(rects.last, Rect(x: 110, y: 10, width: 20, height: 20))
    }
}

final class ProjectiveTransformTests: XCTestCase {
    func testMappingSendsCornersWhereAsked() throws {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let quad = [Point(x: 10, y: 5), Point(x: 90, y: 0), Point(x: 100, y: 60), Point(x: 0, y: 50)]
        let t = try XCTUnwrap(ProjectiveTransform(mapping: rect, to: quad))
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50), Point(x: 0, y: 50)]
        for (c, q) in zip(corners, quad) {
            XCTAssertEqual(t.apply(c).x, q.x, accuracy: 1e-9)
            XCTAssertEqual(t.apply(c).y, q.y, accuracy: 1e-9)
        }
        XCTAssertNil(ProjectiveTransform(mapping: rect, to: Array(repeating: .zero, count: 4)))
    }

    func testTiltKeepsTheCentreAndShrinksTheFarEdge() {
        let size = Size(width: 300, height: 400)
        XCTAssertEqual(ProjectiveTransform.tilt(size: size, pitch: 0, yaw: 0).apply(Point(x: 10, y: 10)).x, 10, accuracy: 1e-9)
        let t = ProjectiveTransform.tilt(size: size, pitch: 0, yaw: 20)
        let centre = t.apply(Point(x: 150, y: 200))
        XCTAssertEqual(centre.x, 150, accuracy: 1e-6)
        XCTAssertEqual(centre.y, 200, accuracy: 1e-6)
        // The right edge turned away is shorter than the left edge turned towards the viewer.
        let right = t.apply(Point(x: 300, y: 400)).y - t.apply(Point(x: 300, y: 0)).y
        let left = t.apply(Point(x: 0, y: 400)).y - t.apply(Point(x: 0, y: 0)).y
        XCTAssertLessThan(right, left)
        let p = ProjectiveTransform.tilt(size: size, pitch: 15, yaw: 0)
        let top = p.apply(Point(x: 300, y: 0)).x - p.apply(Point(x: 0, y: 0)).x
        XCTAssertLessThan(top, 300)
    }
}
