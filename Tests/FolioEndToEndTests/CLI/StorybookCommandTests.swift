import FolioAppsTestSupport
import FolioCodecs
import FolioGraphics
import Foundation
import XCTest
@testable import FolioCLI

/// `folio storybook`: files, pages, progress, shards and the messages of bad options.
final class StorybookCommandTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func files(_ folder: String) -> Set<String> {
        Set((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") })
    }

    func testRendersTheSelectionWithPagesProgressAndSummary() throws {
        let r = folio(["storybook", "--only", "specimen.pet,specimen.water", "--scale", "1", "--jobs", "2", "--out", dir])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(files(dir), ["specimen/pet-light@1x.png", "specimen/pet-dark@1x.png",
                                    "specimen/water-light@1x.png", "specimen/water-dark@1x.png"])
        for page in ["index.html", "storybook.pdf"] { XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/\(page)"), page) }
        let lines = r.err.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("storybook ") && $0.contains("/4 · ") && $0.contains("/s · ETA ") }.count, 4,
                       "a plain progress line per file when not on a terminal:\n\(r.err)")
        XCTAssertTrue(r.err.contains("4 files (2 stories × light, dark) @1x in "), r.err)
        XCTAssertTrue(r.err.contains("wrote \(dir)/index.html and \(dir)/storybook.pdf (1 page)"), r.err)
    }

    func testTheIndexShowsThumbnailsLinkedToThePicturesAndAFilterBox() throws {
        let r = folio(["storybook", "--only", "specimen.pet", "--scale", "2", "--jobs", "1", "--out", dir])
        XCTAssertEqual(r.code, 0, r.err)
        let full = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/specimen/pet-light@2x.png"))))
        let thumb = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/thumbs/specimen/pet-light@2x.png"))))
        XCTAssertEqual(thumb.width, full.width / 2, "half the pixels a side at @2x")
        let index = try String(contentsOfFile: "\(dir)/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<a href=\"specimen/pet-light@2x.png\"><img src=\"thumbs/specimen/pet-light@2x.png\""), "thumbnail linked to the picture")
        XCTAssertTrue(index.contains("<input type=\"search\" id=\"filter\""), "a filter box")
    }

    func testShardsFromOptionAndEnvironmentAreDisjointAndComplete() throws {
        let only = "specimen.*"
        let a = folio(["storybook", "--only", only, "--scale", "1", "--shard", "0/2", "--out", dir])
        XCTAssertEqual(a.code, 0, a.err)
        let first = files(dir)
        XCTAssertTrue(a.err.contains("folio storybook --out \(dir) --collate"), "a shard writes no pages and says how to: \(a.err)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/index.html"))
        let b = folio(["storybook", "--only", only, "--scale", "1", "--out", dir], environment: ["JOB_COMPLETION_INDEX": "1", "FOLIO_SHARD_COUNT": "2"])
        XCTAssertEqual(b.code, 0, b.err)
        let second = files(dir).subtracting(first)
        XCTAssertFalse(first.isEmpty || second.isEmpty)
        XCTAssertEqual(first.count + second.count, 8, "4 specimen pages × 2 appearances, each in one shard")
        let collated = folio(["storybook", "--only", only, "--scale", "1", "--out", dir, "--collate"])
        XCTAssertEqual(collated.code, 0, collated.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/index.html"))
    }

    func testTheMainJobRendersTheStorybookIntoItsOutputFolder() throws {
        let manifest = "\(dir)/m.json"
        try #"{"scale": 1, "appearances": ["dark"], "include": [{"name": "specimen.recipe"}]}"#.write(toFile: manifest, atomically: true, encoding: .utf8)
        let r = folio(["--out", dir, "--manifest", manifest])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(files("\(dir)/storybook"), ["specimen/recipe-dark@1x.png"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/storybook/index.html"))
    }

    func testBadOptionsAreUsageErrors() {
        for (args, message) in [(["--shard", "2/2"], "--shard: expected I/N with 0 ≤ I < N, got '2/2'"),
                                (["--only", "pett"], "--only: 'pett' names no target (see 'folio list')"),
                                (["--scale", "4"], "--scale: expected 1, 2 or 3, got '4'"),
                                (["--jobs", "0"], "--jobs: expected a positive number, got '0'")] {
            let r = folio(["storybook", "--out", dir] + args)
            XCTAssertEqual(r.code, 2, "\(args)")
            XCTAssertTrue(r.err.contains(message), r.err)
        }
        let env = folio(["storybook", "--out", dir], environment: ["JOB_COMPLETION_INDEX": "1"])
        XCTAssertEqual(env.code, 2)
        XCTAssertTrue(env.err.contains("JOB_COMPLETION_INDEX and FOLIO_SHARD_COUNT go together"), env.err)
    }

    func testABadManifestIsBadDataWithEveryProblem() throws {
        let manifest = "\(dir)/m.json"
        try #"{"include": [{"kind": "screens"}], "scale": 5}"#.write(toFile: manifest, atomically: true, encoding: .utf8)
        let r = folio(["storybook", "--manifest", manifest, "--out", dir])
        XCTAssertEqual(r.code, 65)
        XCTAssertTrue(r.err.contains("$.scale: expected one of 1, 2, 3, found 5"), r.err)
        XCTAssertTrue(r.err.contains("$.include[0].kind: expected one of screen, flow, piece, specimen, motion, found 'screens'"), r.err)
        XCTAssertEqual(folio(["storybook", "--manifest", "\(dir)/none.json"]).code, 74)
    }
}
