import FolioCore
import XCTest
@testable import FolioGraphics

/// A silhouette of a group in perspective whose content fills a known outline is that outline
/// warped and filled (`drawWarpedOutline`): when the outline is known, and what the silhouette holds.
final class WarpedOutlineTests: XCTestCase {
    private let cardSize = Size(width: 120, height: 90)
    private let shape = Shape.roundedRect(radius: 12, style: .continuous)
    private let warp = ProjectiveTransform.tilt(size: Size(width: 120, height: 90), pitch: 12, yaw: -20)
    private let cardOrigin = Point(x: 40, y: 35)
    private let scale = 2.0

    /// A card as a share card is drawn: its fill, then its content clipped to its shape.
    private func card(fill: Color = .white, content: [Frame], clipped: Bool = true, effects: [Effect] = []) -> Frame {
        let face = Frame.group(content, size: cardSize, group: Group(clip: clipped ? shape : nil, effects: effects))
        return .group([Fixtures.shape(Rect(size: cardSize), shape, fill), face], size: cardSize)
    }

    private var content: [Frame] {
        [Fixtures.text("Biscuit", at: Point(x: 10, y: 10)), Fixtures.shape(Rect(x: -20, y: 60, width: 200, height: 40), .rect, .black)]
    }

    func testACardsOutlineIsItsFillsShapeWhenEverythingElseIsClippedToIt() {
        XCTAssertEqual(card(content: content).solidOutline, SolidOutline(shape: shape, box: Rect(size: cardSize)))
        let moved = Frame.group([card(content: content)], size: Size(width: 200, height: 200))
        XCTAssertEqual(moved.solidOutline?.box, Rect(size: cardSize), "through a group around it")
        XCTAssertNil(card(fill: Color.white.opacity(0.9), content: content).solidOutline, "a translucent fill")
        XCTAssertNil(card(content: content, clipped: false).solidOutline, "content left unclipped")
        XCTAssertNil(card(content: content, effects: [.shadow(color: .black, radius: 4, offset: .zero)]).solidOutline,
                     "a shadow falls outside its group's clip")
    }

    /// The silhouette of the tilted card at @2x, on an alpha canvas of 200 × 160 pt.
    private func silhouette(_ card: Frame) throws -> (surface: ImageSurface, alpha: (Double, Double) -> Int) {
        let surface = try ImageSurface(width: 400, height: 320, alphaOnly: true)
        let target = RenderTarget(root: Frame.group([], size: Size(width: 200, height: 160)), rootTransform: .scale(x: scale, y: scale),
                                  deviceBounds: Rect(x: 0, y: 0, width: 400, height: 320), output: .offscreen)
        let renderer = FrameRenderer(canvas: try surface.makeCanvas(), target: target, options: RenderOptions(),
                                     fonts: FontSession.current(try FontLibrary.shared()), session: RenderSession(), pass: .silhouette)
        renderer.canvas.setTransform(.scale(x: scale, y: scale))
        try renderer.draw(Frame.group([card], origin: cardOrigin, size: cardSize, group: Group(effects: [.perspective(warp)])))
        try renderer.canvas.checkStatus()
        let bytes = try surface.withPixels { [UInt8](UnsafeBufferPointer(start: $0, count: surface.stride * surface.height)) }
        return (surface, { x, y in Int(bytes[Int(y) * surface.stride + Int(x)]) })
    }

    func testTheSilhouetteIsOpaqueInsideTheWarpedOutlineAndClearOutside() throws {
        let (_, alpha) = try silhouette(card(content: content))
        // The middle of each edge of the card, warped: 3 pixels in is opaque, 3 pixels out is clear.
        let (w, h) = (cardSize.width, cardSize.height)
        let middles = [Point(x: w / 2, y: 0), Point(x: w, y: h / 2), Point(x: w / 2, y: h), Point(x: 0, y: h / 2)].map(warp.apply)
        let centre = warp.apply(Point(x: w / 2, y: h / 2))
        XCTAssertEqual(alpha((cardOrigin.x + centre.x) * scale, (cardOrigin.y + centre.y) * scale), 255)
        for middle in middles {
            let (dx, dy) = (centre.x - middle.x, centre.y - middle.y)
            let length = (dx * dx + dy * dy).squareRoot()
            for (step, expected) in [(3.0, 255), (-3.0, 0)] {
                let x = (cardOrigin.x + middle.x) * scale + dx / length * step
                let y = (cardOrigin.y + middle.y) * scale + dy / length * step
                XCTAssertEqual(alpha(x, y), expected, "\(step) px in from the warped edge at \(middle)")
            }
        }
    }

    func testTheOutlineCoversWhatTheWarpedCardDid() throws {
        // An empty unclipped group after the card keeps the outline unknown, so this one is drawn flat and warped.
        let (outlined, a) = try silhouette(card(content: content))
        let (_, b) = try silhouette(Frame.group([card(content: content), Frame.group([], size: cardSize)], size: cardSize))
        var (sumA, sumB, worst) = (0, 0, 0)
        for y in 0..<outlined.height {
            for x in 0..<outlined.width {
                let (p, q) = (a(Double(x), Double(y)), b(Double(x), Double(y)))
                (sumA, sumB, worst) = (sumA + p, sumB + q, max(worst, abs(p - q)))
            }
        }
        XCTAssertGreaterThan(sumB, 255 * 20_000, "the warped card covers most of its 240 × 180 pixels")
        XCTAssertEqual(Double(sumA), Double(sumB), accuracy: Double(sumB) * 0.002, "the same coverage within 0.2 %")
        XCTAssertLessThanOrEqual(worst, 96, "edge pixels alone differ, by antialiasing")
        XCTAssertGreaterThan(worst, 0, "two routes: the outline, and the card drawn flat and warped")
    }
}
