import FolioCore
import XCTest
@testable import FolioGraphics

/// Folio's own two-sample warp gives pixman's bytes: for tilted maps over a noisy image, painting the
/// average of two samples per pixel equals compositing through each map with pixman into cleared images
/// and averaging those byte by byte, which is what share cards did before.
final class PerspectiveWarpTests: XCTestCase {
    /// A `width` × `height` image of random premultiplied pixels inside a transparent `margin`.
    func noise(width: Int, height: Int, margin: Int, seed: UInt64) throws -> ImageSurface {
        let image = try ImageSurface(width: width, height: height)
        var state = seed
        try image.withPixels { pixels in
            for y in margin..<(height - margin) {
                let row = UnsafeMutableRawPointer(pixels + y * image.stride).assumingMemoryBound(to: UInt32.self)
                for x in margin..<(width - margin) {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    let bits = UInt32(truncatingIfNeeded: state >> 32)
                    let alpha = bits >> 24
                    let channel = { (shift: UInt32) in ((bits >> shift) & 0xff) * alpha / 255 }
                    row[x] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
                }
            }
        }
        return image
    }

    func bytes(_ image: ImageSurface) throws -> [UInt8] {
        try image.withPixels { Array(UnsafeBufferPointer(start: $0, count: image.stride * image.height)) }
    }

    func testTwoSamplesAveragedAreTheBytesOfTwoPixmanCompositesAveraged() throws {
        let margin = 80
        let card = Size(width: 260, height: 340)
        for (pitch, yaw, scale) in [(10.0, -16.0, 1.0), (-14.0, 9.0, 1.5), (4.0, 22.0, 2.0)] {
            let source = try noise(width: Int((card.width + 160) * scale), height: Int((card.height + 160) * scale),
                                   margin: Int(Double(margin) * scale), seed: UInt64(scale * 10))
            let toSource = Homography.translation(-30, -30)
                .concatenating(try XCTUnwrap(Homography(ProjectiveTransform.tilt(size: card, pitch: pitch, yaw: yaw)).inverted()))
                .concatenating(.translation(Double(margin), Double(margin))).concatenating(.scale(scale))
            let maps = (Homography.translation(-0.25, -0.25).concatenating(toSource),
                        Homography.translation(0.25, 0.25).concatenating(toSource))
            let (width, height) = (320, 400)
            let first = try ImageSurface(width: width, height: height), second = try ImageSurface(width: width, height: height)
            try PerspectiveWarp.composite(source, over: first, map: maps.0)
            try PerspectiveWarp.composite(source, over: second, map: maps.1)
            let expected = zip(try bytes(first), try bytes(second)).map { UInt8((UInt16($0) + UInt16($1) + 1) / 2) }

            let output = try ImageSurface(width: width, height: height)
            try PerspectiveWarp.compositeAveraging(source, into: output, maps: maps)
            let got = try bytes(output)
            XCTAssertEqual(got.count, expected.count)
            let differing = zip(got, expected).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "tilt \(pitch),\(yaw) at \(scale)×: \(differing) bytes differ")
            XCTAssertGreaterThan(Set(got).count, 200, "the warp drew the noise")
        }
    }
}
