import CPixelmatch
import FolioAppsTestSupport
import FolioCodecs
import FolioGraphics
import XCTest
@testable import FolioBench
@testable import FolioGoldens

/// The bench's reference differ (pixelmatch 7 in C) and Folio's own agree pixel for pixel: the same
/// counts of differing and anti-aliased pixels and the same diff picture, on a real screen changed in
/// the ways a golden changes (a block recoloured, text moved by a pixel, pixels made translucent), so a
/// figure that compares their speed compares the same work.
final class PixelMatchReferenceTests: XCTestCase {
    /// A real screen's pixels at @2x (the goldens' pictures are not in the checkout; see README: Goldens).
    func golden() throws -> RasterImage {
        try renderRaster(try SampleScreen.make(), options: RenderOptions(scale: 2))
    }

    /// `image` with three changes: a recoloured block, a band moved one pixel right, translucent pixels.
    func changed(_ image: RasterImage) -> RasterImage {
        var pixels = image.pixels
        let (w, h) = (image.width, image.height)
        for y in 40..<90 { for x in 30..<200 { pixels[(y * w + x) * 4] &+= 60 } }
        for y in h / 3..<(h / 3 + 120) { for x in stride(from: w - 1, to: 0, by: -1) {
            for c in 0..<4 { pixels[(y * w + x) * 4 + c] = image.pixels[(y * w + x - 1) * 4 + c] }
        } }
        for y in (h - 200)..<(h - 150) { for x in 0..<w where (x + y) % 3 == 0 { pixels[(y * w + x) * 4 + 3] = 128 } }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    func testTheCReferenceCountsAndDrawsWhatPixelDiffDoes() throws {
        let a = try golden()
        let b = changed(a)
        for includeAA in [false, true] {
            for threshold in [0.1, 0.05] {
                let ours = try PixelDiff(threshold: threshold, includeAntialiasing: includeAA).compare(a, b, drawing: true)
                var picture = [UInt8](repeating: 0, count: a.pixels.count), ignored = 0
                let differing = folio_pixelmatch(a.pixels, b.pixels, &picture, Int32(a.width), Int32(a.height), threshold,
                                                 includeAA ? 1 : 0, &ignored)
                XCTAssertEqual(differing, ours.differing, "threshold \(threshold), aa counted: \(includeAA)")
                XCTAssertEqual(ignored, ours.antialiased, "threshold \(threshold), aa counted: \(includeAA)")
                XCTAssertEqual(picture, ours.image?.pixels, "the diff pictures, threshold \(threshold)")
                XCTAssertGreaterThan(ours.differing, 10_000, "the changes are found")
                if !includeAA { XCTAssertGreaterThan(ours.antialiased, 100, "the moved text's edges are taken for anti-aliasing") }
            }
        }
    }

    func testIdenticalPicturesDifferNowhereInC() throws {
        let a = try golden()
        var ignored = 0
        XCTAssertEqual(folio_pixelmatch(a.pixels, a.pixels, nil, Int32(a.width), Int32(a.height), 0.1, 0, &ignored), 0)
        XCTAssertEqual(ignored, 0)
    }
}
