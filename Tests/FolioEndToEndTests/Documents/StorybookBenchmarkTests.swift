import FolioAppsTestSupport
import FolioCore
import FolioLayout
import XCTest
@testable import FolioTargets
@testable import FolioBench
@testable import FolioStorybook

/// The bench's storybook throughput: the app screens the target speaks of are timed apart from
/// every story, and only their @3x parallel run carries the target.
final class StorybookBenchmarkTests: XCTestCase {
    func testAppScreensAreTimedApartFromFlowsAndSheets() throws {
        let plan = StorybookPlan(manifest: StorybookManifest(include: [TargetRule()]), only: ["pet.home", "pet.flow.streak"], scale: 1)
        XCTAssertEqual(plan.targets.map(\.kind), [.screen, .flow])
        let screens = try StorybookBenchmark.storybook(plan, .appScreens, jobs: 2, measurer: GoldenFixtures.measurer)
        let all = try StorybookBenchmark.storybook(plan, .all, jobs: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(screens.files, 2, "pet.home in light and dark")
        XCTAssertEqual(all.files, 4, "and the streak flow")
    }

    func testOnlyTheAppScreensParallelThreeXRunCarriesTheTarget() {
        func line(_ stories: StorybookBenchmark.Stories, scale: Double, jobs: Int) -> String {
            String(describing: StorybookBenchmark.Throughput(stories: stories, files: 50, jobs: jobs, scale: scale, seconds: 1))
        }
        XCTAssertEqual(line(.appScreens, scale: 3, jobs: 2), "app screens, 50 files @3x with 2 jobs: 1.00 s, 50.0 files/s (target ≥ 50 on 2 cores)")
        XCTAssertFalse(line(.all, scale: 3, jobs: 2).contains("target"))
        XCTAssertFalse(line(.appScreens, scale: 2, jobs: 2).contains("target"))
        XCTAssertFalse(line(.appScreens, scale: 3, jobs: 1).contains("target"))
    }

}

/// A storybook run by shard, as `folio storybook` runs it, writes each motion sheet's animated PNG
/// beside its still (the index shows it there).
final class StorybookAnimationTests: XCTestCase {
    func testAShardWritesTheMotionSheetsAnimationBesideItsStill() throws {
        let dir = try GoldenFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let plan = StorybookPlan(manifest: StorybookManifest(scale: 1, appearances: [.light], include: [TargetRule()]), only: ["budget.motion"])
        let storybook = Storybook(plan: plan, directory: dir)
        let manifest = try storybook.renderShard(.all, parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(manifest.items.map(\.name), [plan.stories[0].file], "the manifest lists the stories, not the animation")
        let apng = try XCTUnwrap(FileManager.default.contents(atPath: dir + "/" + Storybook.animationFile(plan.targets[0], .light)))
        XCTAssertEqual(Array(apng.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertNotNil(apng.range(of: Data("acTL".utf8)), "an animated PNG")
    }
}
