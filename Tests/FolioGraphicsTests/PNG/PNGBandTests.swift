import CZlib
import FolioCodecs
import FolioTestSupport
import XCTest
@testable import FolioGraphics

/// The PNG encoder's bands, compressed apart by libdeflate and joined where the walk found each
/// band's final block, read back by libspng (which checks the joined Adler-32) to the pixels they
/// were made of, and their stream inflated by zlib.
final class PNGBandTests: XCTestCase {
    /// `width` × `height` RGBA whose rows repeat every `period` rows (noise within a row), translucent
    /// unless `opaque`: a picture whose rows span several 1 MiB bands.
    func picture(width: Int, height: Int, period: Int, opaque: Bool) -> RasterImage {
        var state: UInt64 = 7
        let rows = (0..<period).map { _ in
            (0..<width * 4).map { i -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return i % 4 == 3 && opaque ? 255 : UInt8(truncatingIfNeeded: state >> 56)
            }
        }
        return RasterImage(width: width, height: height, pixels: (0..<height).flatMap { rows[$0 % period] })
    }

    func testBandsDecodeToTheSamePixelHashAtEveryLevelAndFilter() throws {
        // 700 × 1600 RGBA is 4.3 MiB of rows: four bands.
        let image = picture(width: 700, height: 1600, period: 37, opaque: false)
        for level in [0, 1, 6, 12] {
            let png = try image.png(compressionLevel: level)
            XCTAssertEqual(try RasterImage(png: png).pixelDigest, image.pixelDigest, "level \(level)")
        }
        let surface = try ImageSurface(png: image.png())
        let drawn = try surface.rasterImage().pixelDigest
        for filter in PNGRowFilter.allCases {
            let png = try surface.png(filter: filter)
            XCTAssertEqual(try RasterImage(png: png).pixelDigest, drawn, "\(filter)")
            XCTAssertEqual(try surface.png(filter: filter), png, "\(filter): the same bytes every time")
        }
    }

    /// Pictures of random sizes (one to five bands of random heights) at random levels and filters:
    /// libspng decodes each to the pixels drawn, and zlib inflates its image data to every row.
    func testRandomBandsLevelsAndFiltersDecodeToTheSamePixelHash() throws {
        var random = SeededRandom(37)
        for round in 0..<6 {
            // Up to 5 MiB of rows, within libspng's 16,384 rows.
            let width = Int.random(in: 1...900, using: &random), opaque = Bool.random(using: &random)
            let height = Int.random(in: 1...min(16_384, (5 << 20) / (width * (opaque ? 3 : 4) + 1)), using: &random)
            let period = Int.random(in: 1...40, using: &random)
            let surface = try ImageSurface(png: picture(width: width, height: height, period: period, opaque: opaque).png())
            let drawn = try surface.rasterImage().pixelDigest
            let level = Int.random(in: PNGEncoder.levels, using: &random)
            let filter = try XCTUnwrap(PNGRowFilter.allCases.randomElement(using: &random))
            let png = try surface.png(level: level, filter: filter)
            let what = "round \(round): \(width)×\(height) at level \(level), filter \(filter)"
            XCTAssertEqual(try RasterImage(png: png).pixelDigest, drawn, what)
            let (start, end) = try idat(png)
            let rows = height * (1 + width * (opaque ? 3 : 4))
            var size = uLong(rows)
            var out = [UInt8](repeating: 0, count: rows)
            let status = png[start..<end].withUnsafeBufferPointer { uncompress(&out, &size, $0.baseAddress, uLong($0.count)) }
            XCTAssertEqual(status, Z_OK, what)
            XCTAssertEqual(Int(size), rows, what)
        }
    }

    /// Where the IDAT chunk's data starts and ends in `png`.
    func idat(_ png: [UInt8]) throws -> (Int, Int) {
        let type = try XCTUnwrap(png.indices.first { png[$0..<($0 + 4)].elementsEqual("IDAT".utf8) })
        let length = png[(type - 4)..<type].reduce(0) { $0 << 8 | Int($1) }
        return (type + 4, type + 4 + length)
    }

    func testAWrongJoinedChecksumIsRefused() throws {
        var png = try picture(width: 700, height: 1600, period: 37, opaque: false).png()
        let (start, end) = try idat(png)
        let type = start - 4
        png[end - 1] ^= 0x01  // the stream's Adler-32, which the parts' were joined into
        png.replaceSubrange(end..<(end + 4), with: PNGBytes.be32(PNGBytes.crc32(Array(png[type..<end]))))
        XCTAssertThrowsError(try RasterImage(png: png)) { error in
            guard case CodecError.invalidPNG(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
        }
    }
}
