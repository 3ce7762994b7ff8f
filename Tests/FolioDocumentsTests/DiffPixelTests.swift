import FolioAppsTestSupport
import FolioCodecs
import FolioGraphics
import XCTest
@testable import FolioGoldens

/// The differ on constructed pictures, one behaviour each.
final class DiffPixelTests: XCTestCase {
    /// A `width` × `height` picture whose pixel colours come from `color(x, y)`.
    func picture(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                pixels += [r, g, b, 255]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    func testIdenticalPicturesDifferNowhere() throws {
        let a = picture(16, 16) { x, y in (UInt8(x * 10), UInt8(y * 10), 90) }
        let result = try PixelDiff().compare(a, a)
        XCTAssertEqual(result.differing, 0)
        XCTAssertEqual(result.antialiased, 0)
        XCTAssertTrue(result.identical)
    }

    func testOneChangedPixelCountsOnce() throws {
        let a = picture(16, 16) { _, _ in (255, 255, 255) }
        let b = picture(16, 16) { x, y in x == 7 && y == 9 ? (0, 0, 0) : (255, 255, 255) }
        let result = try PixelDiff().compare(a, b, drawing: true)
        XCTAssertEqual(result.differing, 1)
        XCTAssertEqual(result.antialiased, 0)
        let image = try XCTUnwrap(result.image)
        XCTAssertTrue(image.rgba(x: 7, y: 9) == (255, 0, 0, 255), "the changed pixel is red in the diff")
        XCTAssertEqual(image.rgba(x: 0, y: 0).red, 255, "unchanged white fades to white")
    }

    func testChangesAreGatheredIntoRegionsMostChangedFirst() throws {
        let a = picture(200, 120) { _, _ in (255, 255, 255) }
        // A 4 × 4 block at (10, 10) and a 10 × 6 block at (150, 90), far apart.
        let b = picture(200, 120) { x, y in
            (x >= 10 && x < 14 && y >= 10 && y < 14) || (x >= 150 && x < 160 && y >= 90 && y < 96) ? (0, 0, 0) : (255, 255, 255)
        }
        let result = try PixelDiff().compare(a, b, drawing: true)
        XCTAssertEqual(result.regions.map(\.pixels), [60, 16], "two regions, the bigger first")
        let big = try XCTUnwrap(result.regions.first)
        XCTAssertTrue(big.x <= 150 && big.x + big.width >= 160 && big.y <= 90 && big.y + big.height >= 96, "\(big)")
        XCTAssertLessThanOrEqual(big.width, 2 * PixelDiff.regionCell, "a box around the change, not the picture")
        XCTAssertEqual(try PixelDiff().compare(a, a, drawing: true).regions, [])
    }

    func testAChangeAcrossTheBandsComparedOnEachCoreCountsOnceAndIsOneRegion() throws {
        // Rows 150…649 cross the 192-row bands the differ splits the picture into.
        let a = picture(120, 900) { _, _ in (255, 255, 255) }
        let b = picture(120, 900) { x, y in x >= 20 && x < 50 && y >= 150 && y < 650 ? (0, 0, 0) : (255, 255, 255) }
        let result = try PixelDiff(includeAntialiasing: true).compare(a, b, drawing: true)
        XCTAssertEqual(result.differing, 30 * 500)
        XCTAssertEqual(result.regions.map(\.pixels), [30 * 500], "one region, though it spans bands")
        let image = try XCTUnwrap(result.image)
        XCTAssertTrue(image.rgba(x: 20, y: 383) == (255, 0, 0, 255) && image.rgba(x: 49, y: 384) == (255, 0, 0, 255),
                      "red on both sides of a band's edge")
        XCTAssertEqual(image.rgba(x: 60, y: 384).green, 255, "untouched pixels fade to white")
    }

    func testAThumbnailAveragesEachBlock() {
        let a = picture(4, 2) { x, _ in x % 2 == 0 ? (0, 0, 0) : (255, 255, 255) }
        let small = a.downscaled(by: 2)
        XCTAssertEqual(small.width, 2)
        XCTAssertEqual(small.height, 1)
        XCTAssertTrue(small.rgba(x: 0, y: 0) == (128, 128, 128, 255), "black and white make grey")
    }

    func testAThumbnailWeighsByAlphaAndTakesAPictureSmallerThanABlockWhole() {
        // Red beside a transparent pixel whose colour is black: the red stays red, half as opaque.
        let half = RasterImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0]).downscaled(by: 2)
        XCTAssertTrue(half.rgba(x: 0, y: 0) == (255, 0, 0, 128), "\(half.rgba(x: 0, y: 0))")
        // One pixel made three times smaller is that pixel, not a read past the picture.
        let dot = RasterImage(width: 1, height: 2, pixels: [10, 20, 30, 255, 30, 40, 50, 255]).downscaled(by: 3)
        XCTAssertEqual(dot.width, 1)
        XCTAssertEqual(dot.height, 1)
        XCTAssertTrue(dot.rgba(x: 0, y: 0) == (20, 30, 40, 255), "\(dot.rgba(x: 0, y: 0))")
    }

    /// The thumbnail's sums and its opaque shortcut round exactly as a per-block weighted average in
    /// plain integers does, on noise with a transparent pixel every few (blocks of both kinds) and at
    /// factors that leave a ragged edge.
    func testAThumbnailIsTheWeightedAverageOfEachBlock() {
        var state: UInt64 = 7
        let (width, height) = (101, 67)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let bits = UInt32(truncatingIfNeeded: state >> 32)
            (pixels[i], pixels[i + 1], pixels[i + 2]) = (UInt8(bits & 255), UInt8(bits >> 8 & 255), UInt8(bits >> 16 & 255))
            if i / 4 % 11 == 0 { pixels[i + 3] = UInt8(bits >> 24) }
        }
        let image = RasterImage(width: width, height: height, pixels: pixels)
        for factor in [2, 3, 4, 7, 16] {
            let small = image.downscaled(by: factor)
            var expected: [UInt8] = []
            for y in 0..<height / factor {
                for x in 0..<width / factor {
                    var (r, g, b, a) = (0, 0, 0, 0)
                    for dy in 0..<factor {
                        for dx in 0..<factor {
                            let i = ((y * factor + dy) * width + x * factor + dx) * 4, alpha = Int(pixels[i + 3])
                            (r, g, b, a) = (r + Int(pixels[i]) * alpha, g + Int(pixels[i + 1]) * alpha, b + Int(pixels[i + 2]) * alpha, a + alpha)
                        }
                    }
                    let n = factor * factor
                    expected += a > 0 ? [UInt8((r + a / 2) / a), UInt8((g + a / 2) / a), UInt8((b + a / 2) / a)] : [0, 0, 0]
                    expected.append(UInt8((a + n / 2) / n))
                }
            }
            XCTAssertEqual(small.pixels, expected, "factor \(factor)")
        }
    }

    func testACropIsEnlargedPixelForPixel() {
        let a = picture(8, 8) { x, y in (UInt8(x * 30), UInt8(y * 30), 0) }
        let crop = a.cropped(x: 2, y: 3, width: 2, height: 2, zoom: 4)
        XCTAssertEqual(crop.width, 8)
        XCTAssertEqual(crop.height, 8)
        XCTAssertTrue(crop.rgba(x: 0, y: 0) == a.rgba(x: 2, y: 3))
        XCTAssertTrue(crop.rgba(x: 3, y: 3) == a.rgba(x: 2, y: 3), "one source pixel fills a 4 × 4 block")
        XCTAssertTrue(crop.rgba(x: 4, y: 7) == a.rgba(x: 3, y: 4))
        XCTAssertEqual(a.cropped(x: 6, y: 6, width: 10, height: 10).width, 2, "clamped to the picture")
    }

    /// A black bar whose right edge is one grey (anti-aliased) column, moved right by one pixel: the
    /// two columns that change are both edge pixels between flat areas.
    func testOnePixelShiftOfAnAntialiasedEdgeIsNotCounted() throws {
        func edge(at column: Int) -> RasterImage {
            picture(14, 10) { x, _ in x < column ? (0, 0, 0) : x == column ? (128, 128, 128) : (255, 255, 255) }
        }
        let result = try PixelDiff().compare(edge(at: 5), edge(at: 6))
        XCTAssertEqual(result.differing, 0)
        XCTAssertEqual(result.antialiased, 20, "two columns of ten pixels changed, all taken for anti-aliasing")
        let counted = try PixelDiff(includeAntialiasing: true).compare(edge(at: 5), edge(at: 6))
        XCTAssertEqual(counted.differing, 20, "--include-aa counts them")
    }

    /// The stem of a glyph (a black bar with an anti-aliased grey column on each side, as Cairo draws
    /// a vertical stroke off the pixel grid) moved right by one pixel: four columns change, all edges.
    func testOnePixelShiftOfAGlyphStemIsNotCounted() throws {
        func stem(at left: Int) -> RasterImage {
            picture(16, 12) { x, _ in
                switch x - left {
                case 0: (170, 170, 170)
                case 1...4: (0, 0, 0)
                case 5: (85, 85, 85)
                default: (255, 255, 255)
                }
            }
        }
        let result = try PixelDiff().compare(stem(at: 4), stem(at: 5), drawing: true)
        XCTAssertEqual(result.differing, 0)
        XCTAssertEqual(result.antialiased, 48)
        let image = try XCTUnwrap(result.image)
        XCTAssertTrue(image.rgba(x: 4, y: 6) == (255, 255, 0, 255), "anti-aliased pixels are yellow in the diff")
    }

    func testColourChangeBelowTheThresholdIsNotCounted() throws {
        let a = picture(12, 12) { _, _ in (200, 100, 50) }
        let b = picture(12, 12) { _, _ in (203, 102, 52) }
        let result = try PixelDiff().compare(a, b)
        XCTAssertFalse(result.identical)
        XCTAssertEqual(result.differing, 0)
        XCTAssertEqual(result.antialiased, 0)
        XCTAssertEqual(try PixelDiff(threshold: 0).compare(a, b).differing, 144, "threshold 0 counts any change")
    }

    func testColourChangeAboveTheThresholdCountsEveryPixel() throws {
        let a = picture(12, 12) { _, _ in (200, 100, 50) }
        let b = picture(12, 12) { _, _ in (80, 160, 220) }
        XCTAssertEqual(try PixelDiff().compare(a, b).differing, 144)
    }

    func testAPixelThatTurnsTransparentDiffersThoughItKeepsItsColour() throws {
        // Blending both over white (pixelmatch 5) saw no change here; pixelmatch 7 counts every pixel.
        let clear = RasterImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64).enumerated().map { $0 % 4 == 3 ? 0 : $1 })
        let white = picture(4, 4) { _, _ in (255, 255, 255) }
        XCTAssertEqual(try PixelDiff().compare(white, clear).differing, 16)
        XCTAssertEqual(try PixelDiff().compare(clear, clear).differing, 0)
    }

    func testTranslucentDistancesAreThoseOfPixelmatch7() throws {
        // Values computed with pixelmatch 7's colorDelta (its varying background at byte offsets 0 and 148).
        let one: [UInt8] = [255, 0, 0, 128] + [UInt8](repeating: 0, count: 144) + [10, 200, 30, 60]
        let two: [UInt8] = [255, 0, 0, 255] + [UInt8](repeating: 0, count: 144) + [200, 10, 90, 250]
        one.withUnsafeBufferPointer { p in
            two.withUnsafeBufferPointer { q in
                let a = Pixels(bytes: p, width: 38, height: 1), b = Pixels(bytes: q, width: 38, height: 1)
                XCTAssertEqual(colorDelta(a, 0, b, 0, brightnessOnly: false), 1953.884688642745, accuracy: 1e-9)
                XCTAssertEqual(colorDelta(a, 148, b, 148, brightnessOnly: false), -11290.375194166507, accuracy: 1e-9)
            }
        }
    }

    func testDifferentSizesCannotBeCompared() {
        let a = picture(4, 4) { _, _ in (0, 0, 0) }, b = picture(4, 5) { _, _ in (0, 0, 0) }
        XCTAssertThrowsError(try PixelDiff().compare(a, b)) { error in
            XCTAssertEqual(error as? PixelDiffError, .sizeMismatch(expected: (4, 4), actual: (4, 5)))
            XCTAssertEqual("\(error)", "the size changed from 4 × 4 to 4 × 5 px")
        }
    }
}
