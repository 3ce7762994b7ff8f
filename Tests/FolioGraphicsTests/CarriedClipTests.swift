import FolioCodecs
import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

/// Rounded clips on vector output are applied only around the frames they can change.
final class CarriedClipTests: XCTestCase {
    private let card = Rect(x: 0, y: 0, width: 200, height: 160)

    func testTheInteriorIsTheRectangleLessItsCornersAndAPixel() throws {
        // Continuous corners of radius 20 curve over 1.5287 × 20 = 30.57 pt of each edge.
        let interior = try XCTUnwrap(ClipInterior(.rounded(20), in: card, pixel: 1))
        XCTAssertTrue(interior.contains(Rect(x: 40, y: 40, width: 120, height: 80)))
        XCTAssertTrue(interior.contains(Rect(x: 2, y: 40, width: 196, height: 80)), "a band across, clear of the corners")
        XCTAssertTrue(interior.contains(Rect(x: 40, y: 2, width: 120, height: 156)), "a band down, clear of the corners")
        XCTAssertFalse(interior.contains(Rect(x: 1, y: 40, width: 20, height: 20)), "within a pixel and a half of the edge")
        XCTAssertFalse(interior.contains(Rect(x: 10, y: 10, width: 40, height: 40)), "in the top-left corner's square")
        XCTAssertFalse(interior.contains(Rect(x: 160, y: 130, width: 10, height: 10)), "in the bottom-right corner's square")
        XCTAssertTrue(interior.contains(Rect(x: 33, y: 10, width: 10, height: 10)), "past the corner's run along the top")
        XCTAssertFalse(interior.contains(Rect(x: -10, y: 40, width: 20, height: 20)), "outside")
        // Finer pixels let a box come closer.
        XCTAssertTrue(try XCTUnwrap(ClipInterior(.rounded(20), in: card, pixel: 1.0 / 3)).contains(Rect(x: 1, y: 40, width: 20, height: 20)))
    }

    func testOnlyRoundedRectanglesAndCapsulesHaveAnInterior() throws {
        XCTAssertNil(ClipInterior(.rect, in: card, pixel: 1), "cairo drops a rectangle that contains an operation itself")
        XCTAssertNil(ClipInterior(.roundedRect(radius: 0, style: .circular), in: card, pixel: 1))
        XCTAssertNil(ClipInterior(.ellipse, in: card, pixel: 1))
        XCTAssertNil(ClipInterior(.path(.circle(center: Point(x: 100, y: 80), radius: 50)), in: card, pixel: 1))
        let capsule = try XCTUnwrap(ClipInterior(.capsule, in: card, pixel: 1))
        XCTAssertFalse(capsule.contains(Rect(x: 10, y: 70, width: 20, height: 20)), "a capsule's ends curve over half its height")
        XCTAssertTrue(capsule.contains(Rect(x: 90, y: 10, width: 20, height: 140)))
        XCTAssertEqual(try XCTUnwrap(Shape.roundedRect(radius: 20, style: .circular).cornerReach(in: card.size)), 20)
        XCTAssertEqual(try XCTUnwrap(Shape.roundedRect(radius: 500, style: .circular).cornerReach(in: card.size)), 80)
    }

    func testPaintBoundsAreCertainOnlyWhereNothingOverhangs() throws {
        let circle = Path.circle(center: Point(x: 50, y: 40), radius: 10)
        let scenery = Frame(origin: Point(x: 10, y: 5), size: card.size, role: .shape,
                            item: .shape(ShapeItem(.path(circle), fill: .solid(.white))))
        XCTAssertEqual(scenery.certainPaintBounds, Rect(x: 50, y: 35, width: 20, height: 20),
                       "a free path paints within its control points, not its frame")
        let stroked = Fixtures.shape(Rect(x: 10, y: 10, width: 20, height: 20), .rect, .white, stroke: Stroke(.black, width: 2))
        XCTAssertEqual(stroked.certainPaintBounds, Rect(x: 0, y: 0, width: 40, height: 40), "a miter reaches 10 half-widths")
        let round = Fixtures.shape(Rect(x: 10, y: 10, width: 20, height: 20), .rect, .white,
                                   stroke: Stroke(.black, width: 2, join: .round))
        XCTAssertEqual(round.certainPaintBounds, Rect(x: 8.5, y: 8.5, width: 23, height: 23))
        let moved = Frame.group([stroked], origin: Point(x: 100, y: 0), size: Size(width: 40, height: 40),
                                group: Group(transform: .scale(x: 2, y: 2)))
        XCTAssertEqual(moved.certainPaintBounds, Rect(x: 100, y: 0, width: 80, height: 80))
        XCTAssertNil(Fixtures.text("Hi").certainPaintBounds, "glyphs may overhang their frame")
        XCTAssertNil(Frame.group([stroked], size: Size(width: 40, height: 40),
                                 group: Group(effects: [.glow(color: .white, radius: 4)])).certainPaintBounds)
        XCTAssertNil(Frame.group([stroked], size: Size(width: 40, height: 40), group: Group(opacity: 0.5)).certainPaintBounds)
    }

