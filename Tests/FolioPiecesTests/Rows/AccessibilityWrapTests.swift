import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// At AX3 the pieces' names, titles, dates and amounts wrap (or stay inside a capped cell) instead
/// of ending in "…", and at Large they keep their one line: frame-tree numbers.
final class AccessibilityWrapTests: XCTestCase {
    /// `view` laid out `width` wide at `size`, with each text's string, line count and cut.
    private func texts(_ view: any View, width: Double = 320, at size: DynamicTypeSize) -> [String: (lines: Int, cut: Bool)] {
        var environment = testEnvironment(.square)
        environment.textSize = size
        var found: [String: (lines: Int, cut: Bool)] = [:]
        for placed in RowsProbe.placed(layout(view, width: width, environment: environment)) {
            guard case .text(let t) = placed.frame.item else { continue }
            found[t.string] = (t.metrics.lineCount, t.metrics.isTruncated)
        }
        return found
    }

    func testNamesTitlesAndAmountsWrapAtAX3AndKeepOneLineAtLarge() throws {
        let name = "Roasted red peppers from the market"
        let views: [(any View, [String])] = [
            (TaskRow(title: name, quantity: "2 large jars, drained"), [name]),
            (Choice([.init(name), .init("Other")], selected: 0), [name]),
            (GlassSegments([name, "Other"], selected: 0), [name]),
        ]
        for (view, strings) in views {
            let large = texts(view, at: .large), ax3 = texts(view, at: .ax3)
            for string in strings {
                let cut = try XCTUnwrap(large[string], string), whole = try XCTUnwrap(ax3[string], string)
                XCTAssertEqual(cut.lines, 1, "\(string) on one line at Large")
                XCTAssertFalse(whole.cut, "\(string) whole at AX3")
                XCTAssertGreaterThan(whole.lines, 1, "\(string) wraps at AX3")
            }
        }
    }

    func testATaskRowsQuantityGoesUnderItsNameAtAX3() throws {
        var environment = testEnvironment(.square)
        environment.textSize = .ax3
        let placed = RowsProbe.placed(layout(TaskRow(title: "Plum tomatoes", quantity: "1 kg"), width: 320, environment: environment))
        let name = try XCTUnwrap(placed.first { $0.text == "Plum tomatoes" }), amount = try XCTUnwrap(placed.first { $0.text == "1 kg" })
        XCTAssertGreaterThanOrEqual(amount.rect.minY, name.rect.maxY - 1e-9, "under the name")
        XCTAssertEqual(amount.rect.minX, name.rect.minX, accuracy: 1e-9, "at its leading edge")
        let large = RowsProbe.placed(lay(TaskRow(title: "Plum tomatoes", quantity: "1 kg"), width: 320, app: .square))
        let side = try XCTUnwrap(large.first { $0.text == "1 kg" }), title = try XCTUnwrap(large.first { $0.text == "Plum tomatoes" })
        XCTAssertGreaterThan(side.rect.minX, title.rect.maxX, "beside it at Large")
    }

    func testDayPickerDatesStayWholeAtAX3AndItsLettersAreTheLocales() throws {
        let week = DayPicker(days: DayPicker.week(from: 23, today: 27), selected: 4)
        let ax3 = texts(week, width: 335, at: .ax3)
        for date in 23...29 {
            XCTAssertEqual(try XCTUnwrap(ax3["\(date)"]).cut, false, "\(date) whole")
        }
        let german = FolioLocale.$current.withValue(.de) { DayPicker.week(from: 23).map(\.weekday) }
        XCTAssertEqual(german, ["M", "D", "M", "D", "F", "S", "S"])
    }
}
