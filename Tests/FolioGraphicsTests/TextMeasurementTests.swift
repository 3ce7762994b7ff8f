import FolioCore
import XCTest
@testable import FolioGraphics

final class TextMeasurementTests: XCTestCase {
    let measurer = Fixtures.measurer

    func testSeventeenPointInterLineIsUnhintedAt72DPI() {
        let line = measurer.measure("Hello", style: .body, width: nil, maxLines: nil)
        XCTAssertEqual(line.lineCount, 1)
        XCTAssert((20.3...20.9).contains(line.size.height), "17 pt line is \(line.size.height) pt (96 dpi gives ~28)")
        XCTAssert(line.baseline > 15 && line.baseline < line.size.height)
        let double = measurer.measure("Hello", style: TextStyle(size: 34, family: "Inter"), width: nil, maxLines: nil)
        XCTAssertEqual(double.size.height / line.size.height, 2, accuracy: 0.01)
    }

    func testPrivateConfigurationResolvesInterAndNeverDejaVu() throws {
        let library = try FontLibrary.shared()
        XCTAssertEqual(library.matchFile(family: "Inter"), "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        for family in ["DejaVu Sans", "sans-serif", "monospace"] {
            let file = try XCTUnwrap(library.matchFile(family: family))
            XCTAssert(Fonts.pinnedFiles.contains(file), "\(family) resolved to \(file), which is not pinned")
        }
        let session = FontSession.current(library)
        let spec = TextLayoutSpec(text: "Hello", style: TextStyle(size: 17, family: "DejaVu Sans"), width: nil,
                                  wraps: false, maxLines: nil, alignment: .leading)
        let files = TextLayout(spec, session: session).fontFiles
        XCTAssertFalse(files.isEmpty)
        XCTAssert(files.allSatisfy { Fonts.pinnedFiles.contains($0) && !$0.contains("DejaVu") }, "\(files)")
    }

    func testDisplayCutAndWeightsPickTheirFiles() throws {
        let session = FontSession.current(try FontLibrary.shared())
        func file(_ style: TextStyle) -> [String] {
            TextLayout(TextLayoutSpec(text: "Aa", style: style, width: nil, wraps: false, maxLines: nil, alignment: .leading),
                       session: session).fontFiles
        }
        XCTAssertEqual(file(.largeTitle), ["/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf"])
        XCTAssertEqual(file(.headline), ["/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"])
        XCTAssertEqual(file(TextStyle(size: 15, italic: true)), ["/usr/share/fonts/opentype/inter/Inter-Italic.otf"])
    }

    func testArabicHebrewAndJapaneseHaveGlyphsAndUnassignedCodepointsDoNot() {
        for text in ["مرحبا", "שלום", "こんにちは", "你好", "Ωμέγα Привет"] {
            XCTAssertEqual(measurer.measure(text, style: .body, width: nil, maxLines: nil).unknownGlyphs, 0, text)
        }
        XCTAssertGreaterThan(measurer.measure("a\u{0378}b", style: .body, width: nil, maxLines: nil).unknownGlyphs, 0)
    }

    func testColourEmojiFollowTheTextSize() throws {
        let session = FontSession.current(try FontLibrary.shared())
        let spec = TextLayoutSpec(text: "💧", style: .body, width: nil, wraps: false, maxLines: nil, alignment: .leading)
        XCTAssertEqual(TextLayout(spec, session: session).fontFiles, [Fonts.notoDirectory + "NotoColorEmoji.ttf"])
        // Without the bitmap scaling rule Cairo draws the 109-pixel strike: a 17 pt line ~128 pt tall.
        let small = measurer.measure("💧", style: .body, width: nil, maxLines: nil)
        let large = measurer.measure("💧", style: TextStyle(size: 34), width: nil, maxLines: nil)
        XCTAssertEqual(small.unknownGlyphs, 0)
        XCTAssert((17...26).contains(small.size.height) && (14...26).contains(small.size.width), "\(small.size)")
        XCTAssertEqual(large.size.width / small.size.width, 2, accuracy: 0.1)
        // Drawn in colour: the drop is blue.
        let image = try renderRaster(Fixtures.text("💧", .body), options: RenderOptions(scale: 2))
        let blue = (0..<image.height).flatMap { y in (0..<image.width).map { image.rgba(x: $0, y: y) } }
            .filter { $0.alpha > 200 && Int($0.blue) > Int($0.red) + 80 }
        XCTAssertGreaterThan(blue.count, 50)
    }

