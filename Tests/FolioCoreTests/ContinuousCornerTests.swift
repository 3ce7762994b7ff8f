import XCTest
@testable import FolioCore

final class ContinuousCornerTests: XCTestCase {
    let rect = Rect(x: 10, y: 20, width: 200, height: 120)

    func testContinuousCornerStaysInsideItsRect() {
        let points = Path.roundedRect(rect, radius: 28).flattened()
        for p in points {
            XCTAssertTrue(rect.contains(p), "\(p) lies outside \(rect)")
        }
        XCTAssertEqual(Path.roundedRect(rect, radius: 28).controlBounds, rect)
    }

    func testContinuousCornerRunsLongerThanACircularOne() {
        // The straight top edge ends 1.528 r before the corner, not r.
        let continuous = Path.roundedRect(rect, radius: 28, style: .continuous)
        guard case .move(let start) = continuous.elements.first else { return XCTFail("path must start with a move") }
        XCTAssertEqual(start.x - rect.minX, 28 * 1.52866483, accuracy: 1e-9)
        let circular = Path.roundedRect(rect, radius: 28, style: .circular).flattened()
        XCTAssertEqual(circular.map(\.x).min(), rect.minX)
        // Where the outline crosses the corner's diagonal, the two corners differ visibly.
        let continuousDepth = diagonalDepth(continuous.flattened(steps: 400))
        let circularDepth = diagonalDepth(Path.roundedRect(rect, radius: 28, style: .circular).flattened(steps: 400))
        XCTAssertEqual(circularDepth, 28 * (1 - 0.5.squareRoot()), accuracy: 0.05)
        XCTAssertGreaterThan(abs(continuousDepth - circularDepth), 0.5)
    }

    /// How far in from the top-left corner the outline crosses the 45° diagonal.
    private func diagonalDepth(_ pts: [Point]) -> Double {
        let local = pts.map { Point(x: $0.x - rect.minX, y: $0.y - rect.minY) }.filter { $0.x < 50 && $0.y < 50 }
        for (a, b) in zip(local, local.dropFirst()) where (a.x - a.y) * (b.x - b.y) <= 0 && a != b {
            let t = (a.x - a.y) / ((a.x - a.y) - (b.x - b.y))
            return a.x + (b.x - a.x) * t
        }
        return .infinity
    }

    func testSmallRectShrinksTheRadiusSoCornersMeet() {
        let small = Rect(x: 0, y: 0, width: 40, height: 30)
        let path = Path.roundedRect(small, radius: 28)
        XCTAssertEqual(path.controlBounds, small)
        for p in path.flattened() { XCTAssertTrue(small.contains(p)) }
    }

    func testCapsuleRadiusIsHalfTheHeight() {
        let pill = Rect(x: 0, y: 0, width: 160, height: 50)
        XCTAssertEqual(Shape.capsule.cornerRadius(in: pill.size), 25)
        let pts = Path.capsule(in: pill).flattened(steps: 64)
        // Every point of the left end lies on the circle of radius 25 around (25, 25).
        for p in pts where p.x < 25 {
            XCTAssertEqual(p.distance(to: Point(x: 25, y: 25)), 25, accuracy: 0.05)
        }
    }
}
