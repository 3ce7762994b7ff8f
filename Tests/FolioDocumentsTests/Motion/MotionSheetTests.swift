import FolioApps
import FolioAppsTestSupport
import FolioLayout
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioGoldens
@testable import FolioStorybook
@testable import FolioTargets

/// Each app's motion sheet shows every behaviour its seed lists, with the seed's sentence, each
/// moving, the haptic marked on the frame it fires.
final class MotionSheetTests: XCTestCase {
    /// The seed's behaviour lines of `app`, copied word for word into Tests/Fixtures/seeds.
    func seedLines(_ app: String) throws -> [String] {
        let path = TestFiles.packageRoot + "/Tests/Fixtures/seeds/\(app)-motion.txt"
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func behaviours(_ entry: MotionSheetEntry) throws -> [MotionBehaviour] {
        try XCTUnwrap(try entry.behaviours(for: try SnapshotStore.shared.snapshot(entry.snapshotType, path: nil)))
    }

    func testEveryBehaviourEachSeedListsIsOnItsSheetWithTheSeedsSentence() throws {
        let sheets = Set(AppCatalog.motionSheets.map(\.app))
        XCTAssertTrue(sheets.isSuperset(of: [.pet, .water, .recipe, .budget]), "the four seeds describe motion; another app may have none")
        for entry in AppCatalog.motionSheets {
            XCTAssertEqual(try behaviours(entry).map(\.line), try seedLines(entry.app.rawValue), entry.id)
        }
    }

    func testEveryBehaviourMovesAndTheHapticIsABeat() throws {
        for entry in AppCatalog.motionSheets {
            for behaviour in try behaviours(entry) {
                let motion = try XCTUnwrap(behaviour.steps.last?.motion, "\(entry.id) \(behaviour.name) moves")
                XCTAssertEqual(motion.haptic, behaviour.name == "Haptic", "\(entry.id) \(behaviour.name)")
            }
        }
        let target = try XCTUnwrap(TargetCatalog.target(named: "pet.motion"))
        XCTAssertTrue(target.isAnimated)
        let frame = try target.frame(RenderRequest(), measurer: FixedWidthTextMeasurer())
        let texts = FrameProbe.texts(frame)
        XCTAssertEqual(texts.filter { $0.hasSuffix("· haptic") }.count, 1, "one marked beat, on Haptic's landing frame")
        XCTAssertTrue(texts.contains("A short tap of vibration confirms the moment something happens."))
    }

    func testMotionSheetsAreShownButNotKeptAsGoldens() throws {
        let plan = StorybookPlan(manifest: try StorybookManifest(contentsOf: TestFiles.packageRoot + "/" + StorybookManifest.defaultPath))
        XCTAssertTrue(plan.targets.contains { $0.name == "budget.motion" }, "the storybook shows the motion sheets")
        let suite = GoldenSuite(plan: plan, folioVersion: "test")
        XCTAssertFalse(suite.plan.targets.contains { $0.kind == .motion })
        XCTAssertTrue(suite.plan.skipped.contains { $0.name == "pet.motion" }, "skipped with a reason")
    }
}
