import CCairo
import FolioCore
import XCTest
@testable import FolioGraphics

/// A lone character shaped as a glyph run (a style's ellipsis) measures and draws exactly as the Pango
/// layout of that character would, in pixels and in PDF and SVG bytes.
final class GlyphRunTests: XCTestCase {
    var session: FontSession { FontSession.current(Fixtures.fontLibrary) }

    /// The layout of `character` alone in `style`, as the measurer would shape it.
    func layout(_ character: Unicode.Scalar, _ style: TextStyle) -> TextLayout {
        TextLayout(TextLayoutSpec(text: String(character), style: style, width: nil, wraps: false, maxLines: nil, alignment: .leading),
                   session: session)
    }

    func testTheEllipsisMeasuresAsItsLayoutInEveryStyleItShapes() {
        let styles = SqueezedTextTests.styles.filter(GlyphRun.shapes)
        XCTAssertGreaterThanOrEqual(styles.count, 10)
        for style in styles {
            let run = GlyphRun(GlyphRun.Key(character: "…", style: style), session: session)
            XCTAssertEqual(run.metrics, layout("…", style).metrics, "\(style)")
        }
        XCTAssertFalse(GlyphRun.shapes(TextStyle.body.tracking(0.5)))
        var tall = TextStyle.body
        tall.lineHeight = 1.2
        XCTAssertFalse(GlyphRun.shapes(tall))
    }

    /// Letters, an ellipsis and a CJK character at fractional positions under a @3x scale, drawn once
    /// from glyph runs and once from layouts.
    func draw(on cr: OpaquePointer, fromLayouts: Bool) {
        let marks: [(Unicode.Scalar, TextStyle, Double, Double)] = [
            ("g", TextStyle(size: 22), 3.25, 4.5),
            ("Q", TextStyle(size: 17.92, weight: .semibold), 31.4, 2.1),
            ("…", TextStyle.headline, 7.7, 33.3),
            ("…", TextStyle.footnote.tabular(), 40.15, 30.05),
            ("水", TextStyle.body, 60.5, 10.2),
        ]
        cairo_scale(cr, 3, 3)
        for (character, style, x, y) in marks {
            cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 1)
            cairo_move_to(cr, x, y)
            if fromLayouts {
                layout(character, style).draw(on: cr)
            } else {
                GlyphRun(GlyphRun.Key(character: character, style: style), session: session).draw(on: cr)
            }
        }
    }

    func testAGlyphRunDrawsThePixelsItsLayoutDraws() throws {
        func pixels(fromLayouts: Bool) throws -> [UInt8] {
            let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 270, 150))
            defer { cairo_surface_destroy(surface) }
            let cr = try XCTUnwrap(cairo_create(surface))
            draw(on: cr, fromLayouts: fromLayouts)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
            return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 150))
        }
        let reference = try pixels(fromLayouts: true)
        XCTAssert(reference.contains { $0 != 0 }, "nothing was drawn")
        XCTAssert(try pixels(fromLayouts: false) == reference, "the glyph runs drew other pixels")
    }

    func testAGlyphRunWritesThePDFAndSVGItsLayoutWrites() throws {
        for kind in [VectorSurface.Kind.pdf, .svg] {
            func bytes(fromLayouts: Bool) throws -> [UInt8] {
                let output = try VectorSurface(kind, size: Size(width: 270, height: 150), options: RenderOptions())
                // A bare PDF surface is dated now; both documents get the same date.
                if kind == .pdf { cairo_pdf_surface_set_metadata(output.surface, CAIRO_PDF_METADATA_CREATE_DATE, "2026-12-01T00:00:00Z") }
                draw(on: output.canvas.cr, fromLayouts: fromLayouts)
                // Cairo numbers SVG surfaces across the process; `renderSVG` renumbers them so.
                return kind == .svg ? SVGIdentifiers.renumber(try output.finish()) : try output.finish()
            }
            let reference = try bytes(fromLayouts: true)
            XCTAssert(try bytes(fromLayouts: false) == reference, "\(kind): the glyph runs wrote other bytes")
            let text = String(decoding: reference, as: UTF8.self)
            if kind == .pdf { XCTAssert(text.contains("/CreationDate (20261201000000Z)"), "the PDF is dated as set, not now") }
            if kind == .svg { XCTAssertEqual(text.components(separatedBy: "<use").count, 6, "every mark is drawn") }
        }
    }
}
