import Dispatch
import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

/// A `RenderSession` holds every cache a render keeps pixels in: sessions used in parallel, shared
/// between threads or not, give the bytes of one serial session; a session keeps no more than its
/// budgets; and what a group sets (transform, clip, opacity) ends with it, as the walk's state is a value.
final class RenderSessionTests: XCTestCase {
    private let size = Size(width: 200, height: 170)

    /// A card of `seed`'s colours over an opaque gradient covering the canvas (what a session keeps and
    /// copies), with a translucent sheen filled from an image when gradients are reused.
    private func card(_ seed: UInt32) -> Frame {
        let sky = Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: .linear(LinearGradient(
            start: .zero, end: Point(x: 40, y: 170), stops: [GradientStop(0, Color(rgb: 0x203050 &+ seed)), GradientStop(1, Color(rgb: 0xD0E8FF &- seed))])))))
        let sheen = Frame(size: Size(width: 160, height: 90), role: .shape, item: .shape(ShapeItem(.rect, fill: .linear(LinearGradient(
            start: .zero, end: Point(x: 160, y: 90), stops: [GradientStop(0.2, Color.white.opacity(0)),
                                                             GradientStop(0.5, Color.white.opacity(0.3 + Double(seed) / 10)),
                                                             GradientStop(0.8, Color.white.opacity(0))])))))
        return .group([.group([sky], size: size), Fixtures.card(), .group([sheen], origin: Point(x: 20, y: 20), size: sheen.size)],
                      size: size, role: .screen)
    }

    private let options = RenderOptions(scale: 2, reusesGradients: true)

    /// Each of `cards` three times (seen, kept, copied) on `session`.
    private static func renderAll(_ cards: [Frame], _ session: RenderSession) throws -> [[UInt8]] {
        let options = RenderOptions(scale: 2, reusesGradients: true)
        return try (0..<3).flatMap { _ in try cards.map { try renderPNG($0, options: options, session: session) } }
    }

    func testSessionsInParallelGiveTheBytesOfOneSerialSession() throws {
        let cards = [card(1), card(2)]
        let serialSession = RenderSession()
        let serial = try Self.renderAll(cards, serialSession)
        XCTAssertEqual(serialSession.statistics.coveringPaintsCopied, 2, "each card's sky copied on its third render")
        XCTAssertEqual(serialSession.statistics.gradientImagesMade, 4, "each card's sky and sheen made once")
        XCTAssertNotEqual(serial[0], serial[1], "the two cards differ")
        XCTAssert(try renderPNG(card(1), options: options) == serial[0], "a render's own session draws the same bytes")

        let shared = RenderSession()
        let ownSessions = Fixtures.inParallel { try Self.renderAll(cards, RenderSession()).flatMap { $0 } }
        let sharedSession = Fixtures.inParallel { try Self.renderAll(cards, shared).flatMap { $0 } }
        for bytes in ownSessions + sharedSession { XCTAssert(bytes == serial.flatMap { $0 }, "a parallel run drew other bytes") }
        XCTAssertGreaterThanOrEqual(shared.statistics.coveringPaintsCopied, 8, "four threads shared one session's skies")
    }

    func testASessionKeepsNoMoreThanItsBudgets() throws {
        // One sky (400 × 340 pixels, 544,000 bytes) fits the budget; a second would not.
        let budget = 600_000
        let session = RenderSession(coveringPaintBudget: budget, gradientBudget: 1)
        for seed in [UInt32(1), 2, 3] {
            for _ in 0..<3 { _ = try renderPNG(card(seed), options: options, session: session) }
            XCTAssertEqual(session.statistics.keptBytes, 400 * 340 * 4, "the latest sky alone, after card \(seed)")
        }
        XCTAssertEqual(session.statistics.coveringPaintsCopied, 3)
        // Larger than their budget, the sky's and the sheen's images are made each time they are drawn:
        // both, both (the sky alone to be kept, then the rest), then the sheen alone (the sky copied).
        XCTAssertEqual(session.statistics.gradientImagesMade, 3 * 5)
        XCTAssertEqual(RenderSession().statistics.keptBytes, 0, "a new session keeps nothing")
    }

    func testWhatAGroupSetsEndsWithIt() throws {
        // A small clip, a turn, half opacity and a shadow, then a red square after the group.
        let turned = Frame.group([Fixtures.shape(Rect(x: 0, y: 0, width: 80, height: 80), .rect, .black)],
                                 origin: Point(x: 10, y: 10), size: Size(width: 30, height: 30), role: .card,
                                 group: Group(transform: AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0), clip: .rect,
                                              opacity: 0.5, effects: [.shadow(color: .black, radius: 4, offset: Point(x: 2, y: 2))]))
        let square = Fixtures.shape(Rect(x: 100, y: 60, width: 40, height: 40), .rect, Color(rgb: 0xFF0000))
        let white = Fixtures.shape(Rect(size: size), .rect, .white)
        let after = try renderRaster(.group([white, turned, square], size: size), options: RenderOptions(scale: 1))
        let alone = try renderRaster(.group([white, square], size: size), options: RenderOptions(scale: 1))
        let crop = { (image: RasterImage) in image.cropped(x: 90, y: 50, width: 60, height: 60).pixelDigest }
        XCTAssertEqual(crop(after), crop(alone), "the square is drawn as if the group were not there")
        let centre = (80 * after.width + 120) * 4
        XCTAssertEqual(Array(after.pixels[centre..<centre + 4]), [255, 0, 0, 255])

        // In a silhouette pass, a card after a clipped, translucent group is noted opaque whole.
        let surface = try ImageSurface(width: 200, height: 170, alphaOnly: true)
        let renderer = FrameRenderer(canvas: try surface.makeCanvas(),
                                     target: RenderTarget(root: Frame.group([], size: size), rootTransform: .identity,
                                                          deviceBounds: Rect(size: size), output: .offscreen),
                                     options: RenderOptions(), fonts: FontSession.current(try FontLibrary.shared()),
                                     session: RenderSession(), pass: .silhouette)
        let top = RenderState(path: [], transform: .identity)
        try renderer.draw(turned, top)
        XCTAssertTrue(renderer.opaqueAreas.isEmpty, "nothing is opaque inside a translucent layer")
        try renderer.draw(Fixtures.shape(Rect(x: 60, y: 40, width: 120, height: 100), .rounded(12), .white), top.child(2))
        XCTAssertTrue(renderer.isUnderOpaque(Fixtures.shape(Rect(x: 70, y: 60, width: 100, height: 60), .rect, .black), top.child(3)),
                      "the card's interior, under neither the group's clip nor its layer")
    }
}
