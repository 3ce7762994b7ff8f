import FolioCore
import XCTest
@testable import FolioGraphics

/// An opaque gradient covering the canvas is kept the second time it is drawn and copied from the
/// third (`CoveringPaintCache`): which paints qualify, where drawing stops to keep one, and that a
/// copied one gives the bytes of one drawn.
final class CoveringPaintCacheTests: XCTestCase {
    private let size = Size(width: 200, height: 300)

    /// A screen: `background`, then a card with a shadow and a glass capsule over both.
    private func screen(_ background: Shape, _ paint: Paint) -> Frame {
        let card = Frame.group([Frame(size: Size(width: 160, height: 90), role: .shape, item: .shape(ShapeItem(.rounded(16), fill: .solid(.white))))],
                               origin: Point(x: 20, y: 60), size: Size(width: 160, height: 90), role: .card,
                               group: Group(effects: [.shadow(color: Color.black.opacity(0.3), radius: 12, offset: Point(x: 0, y: 6))]))
        let glass = Frame.group([Frame(size: Size(width: 140, height: 50), role: .shape,
                                       item: .shape(ShapeItem(.capsule, fill: .solid(Color.white.opacity(0.3)))))],
                                origin: Point(x: 30, y: 120), size: Size(width: 140, height: 50), role: .glass,
                                group: Group(effects: [.backdropBlur(radius: 10, shape: .capsule)]))
        let sky = Frame(size: size, role: .shape, item: .shape(ShapeItem(background, fill: paint)))
        return .group([.group([sky, card], size: size, group: Group(clip: .rect)), glass], size: size, role: .screen)
    }

    private func gradient(_ seed: UInt32) -> Paint {
        .linear(LinearGradient(start: .zero, end: Point(x: 50, y: 300),
                               stops: [GradientStop(0, Color(rgb: 0x102030 &+ seed)), GradientStop(1, Color(rgb: 0xC9E4FF &- seed))]))
    }

