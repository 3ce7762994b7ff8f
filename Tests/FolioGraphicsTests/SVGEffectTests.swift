import FolioCore
import XCTest
@testable import FolioGraphics

final class SVGEffectTests: XCTestCase {
    /// cairo 1.16's SVG surface drops the placement of a mask, which put every tinted glow and shadow
    /// at the page's top-left corner; effects are therefore painted as pre-tinted images, never masks.
    func testTintedEffectsAreImagesPlacedWhereTheyBelongNotMasks() throws {
        let svg = String(decoding: try renderSVG(Fixtures.card()), as: UTF8.self)
        XCTAssertFalse(svg.contains("<mask"), "a mask in SVG output is drawn at the wrong place by cairo 1.16")
        XCTAssertTrue(svg.contains("<image"), "the shadow and glow must be embedded as images")
    }
}
