import FolioCodecs
import FolioCore
import FolioGraphics
import XCTest
@testable import FolioBench

/// libcrypto's SHA-256 of pixels is the portable one's, so a golden's hash is the same whichever
/// computed it, and the one `sha256sum` prints.
final class PixelDigestTests: XCTestCase {
    func testTheDigestIsSHA256() {
        XCTAssertEqual(Array("abc".utf8).withUnsafeBytes(PixelDigest.hex), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual([UInt8]().withUnsafeBytes(PixelDigest.hex), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for count in [1, 55, 56, 64, 1000, 786 * 4 * 3 + 1] {
            let bytes = (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
            XCTAssertEqual(bytes.withUnsafeBytes(PixelDigest.hex), SHA256.hex(bytes), "\(count) bytes")
        }
        let image = RasterImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])
        XCTAssertEqual(image.pixelDigest, SHA256.hex(image.pixels))
    }

    func testARenderIsHashedAsItsPixelsAre() throws {
        let screen = try SampleScreen.make()
        // The sample screen is opaque; the card alone leaves translucent and transparent pixels around its corners.
        for (index, frame) in [screen, screen.children[1]].enumerated() {
            let options = RenderOptions(scale: 2)
            let image = try renderRaster(frame, options: options)
            let translucent = stride(from: 3, to: image.pixels.count, by: 4).contains { image.pixels[$0] != 255 }
            XCTAssertEqual(translucent, index == 1, "the card has translucent pixels, the screen none")
            let digest = try renderDigest(frame, options: options)
            XCTAssertEqual([digest.width, digest.height], [image.width, image.height])
            XCTAssertEqual(digest.sha256, image.pixelDigest)
            XCTAssertEqual(try RasterImage(png: try renderPNG(frame, options: options)).pixelDigest, digest.sha256, "and as its PNG decodes")
        }
    }
}