    func testARectangleOrARectanglesPathCoversAndDrawingStopsAtTheFrameAfterIt() throws {
        let paint = gradient(1)
        let covering = try XCTUnwrap(screen(.path(.rect(Rect(size: size))), paint).coveringPaint(scale: 2))
        XCTAssertEqual(covering.path, [0, 0])
        XCTAssertEqual(covering.next, [0, 1], "the card after the sky, not the glass after their group")
        XCTAssertEqual(covering.clips, 1)
        XCTAssertNotNil(screen(.rect, paint).coveringPaint(scale: 2))
        XCTAssertNil(screen(.path(.rect(Rect(x: 0, y: 0, width: 200, height: 299))), paint).coveringPaint(scale: 2),
                     "a path a row short of the frame")
        let alone = Frame.group([Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: paint)))], size: size)
        XCTAssertNil(try XCTUnwrap(alone.coveringPaint(scale: 1)).next, "nothing is drawn after it")
    }

    func testOnlyGradientsAreKept() throws {
        let solid = try XCTUnwrap(screen(.rect, .solid(.white)).coveringPaint(scale: 2))
        XCTAssertNil(CoveringPaintCache.key(solid, transform: .identity, width: 400, height: 600))
        let sky = try XCTUnwrap(screen(.rect, gradient(2)).coveringPaint(scale: 2))
        XCTAssertNotNil(CoveringPaintCache.key(sky, transform: .identity, width: 400, height: 600))
    }

    func testACopiedGradientGivesTheBytesOfOneDrawn() throws {
        for (seed, background, name) in [(UInt32(3), Shape.rect, "rect"), (4, .path(.rect(Rect(size: size))), "path")] {
            let frame = screen(background, gradient(seed))
            // The same tree behind a first frame that paints nothing: never copied nor kept.
            let reference = try renderPNG(.group([Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect))), frame], size: size),
                                          options: RenderOptions(scale: 2))
            let session = RenderSession()
            let drawn = try renderPNG(frame, options: RenderOptions(scale: 2), session: session)  // seen
            let kept = try renderPNG(frame, options: RenderOptions(scale: 2), session: session)   // drawn alone, kept, then the rest
            let copied = try renderPNG(frame, options: RenderOptions(scale: 2), session: session) // copied
            XCTAssertEqual(session.coveringPaints.copied, 1, "the third is copied")
            XCTAssert(drawn == reference, "drawn, \(name)")
            XCTAssert(kept == reference, "kept, \(name)")
            XCTAssert(copied == reference, "copied, \(name)")
        }
    }

    /// A card's backdrop: `sky` and a light on it, as the root's first child (a background), then a
    /// card with a shadow and glass over it.
    private func backdrop(_ sky: Paint) -> Frame {
        let light = Frame(origin: Point(x: 30, y: 20), size: Size(width: 90, height: 60), role: .shape,
                          item: .shape(ShapeItem(.capsule, fill: .solid(Color.white.opacity(0.4)))))
        let layer = Frame.group([Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: sky))), light],
                                size: size, role: .background)
        guard case .group(let group) = screen(.rect, .solid(.white)).item else { return layer }
        return .group([layer] + group.children.dropFirst(), size: size, role: .screen)
    }

    func testABackgroundIsKeptWholeEvenOnASolidSky() throws {
        let frame = backdrop(.solid(Color(rgb: 0x203040)))
        let covering = try XCTUnwrap(frame.coveringPaint(scale: 2))
        XCTAssertEqual(covering.path, [0, 0])
        XCTAssertEqual(covering.kept, [0], "the whole background, not the sky alone")
        XCTAssertEqual(covering.afterKept, [1], "the glass after the background")
        XCTAssertNotNil(CoveringPaintCache.key(covering, transform: .identity, width: 400, height: 600))
        XCTAssertNil(try XCTUnwrap(screen(.rect, .solid(.white)).coveringPaint(scale: 2)).layer, "a group that is no background")
    }

    func testACopiedBackgroundGivesTheBytesOfOneDrawn() throws {
        for sky in [gradient(6), .solid(Color(rgb: 0x304050))] {
            let frame = backdrop(sky)
            let reference = try renderPNG(.group([Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect))), frame], size: size),
                                          options: RenderOptions(scale: 2))
            let session = RenderSession()
            let drawn = try renderPNG(frame, options: RenderOptions(scale: 2), session: session)
            let kept = try renderPNG(frame, options: RenderOptions(scale: 2), session: session)
            let copied = try renderPNG(frame, options: RenderOptions(scale: 2), session: session)
            XCTAssertEqual(session.coveringPaints.copied, 1, "the third is copied")
            XCTAssertEqual(drawn, reference, "drawn, \(sky)")
            XCTAssertEqual(kept, reference, "kept, \(sky)")
            XCTAssertEqual(copied, reference, "copied, \(sky)")
        }
    }

    func testTheLeastRecentlyUsedGoPastTheBudget() throws {
        let cache = CoveringPaintCache(budget: 100)
        let sky = try XCTUnwrap(screen(.rect, gradient(5)).coveringPaint(scale: 1))
        let (a, b) = try (XCTUnwrap(CoveringPaintCache.key(sky, transform: .identity, width: 1, height: 1)),
                          XCTUnwrap(CoveringPaintCache.key(sky, transform: .identity, width: 2, height: 1)))
        for key in [a, b] {
            guard case .draw = cache.lookup(key), case .keep = cache.lookup(key) else { return XCTFail("seen, then kept") }
            cache.keep(key, [UInt8](repeating: 7, count: 60))
        }
        guard case .copy(let pixels) = cache.lookup(b) else { return XCTFail("the last one kept is there") }
        XCTAssertEqual(pixels.count, 60)
        guard case .keep = cache.lookup(a) else { return XCTFail("the first one was let go for the second") }
    }
}
