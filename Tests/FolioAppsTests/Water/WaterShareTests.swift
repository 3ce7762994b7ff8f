import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterShareTests: XCTestCase {
    func testTheSheetTiltsTheCardOverTheDimmedTodayScreen() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let root = Fixtures.water.lay(WaterShareScreen(snapshot))
        let behind = try FrameProbe.one("behind", in: root)
        XCTAssertFalse(FrameProbe.named("Today Nov 27", in: behind.frame).isEmpty, "today is the screen behind")
        XCTAssertFalse(FrameProbe.named("dim", in: root).isEmpty)
        let card = try FrameProbe.one("Share card", in: root)
        let tilt = try FrameProbe.one("tilt", in: card.frame)
        guard case .group(let group) = tilt.frame.item else { return XCTFail("the tilt is a group") }
        XCTAssertEqual(group.effects, [.perspective(.tilt(size: WaterShareScreen.cardSize, pitch: 6, yaw: -12))])
        XCTAssertEqual(FrameProbe.named("sheen", in: card.frame).count, 1)
        let share = try FrameProbe.one("Share", in: root)
        XCTAssertEqual(share.frame.role, .pill)
        XCTAssertGreaterThan(share.rect.minY, card.rect.maxY - 1, "the button under the card")
    }

    func testTheButtonLoadsChecksAndCloses() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let loading = FrameProbe.texts(Fixtures.water.lay(WaterShareScreen(snapshot, phase: .loading(progress: 0.6))))
        XCTAssertTrue(loading.contains("60%"))
        let done = Fixtures.water.lay(WaterShareScreen(snapshot, phase: .success))
        XCTAssertTrue(FrameProbe.texts(done).contains("Shared"))
        XCTAssertFalse(FrameProbe.frames(done).filter { if case .icon(let i) = $0.frame.item { return i.icon == .check }; return false }.isEmpty)
        let closing = Fixtures.water.lay(WaterShareScreen(snapshot, rise: 0))
        let sheet = try FrameProbe.one("sheet", in: closing)
        XCTAssertGreaterThanOrEqual(sheet.rect.minY, Device.iPhone.size.height - 1, "gone below the screen")
    }

    func testTheFlatCardContentShowsTheLlamaTheTotalAndTheStreakAtAnySize() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        for size in [Size(width: 256, height: 320), Size(width: 360, height: 450), Size(width: 400, height: 210)] {
            let root = layout(WaterShareCardContent(snapshot), in: size, environment: Fixtures.water.environment(.light), role: .group)
            XCTAssertEqual(lint(root, theme: Theme(app: .water)).map(\.description), [], "\(size)")
            let texts = FrameProbe.texts(root)
            for text in ["2,075", "2,000 ml goal met", "13-day streak", "Water and Streaks"] {
                XCTAssertTrue(texts.contains(text), "\(text) missing at \(size): \(texts)")
            }
            XCTAssertEqual(FrameProbe.named("llama", in: root).count, 1)
        }
    }
}
