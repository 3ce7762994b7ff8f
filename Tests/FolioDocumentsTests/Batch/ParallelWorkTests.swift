import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioTargets

/// The batch runner's progress reports arrive in the order of their counts whatever the threads do,
/// so a progress line never shows "4/4" before "3/4" (the console drops a count that goes back).
final class ParallelWorkTests: XCTestCase {
    final class Counts: @unchecked Sendable {
        let lock = NSLock()
        var seen: [Int] = []
        func add(_ n: Int) { lock.withLock { seen.append(n) } }
    }

    func testProgressComesInOrderFromEveryThread() {
        let counts = Counts()
        let failures = ParallelWork.run(count: 3000, parallelism: 4, progress: { counts.add($0.done) }) { index in
            if index % 7 == 0 { usleep(10) }
        }
        XCTAssertTrue(failures.isEmpty)
        XCTAssertEqual(counts.seen, Array(1...3000))
    }
}