    func testWrappingStaysInsideTheWidth() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let wrapped = measurer.measure(long, style: .body, width: 100, maxLines: nil)
        XCTAssertGreaterThan(wrapped.lineCount, 3)
        XCTAssertLessThanOrEqual(wrapped.size.width, 100)
        XCTAssertFalse(wrapped.isTruncated)
        // Laid out again at the width it reported, the text breaks the same way (what drawing does).
        let again = measurer.measure(long, style: .body, width: wrapped.size.width, maxLines: nil)
        XCTAssertEqual(again, wrapped)
    }

    func testMaxLinesEllipsizesEvenAcrossParagraphs() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let two = measurer.measure(long, style: .body, width: 100, maxLines: 2)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssert(two.isTruncated)
        XCTAssertLessThanOrEqual(two.size.width, 100)
        let paragraphs = measurer.measure("one\ntwo\nthree\nfour", style: .body, width: 100, maxLines: 2)
        XCTAssertEqual(paragraphs.lineCount, 2)
        XCTAssert(paragraphs.isTruncated)
        XCTAssertEqual(paragraphs.unknownGlyphs, 0)
        for separated in ["one\r\ntwo\r\nthree", "one\u{2029}two\u{2029}three", "one two three four five six\nseven"] {
            let cut = measurer.measure(separated, style: .body, width: 100, maxLines: 2)
            XCTAssertEqual(cut.lineCount, 2, separated.debugDescription)
            XCTAssert(cut.isTruncated, separated.debugDescription)
        }
        let fits = measurer.measure("one\ntwo", style: .body, width: 100, maxLines: 2)
        XCTAssertEqual(fits.lineCount, 2)
        XCTAssertFalse(fits.isTruncated)
        XCTAssertEqual(measurer.measure("Size", style: TextStyle(size: .nan), width: .infinity, maxLines: 1).lineCount, 1)
        let unwrapped = measurer.measure("one\ntwo\nthree", style: .body, width: nil, maxLines: 2)
        XCTAssertEqual(unwrapped.lineCount, 2)
        XCTAssert(unwrapped.isTruncated)
    }

    func testLetterSpacingTabularFiguresAndLineHeightChangeTheLayout() {
        let plain = measurer.measure("1111", style: .body, width: nil, maxLines: nil)
        let tracked = measurer.measure("1111", style: TextStyle.body.tracking(2), width: nil, maxLines: nil)
        // Pango spaces letters apart: three gaps between four figures, none outside them.
        XCTAssertEqual(tracked.size.width - plain.size.width, 6, accuracy: 0.01)
        // Tracked text laid out again at the width it measured keeps its one line (as drawing does).
        let trackedStyle = TextStyle.footnote.tracking(2)
        let oneLine = measurer.measure("Tracked LETTERS", style: trackedStyle, width: nil, maxLines: nil)
        let again = measurer.measure("Tracked LETTERS", style: trackedStyle, width: oneLine.size.width, maxLines: 1)
        XCTAssertEqual(again.lineCount, 1)
        XCTAssertFalse(again.isTruncated)
        XCTAssertEqual(again.size.width, oneLine.size.width, accuracy: 0.001)
        let tabular = measurer.measure("1111", style: TextStyle.body.tabular(), width: nil, maxLines: nil)
        let zeros = measurer.measure("0000", style: TextStyle.body.tabular(), width: nil, maxLines: nil)
        XCTAssertEqual(tabular.size.width, zeros.size.width, accuracy: 0.01)
        XCTAssertNotEqual(plain.size.width, tabular.size.width)
        var tall = TextStyle.body
        tall.lineHeight = 1.5
        let spaced = measurer.measure("a\nb", style: tall, width: nil, maxLines: nil)
        let natural = measurer.measure("a\nb", style: .body, width: nil, maxLines: nil)
        XCTAssertEqual(spaced.size.height / natural.size.height, 1.5, accuracy: 0.05)
    }

    func testPinnedFilesAreAllPresentAndAMissingOneIsNamed() {
        XCTAssertEqual(Fonts.missingFiles(), [])
        XCTAssertNoThrow(try Fonts.check())
        let error = GraphicsError.fontMissing(paths: ["/nowhere/Inter-Regular.otf"])
        XCTAssert(error.description.contains("/nowhere/Inter-Regular.otf"))
        XCTAssert(error.description.contains("make setup"))
    }

    func testMeasuringFromManyThreadsAgreesWithOneThread() {
        let texts = (0..<64).map { "Line \($0): the quick brown fox مرحبا こんにちは" }
        let serial = texts.map { measurer.measure($0, style: .body, width: 120, maxLines: 3) }
        var parallel = [TextMetrics?](repeating: nil, count: texts.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: texts.count) { i in
            let m = measurer.measure(texts[i], style: .body, width: 120, maxLines: 3)
            lock.lock()
            parallel[i] = m
            lock.unlock()
        }
        XCTAssertEqual(parallel, serial)
    }
}
