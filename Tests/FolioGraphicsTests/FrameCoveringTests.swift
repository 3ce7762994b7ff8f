import CCairo
import FolioCore
import XCTest
@testable import FolioGraphics

/// A canvas whose first paint covers it opaquely is not cleared first (`Frame.coveringPaint`):
/// which trees qualify, and that one drawn on dirty memory gives the bytes of a cleared canvas.
final class FrameCoveringTests: XCTestCase {
    private let size = Size(width: 393, height: 852)

    private func screen(_ background: Paint, clip: Shape? = .rect, effects: [Effect] = [], opacity: Double = 1,
                        backgroundSize: Size? = nil) -> Frame {
        let inner = Frame.group([
            Frame(origin: .zero, size: backgroundSize ?? size, role: .shape, item: .shape(ShapeItem(.rect, fill: background))),
            Frame.group([Fixtures.card()], origin: Point(x: 0, y: 300), size: Size(width: 200, height: 170)),
        ], size: size, group: Group(clip: clip, opacity: opacity, effects: effects))
        return .group([inner], size: size, role: .screen)
    }

    func testWhichTreesCoverTheirCanvas() {
        let white = Paint.solid(.white)
        XCTAssertTrue(screen(white).firstPaintCovers(scale: 3))
        XCTAssertTrue(screen(.linear(LinearGradient(start: .zero, end: Point(x: 0, y: 852),
                                                    stops: [GradientStop(0, .white), GradientStop(1, Color(rgb: 0xEBE3FF))]))).firstPaintCovers(scale: 2))
        XCTAssertFalse(screen(.solid(Color.white.opacity(0.9))).firstPaintCovers(scale: 3), "a translucent background")
        XCTAssertFalse(screen(white, clip: .rounded(40)).firstPaintCovers(scale: 3), "rounded corners stay clear")
        XCTAssertFalse(screen(white, effects: [.shadow(color: .black, radius: 8, offset: .zero)]).firstPaintCovers(scale: 3),
                       "a shadow is drawn before the background")
        XCTAssertFalse(screen(white, opacity: 0.5).firstPaintCovers(scale: 3), "a faded group")
        XCTAssertFalse(screen(white, backgroundSize: Size(width: 393, height: 800)).firstPaintCovers(scale: 3), "a short background")
        XCTAssertFalse(screen(white).firstPaintCovers(scale: 1.5), "a partly covered last column")
    }

    func testACoveredCanvasOnDirtyMemoryDrawsTheBytesOfACleanOne() throws {
        PixelMemory.keepBuffersForReuse()  // freed buffers stay in the heap, to be handed out dirty
        let frame = screen(.solid(Color(rgb: 0xF2F2F7)))
        XCTAssertTrue(frame.firstPaintCovers(scale: 3))
        // The same tree, with a first frame that paints nothing: its canvas is cleared.
        let cleared = Frame.group([Frame(origin: .zero, size: size, role: .shape, item: .shape(ShapeItem(.rect))), frame],
                                  size: size, role: .screen)
        XCTAssertFalse(cleared.firstPaintCovers(scale: 3))
        let bytes = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, 1179)) * 2556
        let dirty = try XCTUnwrap(malloc(bytes))
        memset(dirty, 0xA5, bytes)
        free(dirty)
        let fromDirty = try renderPNG(frame, options: RenderOptions(scale: 3))
        XCTAssert(try renderPNG(cleared, options: RenderOptions(scale: 3)) == fromDirty, "the uncleared canvas shows")
    }
}

private extension Frame {
    /// Whether the tree's first paint covers its canvas at `scale` (it has a covering paint).
    func firstPaintCovers(scale: Double) -> Bool { coveringPaint(scale: scale) != nil }
}
