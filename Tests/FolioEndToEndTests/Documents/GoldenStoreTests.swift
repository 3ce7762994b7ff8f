import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioGoldens
@testable import FolioTargets

/// The goldens as manifests in git and pictures in a store: a one-pixel change with and without the
/// store, story names with a colon, malformed manifests, accepting from a review.
final class GoldenStoreTests: GoldenTestCase {
    /// A 20 × 20 pt page at @1x with one 1 × 1 pt square at (7, 9) in `color`: one pixel to change.
    static func dot(_ color: Color, name: String = "piece.dot") -> RenderTarget {
        RenderTarget(name: name, summary: "One pixel.", app: .water, kind: .piece, sizing: .page(width: 20)) { _ in
            Draw(idealSize: Size(width: 20, height: 20)) { size, _ in
                [Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: .solid(.white)))),
                 Frame(origin: Point(x: 7, y: 9), size: Size(width: 1, height: 1), role: .shape, name: "dot",
                       item: .shape(ShapeItem(.rect, fill: .solid(color))))]
            }
        }
    }

    func testAOnePixelChangeFailsNamingTheStoryWithAndWithoutTheStore() throws {
        let before = GoldenFixtures.suite([Self.dot(Color(red: 1, green: 0, blue: 0))], goldens: goldens, review: review)
        _ = try before.record(parallelism: 1, measurer: GoldenFixtures.measurer)
        let recorded = try XCTUnwrap(try before.manifest().entry(GoldenEntry.Key(story: "piece.dot", mode: "light")))
        let after = GoldenFixtures.suite([Self.dot(Color(red: 0, green: 0, blue: 1))], goldens: goldens, review: review)

        let message = try XCTUnwrap(try after.verify(mode: .never, parallelism: 1, measurer: GoldenFixtures.measurer), "the check fails")
        XCTAssertTrue(message.contains("failed piece.dot light: 1 pixels differ"), message)
        let report = try after.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        let light = try XCTUnwrap(report.results.first { $0.appearance == .light })
        XCTAssertEqual(light.status, .failed)
        XCTAssertEqual(light.differing, 1)
        XCTAssertFalse(light.expectedNotInStore)
        let actual = try RasterImage(png: try read(try XCTUnwrap(light.actualImage)))
        XCTAssertTrue(actual.rgba(x: 7, y: 9) == (0, 0, 255, 255), "the review has the new render")
        let expected = try RasterImage(png: try read(try XCTUnwrap(light.expectedImage, "the store has the old one")))
        XCTAssertTrue(expected.rgba(x: 7, y: 9) == (255, 0, 0, 255))
        XCTAssertEqual(SHA256.hex(expected.pixels), recorded.pixels)
        XCTAssertNotNil(light.diffImage)
        XCTAssertEqual(light.changes.count, 1, "\(light.changes)")
        XCTAssertTrue(light.changes[0].hasPrefix("shape 'dot'"), "\(light.changes)")

        try FileManager.default.removeItem(atPath: after.store.directory)
        let bareMessage = try XCTUnwrap(try after.verify(mode: .never, parallelism: 1, measurer: GoldenFixtures.measurer), "still fails")
        XCTAssertTrue(bareMessage.contains("failed piece.dot light: pixels differ from the golden; the expected picture is not in the store \(after.store.directory)"),
                      bareMessage)
        let bare = try after.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        let bareLight = try XCTUnwrap(bare.results.first { $0.appearance == .light })
        XCTAssertEqual(bareLight.status, .failed)
        XCTAssertTrue(bareLight.expectedNotInStore)
        XCTAssertNil(bareLight.expectedImage)
        XCTAssertNil(bareLight.diffImage)
        XCTAssertTrue(try RasterImage(png: try read(try XCTUnwrap(bareLight.actualImage))).rgba(x: 7, y: 9) == (0, 0, 255, 255))
        XCTAssertEqual(bareLight.changes, ["the frame tree changed; the recorded tree is not in the store \(after.store.directory), so the changes can't be named"])
        let html = ReviewPage(report: bare, suite: after).html()
        XCTAssertTrue(html.contains("The expected picture is not in the store"), "the review says so plainly")
        XCTAssertTrue(html.contains(bareLight.actualImage ?? "?"), "and shows the new render")
    }

    func testStoryNamesWithAColonAreKeysAndSafeFileNames() throws {
        let away = Self.dot(.black, name: "pet.home:away")
        let suite = GoldenFixtures.suite([away], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: GoldenFixtures.measurer)
        let text = try String(contentsOfFile: "\(goldens)/pet.goldens", encoding: .utf8)
        XCTAssertTrue(text.contains("\npet.home:away dark 20x20 "), text)
        XCTAssertEqual(GoldenSuite.file(away, .dark), "pet/home~away.dark.png")
        XCTAssertFalse(try suite.check(parallelism: 1, measurer: GoldenFixtures.measurer).failed)
        let before = try suite.manifest().entry(GoldenEntry.Key(story: "pet.home:away", mode: "light"))

        let changed = GoldenFixtures.suite([Self.dot(.white, name: "pet.home:away")], goldens: goldens, review: review)
        XCTAssertTrue(try changed.check(parallelism: 1, measurer: GoldenFixtures.measurer).failed)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(review)/pet/home~away.light.actual.png"))
        let accepted = try GoldenAccept(reviewDirectory: review, goldensDirectory: goldens, store: changed.store).accept(only: ["pet.home:away"])
        XCTAssertEqual(accepted.map(\.entry.key.description), ["pet.home:away dark", "pet.home:away light"])
        let report = try changed.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(report.failed, report.summary)
        let old = changed.store.path(try XCTUnwrap(before).pixels, .picture, relative: true)
        XCTAssertEqual(report.orphanedInStore.filter { $0.hasSuffix(".png") }, [old], "the old picture, until gc")
    }

    func testReRecordingAfterOneStoryChangedChangesOnlyItsLines() throws {
        func record(_ color: Color) throws -> [String: [String]] {
            let targets = [Self.dot(color, name: "piece.a"), Self.dot(.black, name: "piece.b"), Self.dot(.black, name: "water.c")]
            _ = try GoldenFixtures.suite(targets, goldens: goldens, review: review).record(parallelism: 2, measurer: GoldenFixtures.measurer)
            return try Dictionary(uniqueKeysWithValues: ["piece", "water"].map { group in
                (group, try String(contentsOfFile: "\(goldens)/\(group).goldens", encoding: .utf8).split(separator: "\n").map(String.init))
            })
        }
        let before = try record(.black), after = try record(.white)
        XCTAssertEqual(after["water"], before["water"], "another group's manifest is left as it was")
        let (old, new) = (Set(before["piece"] ?? []), Set(after["piece"] ?? []))
        XCTAssertEqual(old.subtracting(new).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }.sorted(), ["piece.a dark", "piece.a light"])
        XCTAssertEqual(new.subtracting(old).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }.sorted(), ["piece.a dark", "piece.a light"],
                       "the changed story's lines, and nothing else")
    }

    func testAcceptRefusesARenderThatIsNotWhatItsEntrySays() throws {
        _ = try GoldenFixtures.suite([Self.dot(.black)], goldens: goldens, review: review).record(parallelism: 1, measurer: GoldenFixtures.measurer)
        let changed = GoldenFixtures.suite([Self.dot(.white)], goldens: goldens, review: review)
        _ = try changed.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        let light = "\(review)/piece/dot.light.actual.png"
        let other = try RasterImage(width: 20, height: 20, pixels: [UInt8](repeating: 7, count: 1600)).png()
        try Data(other).write(to: URL(fileURLWithPath: light))
        XCTAssertThrowsError(try GoldenAccept(reviewDirectory: review, goldensDirectory: goldens, store: changed.store).accept()) { error in
            // A review file that is not what its entry says is bad input, refused as accept refuses
            // every file it cannot trust (exit 65), and nothing is accepted.
            XCTAssertEqual(FailureKind.of(error), .badData)
            XCTAssertTrue("\(error)".contains("does not hold the render its .actual.golden names"), "\(error)")
        }
        XCTAssertTrue(try changed.check(parallelism: 1, measurer: GoldenFixtures.measurer).failed, "nothing was accepted")
    }

    func testMalformedManifestLinesAreNamedWithFileAndLine() throws {
        let digest = String(repeating: "a", count: 64)
        try """
        # header
        piece.a light 20x20 \(digest) \(digest)
        piece.a light 20x20 \(digest) \(digest)
        piece.b light 20by20 \(digest) \(digest)
        piece.c light 20x20 \(digest.uppercased()) \(digest)
        piece.d light 20x20
        """.write(toFile: "\(goldens)/piece.goldens", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try GoldenManifest(directory: goldens)) { error in
            XCTAssertEqual(FailureKind.of(error), .badData)
            XCTAssertEqual((error as? GoldenManifestError)?.problems, [
                "\(goldens)/piece.goldens:3: 'piece.a light' is already in piece.goldens",
                "\(goldens)/piece.goldens:4: expected a size like 786x1704, found '20by20'",
                "\(goldens)/piece.goldens:5: expected the pixels SHA-256 as 64 lowercase hex digits, found '\(digest.uppercased())'",
                "\(goldens)/piece.goldens:6: expected 5 fields (story, mode, size, pixels SHA-256, frame tree SHA-256), found 3",
            ])
        }
    }

    func testAManifestIsWrittenSortedAndOnlyWhenItChanges() throws {
        var manifest = try GoldenManifest(directory: goldens)
        let digest = String(repeating: "0", count: 64)
        for story in ["piece.b", "piece.a"] {
            for mode in ["light", "dark"] {
                manifest.set(GoldenEntry(story: story, mode: mode, width: 2, height: 3, pixels: digest, tree: digest), group: "piece")
            }
        }
        try manifest.write()
        let path = "\(goldens)/piece.goldens"
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        XCTAssertEqual(lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
                       ["piece.a dark", "piece.a light", "piece.b dark", "piece.b light"])
        let written = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        var again = try GoldenManifest(directory: goldens)
        again.set(try XCTUnwrap(again.entry(GoldenEntry.Key(story: "piece.a", mode: "dark"))), group: "piece")
        XCTAssertFalse(again.hasChanges, "setting what is there changes nothing")
        for key in again.entries.map(\.key) { again.remove(key) }
        try again.write()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "an emptied group loses its file")
        XCTAssertNotNil(written)
    }

    private func read(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(review)/\(file)")))
    }
}
