import FolioCore
import XCTest

/// The icons drawn from vector outlines: the drinks as vessels, the trail's gear and finds.
final class IconDrawingTests: XCTestCase {
    private let drinks: [Icon] = [.glass, .juice, .tea, .coffee, .milk, .soda]

    func testTheDrinksAreDrawnVesselsEachItsOwn() throws {
        let drawings = try drinks.map { try XCTUnwrap($0.drawing, "\($0.rawValue) is drawn, not a bar glass from the font") }
        XCTAssertEqual(Set(drawings).count, drinks.count, "six drinks, six vessels")
        for icon: Icon in [.backpack, .acorn, .feather, .pebble, .mushroom] {
            XCTAssertNotNil(icon.drawing, "\(icon.rawValue) has no fitting glyph in the font")
        }
        XCTAssertNil(Icon.heart.drawing, "the font's glyphs stay glyphs")
    }

    func testEveryDrawingStaysInsideItsBoxStrokesIncluded() {
        for icon in Icon.allCases {
            guard let drawing = icon.drawing else { continue }
            XCTAssertFalse(drawing.marks.isEmpty, icon.rawValue)
            for mark in drawing.marks {
                let (path, half): (Path, Double) = {
                    switch mark {
                    case .fill(let p): return (p, 0)
                    case .stroke(let p, let width): return (p, width / 2)
                    }
                }()
                let box = path.controlBounds
                XCTAssertGreaterThanOrEqual(box.minX - half, -0.25, icon.rawValue)
                XCTAssertGreaterThanOrEqual(box.minY - half, -0.25, icon.rawValue)
                XCTAssertLessThanOrEqual(box.maxX + half, IconDrawing.box + 0.25, icon.rawValue)
                XCTAssertLessThanOrEqual(box.maxY + half, IconDrawing.box + 0.25, icon.rawValue)
            }
        }
    }

    func testMarksScaleWithTheIconsSize() throws {
        let drawing = try XCTUnwrap(Icon.coffee.drawing)
        let scaled = drawing.marks(side: 48, at: Point(x: 10, y: 20))
        for (mark, big) in zip(drawing.marks, scaled) {
            switch (mark, big) {
            case (.stroke(let p, let w), .stroke(let q, let v)):
                XCTAssertEqual(v, w * 2, accuracy: 1e-9, "strokes thicken with the size")
                XCTAssertEqual(q.controlBounds.minX, p.controlBounds.minX * 2 + 10, accuracy: 1e-9)
                XCTAssertEqual(q.controlBounds.minY, p.controlBounds.minY * 2 + 20, accuracy: 1e-9)
            case (.fill(let p), .fill(let q)):
                XCTAssertEqual(q.controlBounds.width, p.controlBounds.width * 2, accuracy: 1e-9)
            default:
                XCTFail("a mark changed kind")
            }
        }
    }
}
