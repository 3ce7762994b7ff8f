import CCairo
import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

/// Drawing right to left: a pointing icon mirrored by its group is the exact mirror image of the
/// icon (librsvg refuses a mirrored matrix, so the renderer draws it unmirrored and flips the
/// pixels), and what follows it is drawn in its place; text on a right-to-left page runs from the
/// right with its numbers still left to right, and English on it keeps its own order.
final class RightToLeftDrawingTests: XCTestCase {
    var session: FontSession { FontSession.current(Fixtures.fontLibrary) }

    /// A back chevron in a 32 pt box (mirrored when asked), then a red 4 pt square at the top left.
    func chevron(mirrored: Bool) -> Frame {
        let icon = Frame(size: Size(width: 32, height: 32), role: .icon,
                         item: .icon(IconItem(.chevronLeft, size: 24, color: .solid(Color(rgb: 0x1C1C1E)))))
        let flip = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 32, ty: 0)
        let drawn = mirrored ? Frame.group([icon], size: icon.size, group: Group(transform: flip)) : icon
        let mark = Frame(size: Size(width: 4, height: 4), role: .shape, item: .shape(ShapeItem(.rect, fill: .solid(Color(rgb: 0xFF0000)))))
        return .group([drawn, mark], size: Size(width: 32, height: 32), role: .screen)
    }

    /// `image` with each row reversed.
    func mirrored(_ image: RasterImage) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<image.height {
            for x in (0..<image.width).reversed() {
                let start = (y * image.width + x) * 4
                out += image.pixels[start..<start + 4]
            }
        }
        return out
    }

    func testAMirroredIconIsTheIconsMirrorImageAndWhatFollowsStaysInPlace() throws {
        let plain = try renderRaster(chevron(mirrored: false), options: RenderOptions(scale: 2))
        let flipped = try renderRaster(chevron(mirrored: true), options: RenderOptions(scale: 2))
        // The red mark covers the top-left 8 × 8 pixels of both; compare the rows below it.
        let rows = 8 * plain.width * 4
        XCTAssertEqual(Array(flipped.pixels[rows...]), Array(mirrored(plain)[rows...]), "the chevron points the other way, pixel for pixel")
        XCTAssertNotEqual(flipped.pixels, plain.pixels)
        XCTAssertEqual(Array(flipped.pixels[0..<4]), [255, 0, 0, 255], "the square after the icon is drawn at the top left")
        XCTAssertEqual(Array(flipped.pixels[(7 * flipped.width + 7) * 4..<(7 * flipped.width + 7) * 4 + 4]), [255, 0, 0, 255])
    }

    /// The x (in points) where the character at `utf8` offset starts in `layout`.
    func x(_ layout: TextLayout, _ utf8: Int) -> Double {
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout.layout, Int32(utf8), &rect)
        return Double(min(rect.x, rect.x + rect.width)) / Double(PANGO_SCALE)
    }

    func testArabicRunsFromTheRightWithItsNumberLeftToRight() {
        // "عدد 123": three Arabic letters (two bytes each), a space, then the digits at bytes 7, 8 and 9.
        let spec = TextLayoutSpec(text: "عدد 123", style: .body, width: 300, wraps: true, maxLines: nil, alignment: .leading,
                                  direction: .rightToLeft)
        XCTAssertEqual(spec.paragraphDirection, .rightToLeft)
        let layout = TextLayout(spec, session: session)
        XCTAssertLessThan(x(layout, 7), x(layout, 8), "1 before 2")
        XCTAssertLessThan(x(layout, 8), x(layout, 9), "2 before 3: the number reads left to right")
        XCTAssertGreaterThan(x(layout, 0), x(layout, 9), "the Arabic word, first, stands to the right of the number")
        XCTAssertGreaterThan(x(layout, 0), 250, "leading is the right edge of the 300 pt box")

        let leftToRight = TextLayout(TextLayoutSpec(text: "عدد 123", style: .body, width: 300, wraps: true, maxLines: nil,
                                                    alignment: .leading), session: session)
        XCTAssertLessThan(x(leftToRight, 9), x(leftToRight, 0), "on a left-to-right page the number follows the word to its right")
    }

    /// An Arabic line is as tall as an English line of the style, and a wrapped Arabic paragraph as
    /// tall as that many English lines (within 5 %): the fallback Arabic font's own ascent and descent made each
    /// line about 40 % taller (the Arabic report ran to 15 pages where the English one takes 8).
    func testArabicLinesAreAsTallAsLatinLinesOfTheStyle() {
        func laid(_ text: String, _ style: TextStyle, width: Double? = nil) -> (height: Int32, lines: Int32) {
            let layout = TextLayout(TextLayoutSpec(text: text, style: style, width: width, wraps: true, maxLines: nil, alignment: .leading,
                                                   direction: .rightToLeft), session: session)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout.layout, nil, &logical)
            return (logical.height, pango_layout_get_line_count(layout.layout))
        }
        for style in [TextStyle.body, TextStyle.largeTitle, TextStyle.footnote.weight(.semibold)] {
            let latin = laid("Good evening", style).height
            XCTAssertEqual(laid("مساء الخير", style).height, latin, "\(style.size) pt")
            let paragraph = laid("مساء الخير يا Maya! بقي هدفان وأمتلئ.", style, width: 90)
            XCTAssertGreaterThan(paragraph.lines, 2)
            // A line that mixes in a Latin name ("Maya!") centres each run's box on its own font, so
            // it may stand a little taller; within 5 %, where the fallback's own metrics added 40 %.
            XCTAssertLessThanOrEqual(Double(paragraph.height), Double(latin * paragraph.lines) * 1.05, "\(style.size) pt, \(paragraph.lines) lines")
            XCTAssertGreaterThanOrEqual(paragraph.height, latin * paragraph.lines)
        }
    }

    func testEnglishOnARightToLeftPageKeepsItsOrderAndSitsAtTheRight() {
        let spec = TextLayoutSpec(text: "Two more goals.", style: .body, width: 300, wraps: true, maxLines: nil, alignment: .leading,
                                  direction: .rightToLeft)
        XCTAssertEqual(spec.paragraphDirection, .leftToRight, "Latin letters and no Arabic: the text's own direction")
        let layout = TextLayout(spec, session: session)
        XCTAssertLessThan(x(layout, 0), x(layout, 14), "the full stop stays at the end, on the right")
        XCTAssertGreaterThan(x(layout, 0), 150, "the line is aligned to the page's leading edge, the right")
        XCTAssertEqual(TextLayoutSpec(text: "$42.00", style: .body, width: nil, wraps: false, maxLines: nil, alignment: .leading,
                                      direction: .rightToLeft).paragraphDirection, .rightToLeft, "no letters: the page's direction")
    }
}
