import FolioCore
import XCTest
@testable import FolioGraphics

/// A renderer that reuses gradients fills a rectangle from an image of its gradient, made once per
/// session (`GradientRectCache`): the picture is the gradient's within one level, the image sits on
/// the rectangle's pixels wherever the rectangle falls, and a picture whose image was reused has the
/// bytes of the one that made it.
final class GradientRectCacheTests: XCTestCase {
    private let size = Size(width: 120, height: 150)

    /// A card clipped to its rounded shape at a half-pixel offset: an opaque face, then a diagonal
    /// band of translucent light across the whole of it, as a share card's sheen.
    private func card(_ seed: Double) -> Frame {
        let face = Frame(size: size, role: .shape, item: .shape(ShapeItem(.rounded(18), fill: .solid(Color(rgb: 0x3A6FD8)))))
        let stops = [GradientStop(0.1, Color.black.opacity(0)), GradientStop(0.3 + seed / 100, Color.white.opacity(0.6)),
                     GradientStop(0.45, Color.white.opacity(0.2)), GradientStop(0.7, Color.black.opacity(0.05)), GradientStop(0.9, Color.black.opacity(0))]
        let sheen = Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: .linear(LinearGradient(start: .zero, end: Point(x: size.width, y: size.height), stops: stops)))))
        let clipped = Frame.group([face, sheen], origin: Point(x: 7.25, y: 9.5), size: size, group: Group(clip: .rounded(18)))
        return .group([clipped], size: Size(width: 140, height: 170), role: .screen)
    }

    private func options(reusing: Bool) -> RenderOptions {
        RenderOptions(scale: 3.15, background: .white, reusesGradients: reusing)
    }

    func testThePictureIsTheGradientsWithinOneLevel() throws {
        let frame = card(1)
        let drawn = try renderRaster(frame, options: options(reusing: false))
        let reused = try renderRaster(frame, options: options(reusing: true))
        XCTAssertEqual(drawn.width, reused.width)
        let differing = zip(drawn.pixels, reused.pixels).filter { $0 != $1 }
        let largest = zip(drawn.pixels, reused.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(largest, 1, "an image out of place would differ by far more")
        XCTAssertLessThan(differing.count, drawn.pixels.count / 100)
        XCTAssertNotEqual(drawn, try renderRaster(card(2), options: options(reusing: false)), "the band is there to be seen")
    }

    func testAReusedImageGivesTheBytesOfTheOneThatMadeIt() throws {
        let frame = card(3)
        let session = RenderSession()
        let first = try renderPNG(frame, options: options(reusing: true), session: session)
        let second = try renderPNG(frame, options: options(reusing: true), session: session)
        XCTAssertEqual(session.gradientRects.made, 1, "made for the first picture, reused by the second")
        XCTAssert(first == second)
        _ = try renderPNG(frame, options: RenderOptions(scale: 2, background: .white, reusesGradients: true), session: session)
        XCTAssertEqual(session.gradientRects.made, 2, "another scale, another image")
    }

    func testVectorOutputKeepsItsGradients() throws {
        let session = RenderSession()
        _ = try renderPDF(pages: [card(4)], metadata: Fixtures.pdfMetadata(), options: options(reusing: true), session: session)
        XCTAssertEqual(session.gradientRects.made, 0, "a PDF's gradient stays a gradient")
    }

    func testTheLeastRecentlyUsedGoPastTheBudget() {
        var kept = KeptPixels<Int>(budget: 100)
        kept.keep(1, [UInt8](repeating: 1, count: 60))
        kept.keep(2, [UInt8](repeating: 2, count: 60))
        XCTAssertNil(kept.pixels(for: 1), "let go for the second")
        XCTAssertEqual(kept.pixels(for: 2)?.first, 2)
        kept.keep(3, [UInt8](repeating: 3, count: 101))
        XCTAssertNil(kept.pixels(for: 3), "larger than the whole budget")
    }
}
