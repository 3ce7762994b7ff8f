import FolioDocuments
import FolioGraphics
import FolioTestSupport
import Foundation
import XCTest

/// `golden accept` copies only what the check could read, from inside the review folder: a truncated,
/// empty or bomb PNG and a link to a file elsewhere (`/etc/hostname`) are each refused by name.
final class GoldenAcceptSafetyTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TestFiles.temporaryDirectory("accept")
        try FileManager.default.createDirectory(atPath: "\(dir)/review/pet", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func put(_ bytes: [UInt8], _ name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: "\(dir)/review/pet/\(name)"))
    }

    private var accept: GoldenAccept { GoldenAccept(reviewDirectory: "\(dir)/review", goldensDirectory: "\(dir)/goldens") }

    func testAGoodRenderIsAcceptedWhole() throws {
        let png = try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)).png()
        try put(png, "home.dark.actual.png")
        try put(Array("{}".utf8), "home.dark.actual.json")
        XCTAssertEqual(try accept.accept().map(\.file), ["pet/home.dark.png"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/goldens/pet/home.dark.png")), Data(png))
    }

    func testUnreadablePicturesAndLinksAreRefusedByNameAndNothingIsAccepted() throws {
        let png = try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)).png()
        let bomb = PNGBytes.png(width: 20_000, height: 20_000, depth: 8, colorType: 6, scanlines: [[0, 0, 0, 0]])
        for (name, bytes) in [("home", png), ("truncated", Array(png.prefix(40))), ("empty", []), ("bomb", bomb)] {
            try put(bytes, "\(name).light.actual.png")
            try put(Array("{}".utf8), "\(name).light.actual.json")
        }
        XCTAssertEqual(symlink("/etc/hostname", "\(dir)/review/pet/host.light.actual.png"), 0)
        try put(Array("{}".utf8), "host.light.actual.json")
        try put(png, "tree.light.actual.png")
        try put(Array("{not json".utf8), "tree.light.actual.json")
        XCTAssertThrowsError(try accept.accept()) { error in
            let text = "\(error)"
            for name in ["truncated", "empty", "bomb"] {
                XCTAssertTrue(text.contains("REFUSED \(dir)/review/pet/\(name).light.actual.png: not a picture the check can read"), text)
            }
            XCTAssertTrue(text.contains("REFUSED \(dir)/review/pet/host.light.actual.png: a symbolic link, which accept never follows"), text)
            XCTAssertTrue(text.contains("REFUSED \(dir)/review/pet/tree.light.actual.json: not a frame tree"), text)
            XCTAssertFalse(text.contains("home.light"), "the good render is not refused")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/goldens"), "a refusal accepts nothing")
        XCTAssertEqual(try accept.accept(only: ["pet.home"]).map(\.file), ["pet/home.light.png"], "the good one alone is accepted")
    }
}
