import FolioAppsTestSupport
@testable import FolioGoldens
@testable import FolioStorybook
import FolioGraphics
import Foundation
import XCTest
@testable import FolioCLI

/// Asserts the goldens of the manifest's stories in one line: all of them, or those `only` names
/// (groups or name globs, as `--only`). `FOLIO_RECORD=1` records instead (and fails, saying so);
/// failures write the review to `$FOLIO_ARTIFACTS` or Output/review. The manifests are those of
/// Tests/Goldens; the store (only the review needs it) is `$FOLIO_GOLDEN_STORE` or .folio/goldens.
///
///     assertGoldens()                  // every registered screen, flow, piece and specimen
///     assertGoldens("pet.home")        // one target, light and dark
func assertGoldens(_ only: String..., file: StaticString = #filePath, line: UInt = #line) {
    let environment = ProcessInfo.processInfo.environment
    do {
        let manifest = try StorybookManifest(contentsOf: "\(packageRoot)/\(StorybookManifest.defaultPath)")
        let plan = StorybookPlan(manifest: manifest, only: only)
        XCTAssertFalse(plan.targets.isEmpty, "no target matches \(only)", file: file, line: line)
        let store = environment[GoldenStore.variable].map(GoldenStore.init) ?? GoldenStore(directory: "\(packageRoot)/\(GoldenStore.defaultDirectory)")
        let suite = GoldenSuite(plan: plan, directory: "\(packageRoot)/\(GoldenSuite.defaultDirectory)", store: store,
                                reviewDirectory: environment["FOLIO_ARTIFACTS"] ?? "\(packageRoot)/\(GoldenSuite.defaultReviewDirectory)",
                                folioVersion: Folio.version, wholeSet: only.isEmpty ? nil : StorybookPlan(manifest: manifest))
        if let failure = try suite.verify(mode: RecordMode.from(environment: environment),
                                          parallelism: ProcessInfo.processInfo.activeProcessorCount, measurer: PangoTextMeasurer()) {
            XCTFail(failure, file: file, line: line)
        }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
