import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioGoldens
import FolioGraphics
import FolioTestSupport
import Foundation
import XCTest

/// `golden accept` records only what the check could read, from inside the review folder: a
/// truncated, empty or bomb PNG and a link to a file elsewhere (`/etc/hostname`) are each refused by
/// name, and nothing is accepted then.
final class GoldenAcceptSafetyTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TestFiles.temporaryDirectory("accept")
        try FileManager.default.createDirectory(atPath: "\(dir)/review/pet", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private let good = RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))
    private let tree = Array("{}".utf8)

    /// A render of `story` in the review: its picture bytes (or a link), its tree, and its entry.
    private func put(_ story: String, picture: [UInt8]?, link: String? = nil) throws {
        let base = "\(dir)/review/pet/\(story).light.actual"
        if let picture { try Data(picture).write(to: URL(fileURLWithPath: base + ".png")) }
        if let link { XCTAssertEqual(symlink(link, base + ".png"), 0) }
        try Data(tree).write(to: URL(fileURLWithPath: base + ".json"))
        let entry = GoldenEntry(story: "pet.\(story)", mode: "light", width: 2, height: 2, pixels: good.pixelDigest, tree: SHA256.hex(tree))
        try Data("pet \(entry.line)\n".utf8).write(to: URL(fileURLWithPath: base + ".golden"))
    }

    private func accept(only: [String]? = nil) throws -> [String] {
        let store = GoldenStore(directory: "\(dir)/store")
        return try GoldenAccept(reviewDirectory: "\(dir)/review", goldensDirectory: "\(dir)/goldens", store: store)
            .accept(only: only).map(\.target)
    }

    func testUnreadablePicturesAndLinksAreRefusedByNameAndNothingIsAccepted() throws {
        let png = try good.png()
        let bomb = PNGBytes.png(width: 20_000, height: 20_000, depth: 8, colorType: 6, scanlines: [[0, 0, 0, 0]])
        for (name, bytes) in [("home", png), ("truncated", Array(png.prefix(40))), ("empty", []), ("bomb", bomb)] {
            try put(name, picture: bytes)
        }
        try put("host", picture: nil, link: "/etc/hostname")
        XCTAssertThrowsError(try accept()) { error in
            let text = "\(error)"
            for name in ["truncated", "empty", "bomb"] {
                XCTAssertTrue(text.contains("REFUSED \(dir)/review/pet/\(name).light.actual.png: not a picture the check can read"), text)
            }
            XCTAssertTrue(text.contains("REFUSED \(dir)/review/pet/host.light.actual.png: a symbolic link, which accept never follows"), text)
            XCTAssertFalse(text.contains("home.light"), "the good render is not refused")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/store"), "a refusal accepts nothing")
        XCTAssertEqual(try accept(only: ["pet.home"]), ["pet.home"], "the good one alone is accepted")
    }
}
