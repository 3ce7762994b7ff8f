import FolioCodecs
import FolioTestSupport
import XCTest
@testable import FolioGraphics

/// The PNG encoder's bands, compressed apart by zlib and joined at its flush points, read back by
/// libspng (which checks the joined Adler-32) to the pixels they were made of.
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
        for level in [0, 1, 6, 9] {
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

    /// Rows of noise repeating every 4 rows (16 KiB) in four bands: a band primed with the 32 KiB
    /// before it finds them all there, so the file is one period of literals and 4 MiB of 258-byte
    /// matches (about 45 KB); unprimed, each band after the first would start with 16 KiB of literals
    /// more (about 94 KB).
    func testEachBandIsPrimedWithTheRowsBeforeIt() throws {
        let image = picture(width: 1365, height: 1024, period: 4, opaque: true)
        let png = try image.png()
        XCTAssertLessThan(png.count, 60_000, "\(png.count) bytes for 16 KiB of distinct rows")
        XCTAssertEqual(try RasterImage(png: png), image)
    }

    func testAWrongJoinedChecksumIsRefused() throws {
        var png = try picture(width: 700, height: 1600, period: 37, opaque: false).png()
        let type = try XCTUnwrap(png.indices.first { png[$0..<($0 + 4)].elementsEqual("IDAT".utf8) })
        let length = png[(type - 4)..<type].reduce(0) { $0 << 8 | Int($1) }
        let end = type + 4 + length
        png[end - 1] ^= 0x01  // the stream's Adler-32, which the parts' were joined into
        png.replaceSubrange(end..<(end + 4), with: PNGBytes.be32(PNGBytes.crc32(Array(png[type..<end]))))
        XCTAssertThrowsError(try RasterImage(png: png)) { error in
            guard case CodecError.invalidPNG(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
        }
    }
}
