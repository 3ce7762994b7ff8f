import FolioCore
import XCTest
@testable import FolioGraphics

/// A one-line text offered no width at all (a stack asking its children for their smallest size)
/// is ellipsized down to the ellipsis alone, so it measures as the ellipsis in its style: the measurer
/// answers from that one shared glyph run instead of shaping every such text at width 0. A single
/// character at no width measures as it does with no width at all. Checked here against Pango itself
/// over scripts, styles and spacings.
final class SqueezedTextTests: XCTestCase {
    static let texts = ["Today", "Brush teeth", "9:41", "+5 energy", "A", "·", "FROM OLD OWL OAK", "Lights out by eleven",
                        "مرحبا بالعالم", "שלום", "水を飲む", "💧 Water", "Ωmega", " leading space", "trailing ", "$42 left of $300",
                        "Mix Arabic مرحبا and Latin", "🎉", "\u{F0599}", "Привет", "12:30", "(draft)", "é accent", "Latin then 水",
                        "Latin then 💧", "Ω≈", "Ärger", "ß"]

    static var styles: [TextStyle] {
        var styles: [TextStyle] = [.largeTitle, .title, .title2, .headline, .body, .footnote, .caption2,
                                   TextStyle.body.tracking(1.5), TextStyle.caption.tracking(-0.4), TextStyle.callout.tabular(),
                                   TextStyle(size: 15, weight: .semibold, italic: true), TextStyle(size: 40, weight: .heavy, family: "Inter Display")]
        var tall = TextStyle.body
        tall.lineHeight = 1.3
        styles.append(tall)
        return styles
    }

    func testTextAtNoWidthOnOneLineMeasuresAsItsEllipsis() throws {
        let library = try FontLibrary.shared()
        let session = FontSession.current(library)
        var checked = 0
        for style in Self.styles {
            for text in Self.texts {
                for alignment in [TextAlignment.leading, .center, .trailing] {
                    let spec = TextLayoutSpec(text: text, style: style, width: 0, wraps: true, maxLines: 1, alignment: alignment)
                    let pango = TextLayout(spec, session: session).metrics
                    XCTAssertEqual(session.layouts.metrics(spec, session: session), pango, "\(text) in \(style)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, Self.styles.count * Self.texts.count * 3)
    }

    func testOnlyOneLineTextWithoutWidthIsAnsweredSo() {
        let style = TextStyle.body
        XCTAssertNotNil(TextLayoutSpec(text: "Today", style: style, width: 0, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
        XCTAssertNil(TextLayoutSpec(text: "Today", style: style, width: 0, wraps: true, maxLines: 2, alignment: .leading).squeezedToEllipsis)
        XCTAssertNil(TextLayoutSpec(text: "Today", style: style, width: 0, wraps: true, maxLines: nil, alignment: .leading).squeezedToEllipsis)
        XCTAssertNil(TextLayoutSpec(text: "Today", style: style, width: 1, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
        XCTAssertNil(TextLayoutSpec(text: "Two\nlines", style: style, width: 0, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
        XCTAssertNil(TextLayoutSpec(text: "", style: style, width: 0, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
        // Text that starts in another font ellipsizes in that font: shaped as it is.
        for text in ["水を飲む", "💧 Water", "\u{F0599}", "مرحبا"] {
            XCTAssertNil(TextLayoutSpec(text: text, style: style, width: 0, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
        }
        // Pango leaves the letter spacing off an ellipsis.
        XCTAssertNil(TextLayoutSpec(text: "Today", style: style.tracking(1), width: 0, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
        // The ellipsis's glyph run keeps the font's own line height.
        var tall = style
        tall.lineHeight = 1.3
        XCTAssertNil(TextLayoutSpec(text: "Today", style: tall, width: 0, wraps: true, maxLines: 1, alignment: .leading).squeezedToEllipsis)
    }

    /// A single character cannot break: wrapped at no width (or any width too narrow) with room for
    /// more than one line it measures as it does with no width, from that one layout.
    func testOneCharacterAtANarrowWidthMeasuresAsItsLayoutWithoutWidth() throws {
        let session = FontSession.current(try FontLibrary.shared())
        let characters = ["·", "A", "水", "💧", "\u{F0599}", "م", " ", "é", "1", "…"]
        var checked = 0
        for style in Self.styles {
            for text in characters {
                for width in [0.0, 1] {
                    for maxLines in [nil, 2, 3] {
                        for alignment in [TextAlignment.leading, .center, .trailing] {
                            let spec = TextLayoutSpec(text: text, style: style, width: width, wraps: true, maxLines: maxLines, alignment: alignment)
                            XCTAssert(spec.isOneCharacter)
                            let pango = TextLayout(spec, session: session).metrics
                            XCTAssertEqual(session.layouts.metrics(spec, session: session), pango, "\(text) at \(width) in \(style)")
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, Self.styles.count * characters.count * 2 * 3 * 3)
        XCTAssertFalse(TextLayoutSpec(text: "ab", style: .body, width: 0, wraps: true, maxLines: nil, alignment: .leading).isOneCharacter)
        XCTAssertFalse(TextLayoutSpec(text: "\n", style: .body, width: 0, wraps: true, maxLines: nil, alignment: .leading).isOneCharacter)
        XCTAssertFalse(TextLayoutSpec(text: "", style: .body, width: 0, wraps: true, maxLines: nil, alignment: .leading).isOneCharacter)
    }
}
