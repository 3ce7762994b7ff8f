import FolioAppsTestSupport
@testable import FolioReport
import FolioCore
import FolioLayout
import Foundation
import XCTest

/// Only the contents pages print page numbers, so only they are laid out again until the numbers
/// hold: every other section is laid out once (it was laid out in every pass, twice at least).
final class ReportPassTests: XCTestCase {
    /// Measures with fixed-width glyphs and counts how often each text is measured.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var measured: [String: Int] = [:]
        private let inner = FixedWidthTextMeasurer()

        func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?) -> TextMetrics {
            lock.withLock { measured[text, default: 0] += 1 }
            return inner.measure(text, style: style, width: width, maxLines: maxLines)
        }

        var counts: [String: Int] { lock.withLock { measured } }
    }

    func testEverySectionButTheContentsIsLaidOutOnce() throws {
        let report = WeeklyReport(template: try ReportFixtures.weeklyTemplate(), data: try ReportFixtures.data())
        let whole = CountingMeasurer(), once = CountingMeasurer(), contents = CountingMeasurer()
        let document = report.document(measurer: whole)
        XCTAssertGreaterThan(document.pages.count, 4)
        // The first page of each section, as the contents page prints it.
        let numbers = Dictionary(uniqueKeysWithValues: zip(report.printed.map(\.index), document.outline.map { $0.pageIndex + 1 }))
        for (index, section) in report.printed {
            _ = report.sectionPages(of: section, index: index, numbers: numbers, measurer: section.kind == .contents ? contents : once)
        }
        // Texts the contents page measures too (the chapters' headings, their page numbers) are left out.
        let sectionTexts = once.counts.filter { contents.counts[$0.key] == nil }
        XCTAssertGreaterThan(sectionTexts.count, 20)
        for (text, count) in sectionTexts {
            XCTAssertEqual(whole.counts[text], count, "times '\(text)' was measured")
        }
    }
}
