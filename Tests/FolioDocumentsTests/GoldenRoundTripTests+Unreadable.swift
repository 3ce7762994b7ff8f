import FolioGraphics
import FolioTestSupport
import XCTest
@testable import FolioDocuments

/// A golden that cannot be read is one failed case naming its file: the check goes on with the rest,
/// the review is still written, and nothing huge is allocated for a PNG bomb.
extension GoldenRoundTripTests {
    func testTruncatedCorruptedAndBombGoldensFailAloneAndTheCheckGoesOn() throws {
        let suite = Fixtures.suite([Fixtures.card("piece.a"), Fixtures.card("piece.b", text: "Rent")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 2, measurer: Fixtures.measurer)
        let truncated = "\(goldens)/piece/a.light.png", corrupted = "\(goldens)/piece/a.dark.png", bomb = "\(goldens)/piece/b.light.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: truncated))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        var flipped = [UInt8](try Data(contentsOf: URL(fileURLWithPath: corrupted)))
        flipped[flipped.count / 2] ^= 0xFF
        try Data(flipped).write(to: URL(fileURLWithPath: corrupted))
        // A valid header claiming 30,000 × 30,000 RGBA (3.6 GB decoded) over a few bytes of data.
        let png = PNGBytes.png(width: 30_000, height: 30_000, depth: 8, colorType: 6, scanlines: [[0, 0, 0, 0]])
        try Data(png).write(to: URL(fileURLWithPath: bomb))

        let report = try suite.check(parallelism: 2, measurer: Fixtures.measurer)
        XCTAssertEqual(report.results.count, 4)
        XCTAssertEqual(report.count(.failed), 3, report.summary)
        XCTAssertEqual(report.results.filter(\.exact).count, 1, "piece.b dark still passes")
        for result in report.results where result.status == .failed {
            XCTAssert(result.message.hasPrefix("golden \(result.file) is not a readable PNG: "), result.message)
        }
        let page = ReviewPage(report: report, suite: suite)
        XCTAssertNoThrow(try page.write())
        XCTAssertNoThrow(try ReviewDocument(page: page).write(measurer: Fixtures.measurer))
    }
}
