import XCTest
@testable import FolioBench

/// The bench's lines for the default storybook and the full matrix of modes on every core: each
/// with its files per second and its target; serial runs and other scales carry none.
final class MatrixBenchmarkTests: XCTestCase {
    private func line(_ stories: StorybookBenchmark.Stories, scale: Double = 2, jobs: Int = 2, files: Int = 30) -> String {
        StorybookBenchmark.Throughput(stories: stories, files: files, jobs: jobs, scale: scale, seconds: 2).description
    }

    func testTheDefaultStorybookAndTheMatrixCarryTheirTargets() {
        XCTAssertEqual(line(.all), "every story, 30 files @2x with 2 jobs: 2.00 s, 15.0 files/s (target ≥ 8 on 2 cores)")
        XCTAssertEqual(line(.matrix, files: 60), "every story in every mode, 60 files @2x with 2 jobs: 2.00 s, 30.0 files/s (target ≥ 15 on 2 cores)")
        XCTAssertFalse(line(.matrix, jobs: 1).contains("target"), "a serial run has no target")
        XCTAssertFalse(line(.all, scale: 3).contains("target"))
    }
}
