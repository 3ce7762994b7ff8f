import FolioCodecs
import FolioGraphics
import Foundation
import FolioTestSupport
import XCTest

/// The animated PNG writer, read back by a small APNG reader: frames merged, changed rectangles,
/// delays, the default image as first frame, the same bytes for the same frames.
final class APNGEncoderTests: XCTestCase {
    /// A `w` × `h` opaque picture of one colour with a `box` of another.
    func picture(_ w: Int, _ h: Int, box: (x: Int, y: Int, size: Int)? = nil, colour: UInt8 = 200) -> RasterImage {
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        if let box {
            for y in box.y..<(box.y + box.size) {
                for x in box.x..<(box.x + box.size) {
                    let i = (y * w + x) * 4
                    (pixels[i], pixels[i + 1], pixels[i + 2]) = (colour, 40, 90)
                }
            }
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// What a viewer shows after each frame: every frame blended (source) onto the canvas in turn.
    func composite(_ reader: APNGReader) throws -> [RasterImage] {
        var canvas = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
        return try reader.frames.map { frame in
            let image = try RasterImage(png: frame.png)
            XCTAssertEqual(frame.blend, 0, "blend source")
            XCTAssertEqual(frame.dispose, 0, "dispose none")
            for y in 0..<frame.height {
                let from = y * frame.width * 4, to = ((frame.y + y) * reader.width + frame.x) * 4
                canvas.replaceSubrange(to..<(to + frame.width * 4), with: image.pixels[from..<(from + frame.width * 4)])
            }
            return RasterImage(width: reader.width, height: reader.height, pixels: canvas)
        }
    }

    func testFramesAreMergedDeltaEncodedAndReadBack() throws {
        let a = picture(64, 48), b = picture(64, 48, box: (10, 12, 8)), c = picture(64, 48, box: (30, 20, 6), colour: 20)
        let bytes = try APNGEncoder.encode([.init(a), .init(a), .init(b), .init(c), .init(c), .init(c)], fps: 30)
        let reader = try XCTUnwrap(APNGReader(bytes))
        XCTAssertEqual(reader.width, 64)
        XCTAssertEqual(reader.height, 48)
        XCTAssertEqual(reader.declaredFrames, 3, "runs of equal frames merged")
        XCTAssertEqual(reader.frames.count, 3)
        XCTAssertEqual(reader.loops, 0)
        XCTAssertTrue(reader.defaultImageIsFirstFrame)
        XCTAssertEqual(reader.sequence, Array(0..<reader.sequence.count), "fcTL and fdAT numbered in order")
        XCTAssertEqual(reader.frames.map(\.delayNumerator), [2, 1, 3])
        XCTAssertEqual(reader.frames.map(\.delayDenominator), [30, 30, 30])
        XCTAssertEqual(reader.frames.map { [$0.x, $0.y, $0.width, $0.height] }, [[0, 0, 64, 48], [10, 12, 8, 8], [10, 12, 26, 14]],
                       "the first frame whole, then only the rectangle that changed")
        XCTAssertEqual(try composite(reader), [a, b, c])
        XCTAssertEqual(try RasterImage(png: bytes), a, "a viewer that knows no APNG shows the first frame")
        XCTAssertEqual(try APNGEncoder.encode([.init(a), .init(a), .init(b), .init(c), .init(c), .init(c)], fps: 30), bytes,
                       "the same frames give the same bytes")
    }

    func testAWholeNewPictureIsWrittenWhole() throws {
        let a = picture(32, 32), b = picture(32, 32, box: (0, 0, 32))
        let reader = try XCTUnwrap(APNGReader(try APNGEncoder.encode([.init(a), .init(b, count: 2)], fps: 60)))
        XCTAssertEqual(reader.frames.map { [$0.x, $0.y, $0.width, $0.height] }, [[0, 0, 32, 32], [0, 0, 32, 32]])
        XCTAssertEqual(reader.frames.map(\.delay), [1.0 / 60, 2.0 / 60])
        XCTAssertEqual(try composite(reader), [a, b])
    }

    func testFramesOfAnotherSizeOrNoneAreRefused() {
        XCTAssertThrowsError(try APNGEncoder.encode([], fps: 30))
        XCTAssertThrowsError(try APNGEncoder.encode([.init(picture(8, 8)), .init(picture(8, 9))], fps: 30))
    }

    /// Frames are encoded as they come: 400 distinct 512 × 512 pictures (400 MB held at once, as
    /// animations did, 3.56 GB for a motion sheet) leave the peak memory nearly where it was.
    func testAStreamEncodesEachFrameAsItComesInBoundedMemory() throws {
        func peakKB() -> Int {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_maxrss
        }
        var stream = try APNGStream(fps: 60)
        let before = peakKB()
        // 200 frames of 1 MiB each: kept, they would pass the bound below.
        for i in 0..<200 {
            try stream.append(picture(512, 512, box: (i % 480, (i * 7) % 480, 32)))
            if i % 100 == 0 { stream.repeatLast() }
        }
        let (bytes, summary) = try stream.finish()
        XCTAssertLessThan(peakKB() - before, 150_000, "peak memory grew with the frames")
        XCTAssertEqual(summary.frames, 200)
        let reader = try XCTUnwrap(APNGReader(bytes))
        XCTAssertEqual(reader.declaredFrames, 200)
        XCTAssertEqual(reader.frames.prefix(2).map(\.delayNumerator), [2, 1], "a repeated frame time shows the picture longer")
        XCTAssertEqual(reader.sequence, Array(0..<reader.sequence.count))
    }

    /// A frame with a transparent pixel after an opaque first frame (recipe.flow.cook at 60 fps), and
    /// opaque frames after a transparent first one, keep the file's colour type instead of failing.
    func testFramesKeepTheFirstFramesColourType() throws {
        let opaque = picture(8, 8)
        var hole = opaque.pixels
        hole[4 * 9 + 3] = 0
        let holed = RasterImage(width: 8, height: 8, pixels: hole)
        let reader = try XCTUnwrap(APNGReader(try APNGEncoder.encode([.init(opaque), .init(holed), .init(picture(8, 8, box: (1, 1, 2)))], fps: 60)))
        XCTAssertEqual(reader.declaredFrames, 2, "the hole over the picture before it is that picture again")
        let back = try XCTUnwrap(APNGReader(try APNGEncoder.encode([.init(holed), .init(opaque)], fps: 60)))
        XCTAssertEqual(try composite(back).last, opaque)
    }
}
