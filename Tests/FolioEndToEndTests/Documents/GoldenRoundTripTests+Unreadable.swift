import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioGraphics
import FolioTestSupport
import XCTest
@testable import FolioGoldens

/// An expected picture in the store that cannot be read is one failed case naming its file: the
/// check goes on with the rest, the review is still written, and nothing huge is allocated for a PNG
/// bomb. A picture whose pixels are not the ones its name says is refused too.
extension GoldenRoundTripTests {
    func testTruncatedCorruptedBombAndMislabelledStorePicturesFailAloneAndTheCheckGoesOn() throws {
        let suite = GoldenFixtures.suite([GoldenFixtures.card("piece.a"), GoldenFixtures.card("piece.b", text: "Rent")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        // Each golden but piece.b dark names a picture of other pixels, and that picture is damaged.
        let good = suite.store.picture(try entry("piece.a").pixels).map { [UInt8]($0) } ?? []
        // A valid header claiming 30,000 × 30,000 RGBA (3.6 GB decoded) over a few bytes of data.
        let bomb = PNGBytes.png(width: 30_000, height: 30_000, depth: 8, colorType: 6, scanlines: [[0, 0, 0, 0]])
        var flipped = good
        flipped[flipped.count / 2] ^= 0xFF
        let mislabelled = try RasterImage(width: 160, height: 140, pixels: [UInt8](repeating: 9, count: 160 * 140 * 4)).png()
        var manifest = try suite.manifest()
        for (index, (story, mode)) in [("piece.a", "light"), ("piece.a", "dark"), ("piece.b", "light")].enumerated() {
            var entry = try self.entry(story, mode)
            entry.pixels = String(repeating: "\(index + 1)", count: 64)
            try suite.store.put(picture: [Array(good.prefix(good.count / 2)), flipped, bomb][index], pixels: entry.pixels)
            manifest.set(entry, group: "piece")
        }
        var wrong = try entry("piece.b", "dark")
        wrong.pixels = String(repeating: "4", count: 64)
        try suite.store.put(picture: mislabelled, pixels: wrong.pixels)
        try manifest.write()

        let report = try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(report.results.count, 4)
        XCTAssertEqual(report.count(.failed), 3, report.summary)
        XCTAssertEqual(report.results.filter(\.exact).count, 1, "piece.b dark still passes")
        for result in report.results where result.status == .failed {
            XCTAssert(result.message.hasPrefix("the store's picture \(suite.store.directory)/"), result.message)
            XCTAssert(result.message.contains(" is not a readable PNG: "), result.message)
            XCTAssertNotNil(result.actualImage, "the new render is still shown")
        }
        let page = ReviewPage(report: report, suite: suite)
        XCTAssertNoThrow(try page.write())
        XCTAssertNoThrow(try ReviewDocument(page: page).write(measurer: GoldenFixtures.measurer))

        var relabel = try suite.manifest()
        relabel.set(wrong, group: "piece")
        try relabel.write()
        let dark = try XCTUnwrap(try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer).results.last)
        XCTAssertEqual(dark.status, .failed)
        XCTAssertTrue(dark.message.hasSuffix("does not hold the golden's pixels (they hash otherwise)"), dark.message)
        XCTAssertNil(dark.expectedImage, "a picture that is not the golden is not shown as expected")
    }
}
