import CCairo
import FolioCore
import XCTest
@testable import FolioGraphics

/// Text laid out at no width (a stack's probe of the narrowest a text can be) wraps by characters
/// alone, which must break exactly the lines Pango's word-or-character wrapping breaks there.
final class NarrowestTextTests: XCTestCase {
    /// Prose, hyphenated and unbreakable words, runs of spaces, soft hyphens and zero-width spaces,
    /// a flood of combining marks, emoji sequences, CJK, right-to-left text and bidi overrides.
    let texts = [
        "A day counts once a goal is kept or a check-in made, and a repair fills in a day you missed.",
        "Self-care, well-being and day-to-day",
        "Supercalifragilisticexpialidocious",
        "two  spaces   and\ttab",
        "soft\u{00AD}hyphen and zero\u{200B}width",
        "e" + String(repeating: "\u{0301}", count: 60) + " done",
        "👩‍👩‍👧‍👦 family 🇬🇧 flag",
        "水を飲みましょう 毎日",
        "مرحبا بالعالم",
        "\u{202E}reversed\u{202C} text",
        "One\nTwo paragraphs",
    ]

    func testNoWidthWrapsByCharactersAsWordOrCharacterWrappingWould() throws {
        let library = try FontLibrary.shared()
        let session = FontSession.current(library)
        for style in [TextStyle.body, TextStyle(size: 10, weight: .semibold, letterSpacing: 0), TextStyle(size: 20, weight: .bold)] {
            for text in texts {
                let spec = TextLayoutSpec(text: text, style: style, width: 0, wraps: true, maxLines: nil, alignment: .leading)
                let laid = TextLayout(spec, session: session)
                XCTAssertEqual(TextLayout.layoutWidthUnits(0, style), 0)
                XCTAssertEqual(pango_layout_get_wrap(laid.layout), PANGO_WRAP_CHAR)
                let reference = Self.wordOrCharacterLayout(text, style, session)
                defer { g_object_unref(UnsafeMutableRawPointer(reference)) }
                XCTAssertGreaterThan(Self.lineStarts(laid.layout).count, 3, "lines of \(text.debugDescription)")
                XCTAssertEqual(Self.lineStarts(laid.layout), Self.lineStarts(reference), "lines of \(text.debugDescription)")
                XCTAssertEqual(Self.extents(laid.layout), Self.extents(reference), "extents of \(text.debugDescription)")
            }
        }
    }

    /// A width the text has room in still wraps at words.
    func testSomeWidthWrapsAtWords() throws {
        let session = FontSession.current(try FontLibrary.shared())
        let spec = TextLayoutSpec(text: texts[0], style: .body, width: 120, wraps: true, maxLines: nil, alignment: .leading)
        let laid = TextLayout(spec, session: session)
        withExtendedLifetime(laid) { XCTAssertEqual(pango_layout_get_wrap(laid.layout), PANGO_WRAP_WORD_CHAR) }
    }

    /// The layout `TextLayout` made at no width before: word-or-character wrapping.
    private static func wordOrCharacterLayout(_ text: String, _ style: TextStyle, _ session: FontSession) -> OpaquePointer {
        let layout = pango_layout_new(session.context)!
        pango_layout_set_auto_dir(layout, 0)
        let description = TextLayout.fontDescription(style)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        // Arabic lines take the Latin line height, as `TextLayout` sets it.
        let arabic = text.hasRightToLeftLetters
        let attributes = TextLayout.attributes(style, lineHeight: arabic ? session.latinLineHeight(style) : nil)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_width(layout, 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private static func lineStarts(_ layout: OpaquePointer) -> [Int32] {
        (0..<pango_layout_get_line_count(layout)).map { pango_layout_get_line_readonly(layout, $0)!.pointee.start_index }
    }

    private static func extents(_ layout: OpaquePointer) -> [Int32] {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return [ink.x, ink.y, ink.width, ink.height, logical.x, logical.y, logical.width, logical.height]
    }
}
