import FolioCodecs
import FolioTestSupport
import XCTest
@testable import FolioGraphics
@testable import FolioBench

/// The one PNG reader (libspng, with limits) takes every valid flavour of PNG and refuses broken or
/// oversized ones before allocating their pixels. The PNGs are built here, byte by byte (stored deflate blocks), so each
/// flavour is exactly what the test says.
final class PNGReaderTests: XCTestCase {
    func testEightBitGreyIsSpreadToRGB() throws {
        let image = try RasterImage(png: PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 0, scanlines: [[10, 250]]))
        XCTAssertEqual(image.pixels, [10, 10, 10, 255, 250, 250, 250, 255])
    }

    func testSixteenBitRGBAKeepsTheHighByte() throws {
        let image = try RasterImage(png: PNGBytes.png(width: 1, height: 1, depth: 16, colorType: 6,
                                                  scanlines: [[0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x00, 0x80, 0x01]]))
        XCTAssertEqual(image.pixels, [0x12, 0xAB, 0xFF, 0x80])
    }

    func testPaletteWithTransparencyAndLowBitDepth() throws {
        // Two-bit palette indices 0, 1, 2, 3 in one byte; tRNS makes index 1 half transparent.
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]
        let image = try RasterImage(png: PNGBytes.png(width: 4, height: 1, depth: 2, colorType: 3,
                                                  extra: [("PLTE", palette), ("tRNS", [255, 128])], scanlines: [[0b00_01_10_11]]))
        XCTAssertEqual(image.pixels, [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 9, 9, 9, 255])
    }

    func testGreyAlphaAndOneBitGrey() throws {
        let ga = try RasterImage(png: PNGBytes.png(width: 1, height: 1, depth: 8, colorType: 4, scanlines: [[77, 66]]))
        XCTAssertEqual(ga.pixels, [77, 77, 77, 66])
        let bits = try RasterImage(png: PNGBytes.png(width: 3, height: 1, depth: 1, colorType: 0, scanlines: [[0b1010_0000]]))
        XCTAssertEqual(bits.pixels, [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
    }

    func testInterlacedImageMatchesItsPlainTwin() throws {
        // 2 × 2 RGB, Adam7: pass 1 holds (0,0), pass 6 (1,0), pass 7 row 1 both pixels.
        let p: [[UInt8]] = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]
        let interlaced = try RasterImage(png: PNGBytes.png(width: 2, height: 2, depth: 8, colorType: 2, interlaced: true,
                                                       scanlines: [p[0], p[1], p[2] + p[3]]))
        let plain = try RasterImage(png: PNGBytes.png(width: 2, height: 2, depth: 8, colorType: 2, scanlines: [p[0] + p[1], p[2] + p[3]]))
        XCTAssertEqual(interlaced, plain)
        XCTAssertEqual(plain.pixels, [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
    }

    func testABombIsRefusedBeforeItsPixelsAreAllocated() throws {
        // 20,000 × 20,000 RGBA would be 1.6 GB: the header alone is refused (the data is never read).
        let bomb = PNGBytes.png(width: 20_000, height: 20_000, depth: 8, colorType: 6, scanlines: [[0, 0, 0, 0]])
        XCTAssertThrowsError(try RasterImage(png: bomb)) { error in
            guard case CodecError.invalidPNG(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
        }
        let wide = PNGBytes.png(width: 9_000, height: 9_000, depth: 8, colorType: 0, scanlines: [[0]])
        XCTAssertThrowsError(try RasterImage(png: wide)) { error in
            XCTAssert("\(error)".contains("9000×9000"), "\(error)")
        }
    }

    func testTruncatedImageDataIsAReasonNotACrash() throws {
        let png = PNGBytes.png(width: 4, height: 4, depth: 8, colorType: 2, scanlines: Array(repeating: Array(repeating: 7, count: 12), count: 4))
        for cut in [20, 40, png.count - 20] {
            XCTAssertThrowsError(try RasterImage(png: Array(png.prefix(cut))), "cut at \(cut)")
        }
    }

    /// A file without IEND or with bytes after it is refused (libspng alone accepts both: the reader
    /// hands it the bytes as a stream and counts what it took).
    func testAMissingIENDAndDataAfterItAreRefused() throws {
        let rgb = PNGBytes.png(width: 2, height: 2, depth: 8, colorType: 2, scanlines: Array(repeating: [1, 2, 3, 4, 5, 6], count: 2))
        let grey = PNGBytes.png(width: 2, height: 2, depth: 8, colorType: 0, scanlines: [[1, 2], [3, 4]])
        for png in [rgb, grey] {
            XCTAssertNoThrow(try RasterImage(png: png))
            XCTAssertThrowsError(try RasterImage(png: Array(png.dropLast(12))), "no IEND")
            XCTAssertThrowsError(try RasterImage(png: png + [0x6A, 0x75, 0x6E, 0x6B])) { error in
                XCTAssertTrue("\(error)".contains("4 bytes after the IEND chunk"), "\(error)")
            }
        }
    }

    /// A 9 MB colour profile and a 9 MB compressed comment are valid PNG; they were refused at an
    /// 8 MB chunk limit.
    func testLargeICCPAndZTXtChunksAreRead() throws {
        let profile = [UInt8](repeating: 0x11, count: 9 << 20)
        let iccp = Array("icc".utf8) + [0, 0] + PNGBytes.zlibStored(profile)
        let ztxt = Array("Comment".utf8) + [0, 0] + PNGBytes.zlibStored(profile)
        for extra in [[("iCCP", iccp)], [("zTXt", ztxt)]] {
            let png = PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 2, extra: extra, scanlines: [[9, 8, 7, 6, 5, 4]])
            XCTAssertEqual(try RasterImage(png: png).pixels, [9, 8, 7, 255, 6, 5, 4, 255], extra[0].0)
        }
    }

    func testImageItemsDrawThroughTheSameReaderWithCairosRounding() throws {
        // Straight (200, 100, 50) at alpha 128 premultiplies as Cairo's reader did.
        let png = PNGBytes.png(width: 1, height: 1, depth: 8, colorType: 6, scanlines: [[200, 100, 50, 128]])
        let surface = try ImageSurface(png: png), cairo = try ImageSurface(cairoPNG: png)
        let ours = try surface.withPixels { UnsafeRawPointer($0).load(as: UInt32.self) }
        let theirs = try cairo.withPixels { UnsafeRawPointer($0).load(as: UInt32.self) }
        XCTAssertEqual(ours, theirs)
    }
}
