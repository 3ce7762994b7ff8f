import CCairo
import FolioCore
import XCTest
@testable import FolioGraphics

/// The huge-page buffers of a one-picture process: zeroed, aligned, used by the canvas and the PNG
/// rows, and drawing the same bytes as the heap's.
final class PixelMemoryTests: XCTestCase {
    override func setUp() {
        super.setUp()
        PixelMemory.onePicture = false
    }

    override func tearDown() {
        PixelMemory.onePicture = false
        super.tearDown()
    }

    func testHugeBuffersAreZeroedAlignedAndOnlyForOnePicture() throws {
        let bytes = 12_054_096  // a @3x iPhone canvas
        XCTAssertNil(PixelMemory.hugeZeroed(bytes), "a batch keeps its heap")
        try PixelMemory.drawingOnePicture {
            XCTAssertNil(PixelMemory.hugeZeroed(PixelMemory.hugeMinimum - 1), "small buffers come from the heap")
            let buffer = try XCTUnwrap(PixelMemory.hugeZeroed(bytes))
            defer { PixelMemory.unmap(buffer, bytes) }
            XCTAssertEqual(Int(bitPattern: buffer) % (2 << 20), 0, "aligned to a huge page")
            let words = buffer.bindMemory(to: UInt64.self, capacity: bytes / 8)
            XCTAssertEqual((0..<bytes / 8).reduce(0) { $0 | words[$1] }, 0, "zeroed")
            buffer.storeBytes(of: 0xFF, toByteOffset: bytes - 1, as: UInt8.self)  // the whole length is writable
        }
        XCTAssertNil(PixelMemory.hugeZeroed(bytes), "the heap again after the picture")
    }

    func testOnePictureDrawsTheSameBytes() throws {
        let lower = Frame.group([Fixtures.card()], origin: Point(x: 0, y: 500), size: Size(width: 200, height: 170))
        let frame = Frame.group([Fixtures.card(), lower], size: Size(width: 393, height: 852))
        let options = RenderOptions(scale: 3)
        let fromHeap = try renderPNG(frame, options: options)
        PixelMemory.onePicture = true
        let canvas = try ImageSurface(width: 1179, height: 2556)
        let data = try XCTUnwrap(cairo_image_surface_get_data(canvas.surface))
        XCTAssertEqual(Int(bitPattern: data) % (2 << 20), 0, "the canvas is in huge pages")
        XCTAssert(try renderPNG(frame, options: options) == fromHeap, "huge pages draw other bytes")
    }
}
