import FolioCore
import XCTest
@testable import FolioGraphics

/// Text is shaped once per distinct run: measuring again, measuring at a width the text fits whole,
/// and drawing what was measured reuse the one Pango layout, and the pixels are those of a fresh one.
final class TextShapingTests: XCTestCase {
    let style = TextStyle.body

    func created() throws -> Int { try TextShapingStatistics.layoutsCreated() }

    func testMeasuringTheSameRunAgainShapesNothing() throws {
        let measurer = try PangoTextMeasurer()
        try TextShapingStatistics.forgetLayouts()
        let before = try created()
        let first = measurer.measure("Brush teeth", style: style, width: nil, maxLines: 1)
        XCTAssertEqual(measurer.measure("Brush teeth", style: style, width: nil, maxLines: 1), first)
        XCTAssertEqual(try created() - before, 1)
        // A width the text fits whole measures as no width at all, from the same layout.
        let wide = measurer.measure("Brush teeth", style: style, width: first.size.width + 40, maxLines: 1)
        XCTAssertEqual(wide, first)
        XCTAssertEqual(try created() - before, 1)
        // A width it wraps at is a run of its own; the layout of no width it tries first is the one
        // above, whatever the line limit (without a paragraph break no limit cuts a line that never wraps).
        let narrow = measurer.measure("Brush teeth", style: style, width: first.size.width / 2, maxLines: 2)
        XCTAssertEqual(narrow.lineCount, 2)
        XCTAssertEqual(try created() - before, 2)
    }

    func testALineLimitThatCannotCutSharesTheLayoutOfNoLimit() throws {
        let measurer = try PangoTextMeasurer()
        try TextShapingStatistics.forgetLayouts()
        let before = try created()
        let natural = measurer.measure("Look what I found", style: style, width: nil, maxLines: nil)
        for limit in [1, 2, 3] {
            XCTAssertEqual(measurer.measure("Look what I found", style: style, width: nil, maxLines: limit), natural)
        }
        XCTAssertEqual(try created() - before, 1)
        // Paragraphs are another matter: a limit drops the ones past it.
        let cut = measurer.measure("One\nTwo\nThree", style: style, width: nil, maxLines: 2)
        let whole = measurer.measure("One\nTwo\nThree", style: style, width: nil, maxLines: nil)
        XCTAssertEqual([cut.lineCount, whole.lineCount], [2, 3])
        XCTAssertEqual([cut.isTruncated, whole.isTruncated], [true, false])
        XCTAssertEqual(try created() - before, 3)
    }

    func testDrawingWhatWasMeasuredReusesItsLayoutAndDrawsTheSamePixels() throws {
        let measurer = try PangoTextMeasurer()
        let text = "Good evening, Maya! Two more goals and I'm full."
        let metrics = measurer.measure(text, style: style, width: 161, maxLines: 3)
        let item = TextItem(text, style: style, color: .solid(Color(rgb: 0x000000)), maxLines: 3, metrics: metrics,
                            measuredIn: MeasuredBox(width: 161))
        let frame = Frame(size: Size(width: 200, height: 100), role: .card, item: .group(Group(children: [
            Frame(origin: Point(x: 10, y: 10), size: metrics.size, role: .text, item: .text(item)),
        ])))
        let before = try created()
        let reused = try renderRaster(frame, options: RenderOptions(scale: 3))
        XCTAssertEqual(try created(), before, "drawing shaped the text again")
        // The same text without the measured box is shaped at the frame's width: same pixels.
        var fresh = item
        fresh.measuredIn = nil
        let plain = Frame(size: frame.size, role: .card, item: .group(Group(children: [
            Frame(origin: Point(x: 10, y: 10), size: metrics.size, role: .text, item: .text(fresh)),
        ])))
        try TextShapingStatistics.forgetLayouts()
        XCTAssertEqual(try renderRaster(plain, options: RenderOptions(scale: 3)), reused)
    }

    func testEachThreadShapesOnItsOwnAndAgrees() throws {
        let measurer = try PangoTextMeasurer()
        let expected = measurer.measure("Lights out by eleven", style: style, width: 90, maxLines: 2)
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(measurer.measure("Lights out by eleven", style: self.style, width: 90, maxLines: 2))
        }
        XCTAssertEqual(results.values, Array(repeating: expected, count: 8))
    }
}

/// Metrics gathered from several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [TextMetrics] = []
    func append(_ m: TextMetrics) { lock.withLock { stored.append(m) } }
    var values: [TextMetrics] { lock.withLock { stored } }
}
