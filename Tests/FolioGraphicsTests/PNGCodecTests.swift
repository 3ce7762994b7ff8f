import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics
@testable import FolioBench

final class PNGCodecTests: XCTestCase {
    /// The card scene drawn at @2x, with a transparent corner so alpha is exercised.
    func drawnSurface(opaque: Bool) throws -> ImageSurface {
        var frame = Fixtures.card()
        if !opaque, case .group(var group) = frame.item {
            group.children.removeFirst()
            frame.item = .group(group)
        }
        return try rasterize(frame, options: RenderOptions(scale: 2))
    }

    /// Premultiplied pixels as Cairo holds them.
    func premultiplied(_ surface: ImageSurface) throws -> [UInt32] {
        try surface.withPixels { data in
            (0..<surface.height).flatMap { y in
                let row = UnsafeRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
                return (0..<surface.width).map { row[$0] }
            }
        }
    }

    func testOpaqueImageIsRGBAndCairoReadsBackTheSamePixels() throws {
        let surface = try drawnSurface(opaque: true)
        let png = try surface.png()
        XCTAssertEqual(png[25], 2, "colour type RGB for an opaque image")
        XCTAssert(try premultiplied(ImageSurface(cairoPNG: png)) == premultiplied(surface), "pixels differ")
    }

    func testTranslucentImageIsRGBAAndDecodesLikeCairosOwnPNG() throws {
        let surface = try drawnSurface(opaque: false)
        let ours = try surface.png(), cairos = try surface.cairoPNG()
        XCTAssertEqual(ours[25], 6, "colour type RGBA for a translucent image")
        // Both writers un-premultiply the same way, so Cairo's reader gives identical pixels from each.
        XCTAssert(try premultiplied(ImageSurface(cairoPNG: ours)) == premultiplied(ImageSurface(cairoPNG: cairos)),
                  "Cairo reads different pixels from the two files")
        // And our decoder reads Cairo's adaptively filtered file to the same RGBA as ours.
        XCTAssert(try RasterImage(png: cairos) == RasterImage(png: ours), "our decoder reads Cairo's file differently")
        XCTAssert(try RasterImage(png: ours) == surface.rasterImage(), "decoded pixels differ from the surface")
    }

    func testFilesAreNoLargerThanCairosOnFlatScreens() throws {
        let surface = try drawnSurface(opaque: true)
        let ours = try surface.png().count, cairos = try surface.cairoPNG().count
        XCTAssertLessThan(Double(ours), Double(cairos) * 1.1, "ours \(ours) bytes, Cairo's \(cairos)")
    }

    func testRasterImageRoundTripsThroughPNG() throws {
        var pixels: [UInt8] = []
        for i in 0..<(7 * 5) { pixels += [UInt8(i * 7 % 256), UInt8(i * 13 % 256), UInt8(i * 29 % 256), UInt8(i * 37 % 256)] }
        let image = RasterImage(width: 7, height: 5, pixels: pixels)
        XCTAssertEqual(try RasterImage(png: image.png()), image)
        let opaque = RasterImage(width: 1, height: 2, pixels: [1, 2, 3, 255, 4, 5, 6, 255])
        let png = try opaque.png(compressionLevel: 9)
        XCTAssertEqual(png[25], 2)
        XCTAssertEqual(try RasterImage(png: png), opaque)
        XCTAssertEqual(opaque.rgba(x: 0, y: 1).green, 5)
        let path = try Fixtures.temporaryDirectory() + "/image.png"
        try image.write(to: path)
        XCTAssertEqual(try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: path)))), image)
    }

    func testTallImagesAreCompressedInBandsThatReadBackToTheSamePixels() throws {
        // 640 × 1500 RGBA is 3.7 MiB of rows: three bands, each filtered and compressed on its own.
        let (w, h) = (640, 1500)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        var state: UInt32 = 1
        for i in stride(from: 0, to: pixels.count, by: 4) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let (x, y) = (i / 4 % w, i / 4 / w)
            let noisy = y % 300 < 40
            pixels[i] = noisy ? UInt8(state >> 24) : UInt8(truncatingIfNeeded: x)
            pixels[i + 1] = UInt8(truncatingIfNeeded: y)
            pixels[i + 2] = UInt8(truncatingIfNeeded: x ^ y)
            pixels[i + 3] = UInt8(truncatingIfNeeded: 128 + (x + y) % 128)
        }
        let surface = try ImageSurface(png: RasterImage(width: w, height: h, pixels: pixels).png())
        let expected = try premultiplied(surface)
        for filter in PNGRowFilter.allCases {
            let png = try surface.png(filter: filter)
            XCTAssert(try premultiplied(ImageSurface(cairoPNG: png)) == expected, "\(filter): Cairo reads other pixels")
            XCTAssertEqual(try RasterImage(png: png), try surface.rasterImage(), "\(filter): our reader reads other pixels")
            XCTAssertEqual(try surface.png(filter: filter), png, "\(filter): the same bytes every time")
        }
    }

    func testCorruptOrForeignBytesAreRejectedWithAReason() throws {
        var png = try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)).png()
        XCTAssertThrowsError(try RasterImage(png: Array("not a png".utf8)))
        png[40] ^= 0xFF
        XCTAssertThrowsError(try RasterImage(png: png)) { error in
            guard case CodecError.invalidPNG(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertThrowsError(try RasterImage(png: Array(png.prefix(30))))
    }

    func testEncodingBenchmarkReportsBothWriters() throws {
        // Prints timings only; speed is never asserted (debug builds and shared machines vary).
        let report = try Benchmark.run(iterations: 1)
        XCTAssertEqual(report.width, 1170)
        XCTAssertEqual(report.height, 2532)
        XCTAssertGreaterThan(report.folioBytes, 0)
        print("Benchmark: \(report)")
    }
}
