import CCairo
import FolioCore
import XCTest
@testable import FolioGraphics

/// A silhouette pass leaves out what would paint only where an opaque fill covers whole pixels
/// already (`FrameRenderer+Opaque`): which frames it leaves out, and that the silhouette's pixels are
/// the same.
final class SilhouetteOpaqueTests: XCTestCase {
    private let size = Size(width: 200, height: 140)

    /// A silhouette renderer over a canvas of `size` at `scale`, drawn with `transform` first.
    private func renderer(scale: Double = 2, rotated: Double = 0, alphaOnly: Bool = true) throws -> (FrameRenderer, ImageSurface) {
        let surface = try ImageSurface(width: Int(size.width * scale), height: Int(size.height * scale), alphaOnly: alphaOnly)
        let rotation = AffineTransform(a: cos(rotated), b: sin(rotated), c: -sin(rotated), d: cos(rotated), tx: 0, ty: 0)
        let transform = rotation.concatenating(.scale(x: scale, y: scale))
        let target = RenderTarget(root: Frame.group([], size: size), rootTransform: transform,
                                  deviceBounds: Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height)),
                                  output: .offscreen)
        let renderer = FrameRenderer(canvas: try surface.makeCanvas(), target: target, options: RenderOptions(),
                                     fonts: FontSession.current(try FontLibrary.shared()), session: RenderSession(), pass: .silhouette)
        renderer.canvas.setTransform(transform)
        return (renderer, surface)
    }

    private let card = Fixtures.shape(Rect(x: 10, y: 10, width: 180, height: 120), .roundedRect(radius: 20, style: .continuous), .white)

    func testFramesOnAnOpaqueCardAreLeftOutAndFramesAtItsCornersAreNot() throws {
        for rotated in [0, 0.05] {
            let (renderer, _) = try renderer(rotated: rotated)
            let label = Fixtures.text("Biscuit", at: Point(x: 30, y: 60))
            XCTAssertFalse(renderer.isUnderOpaque(label), "nothing is opaque yet")
            try renderer.draw(card)
            XCTAssertTrue(renderer.isUnderOpaque(label), "text in the middle of the card, turned \(rotated)")
            XCTAssertTrue(renderer.isUnderOpaque(Fixtures.shape(Rect(x: 12, y: 60, width: 20, height: 10), .rect, .black)),
                          "by the left edge, between the corners")
            XCTAssertFalse(renderer.isUnderOpaque(Fixtures.shape(Rect(x: 12, y: 12, width: 10, height: 10), .rect, .black)),
                           "in a corner, where the card curves")
            XCTAssertFalse(renderer.isUnderOpaque(Fixtures.shape(Rect(x: 150, y: 60, width: 45, height: 10), .rect, .black)),
                           "past the card's edge")
        }
    }

    func testTranslucentFillsAndOpacityLayersMakeNothingOpaque() throws {
        let (renderer, _) = try renderer()
        try renderer.draw(Fixtures.shape(card.rect, .roundedRect(radius: 20, style: .continuous), Color.white.opacity(0.9)))
        XCTAssertTrue(renderer.opaqueAreas.isEmpty)
        try renderer.draw(.group([Frame(size: card.size, role: .shape, item: card.item)], origin: card.origin, size: card.size,
                                 group: Group(opacity: 0.5)))
        XCTAssertTrue(renderer.opaqueAreas.isEmpty, "a card in a translucent layer")
        let (colours, _) = try self.renderer(alphaOnly: false)
        try colours.draw(card)
        XCTAssertTrue(colours.opaqueAreas.isEmpty, "an untinted glow's silhouette keeps the colours drawn over the card")
    }

    func testASilhouetteIsTheSameWithWhatItLeftOut() throws {
        // Text and an icon on the card; a path-drawn star straddling its edge, which must be drawn.
        let star = Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(Path.rect(Rect(x: 170, y: 40, width: 40, height: 20))), fill: .solid(.black))))
        let children = [card, Fixtures.text("Biscuit is home", at: Point(x: 30, y: 50)), star]
        let (drawn, surface) = try renderer(scale: 1.5)
        for child in children { try drawn.draw(child) }
        let (plain, reference) = try renderer(scale: 1.5)
        try plain.draw(card)
        plain.opaqueAreas = []  // forget the card: everything after it is drawn
        for child in children.dropFirst() { try plain.draw(child) }
        XCTAssertFalse(drawn.opaqueAreas.isEmpty)
        let pixels = { (s: ImageSurface) in try s.withPixels { [UInt8](UnsafeBufferPointer(start: $0, count: s.stride * s.height)) } }
        XCTAssertEqual(try pixels(surface), try pixels(reference))
    }
}

extension FrameRenderer {
    /// The state of a frame drawn straight onto the canvas, under its current transform.
    var topState: RenderState { RenderState(path: [], transform: canvas.currentTransform) }

    /// Draws `frame` as the root's child would be.
    func draw(_ frame: Frame) throws { try draw(frame, topState) }

    /// Whether `frame`, drawn next, would be left out.
    func isUnderOpaque(_ frame: Frame) -> Bool { isUnderOpaque(frame, topState) }
}