    /// A card clipped to rounded corners: a backdrop reaching them, thirty dots well inside (some in a
    /// plain moved group), and a line of text.
    private func scene() -> Frame {
        var inside: [Frame] = [Fixtures.shape(card, .rect, Color(rgb: 0xFF0000))]
        for i in 0..<20 {
            inside.append(Fixtures.shape(Rect(x: 40 + Double(i % 10) * 12, y: 50 + Double(i / 10) * 12, width: 8, height: 8),
                                         .ellipse, Color(rgb: 0x2050F0)))
        }
        let dots = (0..<10).map { i in Fixtures.shape(Rect(x: Double(i) * 10, y: 0, width: 6, height: 6), .ellipse, .white) }
        inside.append(.group(dots, origin: Point(x: 50, y: 100), size: Size(width: 100, height: 6),
                             group: Group(transform: .scale(x: 1, y: 1.5))))
        inside.append(Fixtures.text("Inside", at: Point(x: 60, y: 120)))
        let clipped = Frame.group(inside, origin: Point(x: 20, y: 20), size: card.size, group: Group(clip: .rounded(24)))
        return .group([Fixtures.shape(Rect(x: 0, y: 0, width: 240, height: 200), .rect, .white), clipped],
                      size: Size(width: 240, height: 200), role: .screen)
    }

    func testAPDFWritesTheRoundedOutlineOnlyForWhatReachesIt() throws {
        let dir = try Fixtures.temporaryDirectory()
        try writePDF(pages: [scene()], metadata: Fixtures.pdfMetadata(), to: dir + "/scene.pdf")
        _ = try Fixtures.run("qpdf", ["--qdf", "--object-streams=disable", dir + "/scene.pdf", dir + "/plain.pdf"])
        let content = String(decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/plain.pdf")), as: UTF8.self)
        // cairo clips an operation to its box, then to the outline. The backdrop, which fills the
        // corners, and the text, whose glyphs are not bounded for certain, are clipped; the thirty dots
        // are not (each would carry the outline again).
        XCTAssertEqual(content.components(separatedBy: " re W n").count - 1, 2, "clipped operations")
        XCTAssertEqual(content.components(separatedBy: " W n").count - 1, 4, "clip paths written")

        // The clip still cuts the backdrop's corners, and everything is where it was.
        _ = try Fixtures.run("pdftoppm", ["-png", "-r", "144", "-singlefile", dir + "/scene.pdf", dir + "/scene"])
        let page = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/scene.png"))))
        let ours = try renderRaster(scene(), options: RenderOptions(scale: 2))
        func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.pixels[i..<i + 3])
        }
        XCTAssertEqual(pixel(page, 42, 42), [255, 255, 255], "the backdrop's corner is cut")
        XCTAssertEqual(pixel(page, 120, 120), [255, 0, 0], "the backdrop inside")
        XCTAssertEqual(pixel(page, (20 + 44) * 2, (20 + 54) * 2), [0x20, 0x50, 0xF0], "a dot")
        XCTAssertEqual(pixel(page, (20 + 53) * 2, (20 + 104) * 2), [255, 255, 255], "a dot of the moved group")
        for (x, y) in [(42, 42), (120, 120), (128, 148), (146, 248)] {
            XCTAssertEqual(pixel(ours, x, y), pixel(page, x, y), "PDF and PNG at (\(x), \(y))")
        }
    }
}
