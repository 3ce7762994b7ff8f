import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioCards
@testable import FolioTargets

/// Sizes, tilts and the arrangement of the image, with numbers; then exact pixel sizes and the same
/// bytes twice, with pixels.
final class ShareCardLayoutTests: XCTestCase {
    func testSizesParseWithinTheirLimits() {
        XCTAssertEqual(ShareCardSize("1080x1350"), .portrait)
        XCTAssertEqual(ShareCardSize("1200×630"), .landscape)
        XCTAssertEqual(ShareCardSize("story"), .story)
        XCTAssertEqual(ShareCardSize("200x4096")?.description, "200x4096")
        for bad in ["199x500", "500x4097", "0x0", "-1080x1080", "1080", "1080x", "x1080", "1080x1350x2", "wide", "1080.5x1350"] {
            XCTAssertNil(ShareCardSize(bad), bad)
        }
    }

    func testTiltsParseWithinTheirLimits() {
        XCTAssertEqual(CardTilt("8,-14"), CardTilt(pitch: 8, yaw: -14))
        XCTAssertEqual(CardTilt(" 0 , 0 "), .flat)
        XCTAssertEqual(CardTilt("-40,40")?.description, "-40,40")
        for bad in ["41,0", "0,-40.5", "8", "8,-14,2", "a,b", "nan,0", "inf,0", ""] {
            XCTAssertNil(CardTilt(bad), bad)
        }
        XCTAssertEqual(CardTilt.flat.perspective(for: Size(width: 300, height: 375)), .identity)
    }

    func testEveryImageIsExactlyItsSizeWithTheCardWellInside() {
        let sizes = ShareCardSize.presets.map(\.size) + [(200, 200), (4096, 4096), (1001, 777), (333, 4096), (4096, 200), (999, 1001)]
            .compactMap { ShareCardSize(width: $0.0, height: $0.1) }
        for size in sizes {
            let layout = ShareCardLayout(pixels: size, cardSize: Size(width: 300, height: 375))
            XCTAssertEqual((layout.canvas.width * layout.scale).rounded(.up), Double(size.width), "\(size)")
            XCTAssertEqual((layout.canvas.height * layout.scale).rounded(.up), Double(size.height), "\(size)")
            let card = layout.card
            XCTAssertEqual(card.minX * layout.scale, (card.minX * layout.scale).rounded(), accuracy: 1e-6, "\(size): on a whole pixel")
            // Room for the tilt's overhang and the shadow on every side.
            let margin = min(card.width, card.height) * 0.08
            XCTAssert(card.minX >= margin && card.minY >= margin, "\(size): \(card) in \(layout.canvas)")
            XCTAssert(card.maxX <= layout.canvas.width - margin && card.maxY <= layout.canvas.height - margin, "\(size)")
            // The card is the picture: at least half of the image's shorter side.
            XCTAssertGreaterThan(card.height * layout.scale, Double(min(size.width, size.height)) * 0.5, "\(size)")
            if let words = layout.words {
                XCTAssertNil(words.intersection(card), "\(size): the words run under the card")
                XCTAssert(Rect(size: layout.canvas).contains(words, tolerance: 1e-9), "\(size)")
            }
        }
        XCTAssertEqual(ShareCardLayout(pixels: .landscape, cardSize: Size(width: 300, height: 375)).arrangement, .wide)
        XCTAssertEqual(ShareCardLayout(pixels: .story, cardSize: Size(width: 300, height: 375)).arrangement, .tall)
        XCTAssertEqual(ShareCardLayout(pixels: .portrait, cardSize: Size(width: 300, height: 375)).arrangement, .centered)
    }

    func testOddSizesRenderToExactlyTheirPixels() throws {
        for (w, h) in [(201, 333), (777, 409)] {
            let size = try XCTUnwrap(ShareCardSize(width: w, height: h))
            let card = try ShareCard(entry: ShareCardEntry.pet, snapshot: CardFixtures.pet(), size: size)
            let image = try card.raster(measurer: CardFixtures.measurer)
            XCTAssertEqual([image.width, image.height], [w, h])
            XCTAssertEqual(image.rgba(x: 0, y: 0).alpha, 255, "the backdrop covers the image")
        }
    }

    func testACardOfAnotherAppsSnapshotIsRefused() throws {
        XCTAssertThrowsError(try ShareCard(entry: ShareCardEntry.pet, snapshot: CardFixtures.water())) { error in
            XCTAssertEqual("\(error)", "card pet needs a folio.pet/1 snapshot")
        }
    }

    func testTheCatalogHasACardForEachAppItNames() throws {
        XCTAssertEqual(ShareCardCatalog.all.map(\.app), AppCatalog.apps.compactMap(\.shareCard?.app))
        XCTAssertEqual(ShareCardCatalog.entry(for: "water")?.app, .water)
        XCTAssertNil(ShareCardCatalog.entry(for: "folio"))
        // Every card is lint clean (shape lock, text that fits, known glyphs), light and dark, on the tallest and
        // the widest image.
        for entry in ShareCardCatalog.all {
            let path = "\(CardFixtures.packageRoot)/Templates/snapshots/\(entry.app.rawValue).json"
            let snapshot = try SnapshotStore.shared.snapshot(entry.snapshotType, path: path)
            for size in [ShareCardSize.story, .landscape] {
                for appearance in Appearance.allCases {
                    let frame = try ShareCard(entry: entry, snapshot: snapshot, size: size, appearance: appearance)
                        .frame(measurer: CardFixtures.measurer)
                    let findings = lint(frame, theme: Theme(app: AppCatalog.theme(of: entry.app), appearance: appearance))
                    XCTAssertEqual(findings.map(\.description), [], "\(entry.app) \(size) \(appearance)")
                }
            }
        }
    }
}
