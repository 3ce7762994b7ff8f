import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces

final class MotionCardTests: XCTestCase {
    private func perspectives(_ card: MotionCard) -> [ProjectiveTransform] {
        DrawingsFixture.effects(in: lay(card, width: 353, app: .round)).compactMap {
            if case .perspective(let t) = $0 { return t }
            return nil
        }
    }

    func testAFlatCardHasAnIdentityPerspective() {
        XCTAssertEqual(perspectives(MotionCard { Text("Share") }), [.identity])
    }

    func testATiltedCardIsWarpedAboutItsCentre() {
        let card = MotionCard(pitch: 8, yaw: -14) { Text("Share") }
        let warps = perspectives(card)
        XCTAssertEqual(warps.count, 1)
        guard let warp = warps.first else { return }
        XCTAssertNotEqual(warp, .identity)
        let centre = Point(x: card.cardSize.width / 2, y: card.cardSize.height / 2)
        XCTAssertEqual(warp.apply(centre).x, centre.x, accuracy: 1e-6)
        XCTAssertEqual(warp.apply(centre).y, centre.y, accuracy: 1e-6)
        // Yaw −14° brings the right edge toward the viewer: it grows taller than the left.
        let right = warp.apply(Point(x: card.cardSize.width, y: card.cardSize.height)).y - warp.apply(Point(x: card.cardSize.width, y: 0)).y
        let left = warp.apply(Point(x: 0, y: card.cardSize.height)).y - warp.apply(.zero).y
        XCTAssertGreaterThan(right, left)
    }

    func testTheShadowShiftsAgainstTheTiltAndTheSheenFollowsIt() {
        let flat = MotionCard { Text("Share") }
        let right = MotionCard(yaw: 15) { Text("Share") }
        let left = MotionCard(yaw: -15) { Text("Share") }
        XCTAssertEqual(flat.shadowOffset.x, 0)
        XCTAssertLessThan(right.shadowOffset.x, 0)
        XCTAssertGreaterThan(left.shadowOffset.x, 0)
        XCTAssertGreaterThan(MotionCard(pitch: 10) { Text("Share") }.shadowOffset.y, flat.shadowOffset.y)
        XCTAssertEqual(flat.sheenCenter, 0.5)
        XCTAssertLessThan(right.sheenCenter, flat.sheenCenter)
        XCTAssertGreaterThan(left.sheenCenter, flat.sheenCenter)

        let shadows = DrawingsFixture.effects(in: lay(right, width: 353, app: .round)).compactMap { effect -> Point? in
            if case .shadow(_, _, let offset) = effect { return offset }
            return nil
        }
        XCTAssertTrue(shadows.contains(right.shadowOffset))
    }

    func testTheSheenLiesOnTheCardInFlatSpace() {
        let root = lay(MotionCard(pitch: 5, yaw: 5) { Text("Share") }, width: 353, app: .round)
        let sheen = FrameProbe.named("sheen", in: root).map(\.frame)
        XCTAssertEqual(sheen.count, 1)
        guard case .shape(let s)? = sheen.first?.item, case .linear(let g)? = s.fill else { return XCTFail("a linear sheen") }
        XCTAssertEqual(g.start, .zero)
        XCTAssertEqual(g.end, Point(x: 260, y: 340))
    }
}
