import FolioCore
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest

/// The chrome and rows right to left, as iOS draws them in Arabic: the back chevron at the right,
/// pointing right; the title at the right; a swiped row's actions from the left. Numbers on frames.
final class RightToLeftChromeTests: XCTestCase {
    let width = 393.0

    /// `view` laid out `width` wide, right to left.
    func rightToLeft(_ view: any View) -> Frame {
        lay(view.environment(\.layoutDirection, .rightToLeft), width: width)
    }

    func testTheBackChevronSitsAtTheRightPointingRightAndTheTitleAtTheRight() throws {
        let bar = rightToLeft(NavigationBar("Month", style: .large, trailing: [RoundButton(.plus, name: "Add")]))
        let back = try FrameProbe.one("Back", in: bar)
        XCTAssertEqual(back.rect.maxX, width - Space.lg + Space.xxs, "the back button at the right edge, where the left one was\n\(bar.outline)")
        let chevron = try XCTUnwrap(FrameProbe.frames(bar).first { entry in
            entry.frame.children.contains { if case .icon(let icon) = $0.item { icon.icon == .chevronLeft } else { false } }
        }, bar.outline)
        guard case .group(let group) = chevron.frame.item else { return XCTFail(bar.outline) }
        XCTAssertEqual(group.transform.a, -1, "the chevron is drawn mirrored: it points right")
        XCTAssertEqual(try FrameProbe.one("Add", in: bar).rect.minX, Space.lg - Space.xxs, "the trailing button at the left")

        let title = try XCTUnwrap(FrameProbe.frames(bar).first { if case .text = $0.frame.item { true } else { false } })
        XCTAssertEqual(title.rect.maxX, width - Space.lg, accuracy: 1e-9, "the large title ends at the right margin")

        let inline = rightToLeft(NavigationBar("Widgets"))
        XCTAssertEqual(try FrameProbe.one("Back", in: inline).rect.maxX, width - Space.md)
        let centred = try XCTUnwrap(FrameProbe.frames(inline).first { if case .text = $0.frame.item { true } else { false } })
        XCTAssertEqual(centred.rect.midX, width / 2, accuracy: 1e-9, "an inline title stays centred")
    }

    func testASwipedRowSlidesRightAndShowsItsActionsAtTheLeft() throws {
        let row = SwipeActionRow(offset: -SwipeActionRow.fullWidth(of: 2)) {
            Text("Groceries").padding(16)
        }
        let rtl = rightToLeft(row)
        let ltr = lay(row, width: width)
        let actions = try FrameProbe.one("actions", in: rtl).rect
        XCTAssertEqual(actions.minX, 0, accuracy: 1e-9, "the trailing actions open at the left edge\n\(rtl.outline)")
        XCTAssertEqual(try FrameProbe.one("actions", in: ltr).rect.maxX, width, accuracy: 1e-9, "left to right, at the right edge")
        let edit = try FrameProbe.one("Edit", in: rtl).rect, delete = try FrameProbe.one("Delete", in: rtl).rect
        XCTAssertGreaterThan(edit.minX, delete.minX, "Edit first from the leading edge, Delete last at the far left")
        let text = try XCTUnwrap(FrameProbe.frames(rtl).first { if case .text(let t) = $0.frame.item { t.string == "Groceries" } else { false } })
        XCTAssertGreaterThan(text.rect.minX, width / 2, "the row's content slid right, toward the leading edge")
    }

    func testWordByWordArabicRunsFromTheRightAndEnglishKeepsItsOrderAtTheRight() throws {
        func words(_ text: String) -> [Rect] {
            let root = rightToLeft(TextReveal(text, alignment: .leading).frame(maxWidth: .infinity, alignment: .leading))
            return FrameProbe.frames(root).compactMap { entry in if case .text = entry.frame.item { entry.rect } else { nil } }
        }
        let arabic = words("يوم بعد يوم")
        XCTAssertEqual(arabic.count, 3)
        XCTAssertGreaterThan(arabic[0].minX, arabic[1].minX, "the first word at the right")
        XCTAssertGreaterThan(arabic[1].minX, arabic[2].minX)
        let english = words("day after day")
        XCTAssertLessThan(english[0].minX, english[1].minX, "Latin words keep their order")
        XCTAssertEqual(try XCTUnwrap(english.last).maxX, width, accuracy: 1e-9, "the line at the leading edge, the right")
        XCTAssertEqual(try XCTUnwrap(arabic.first).maxX, width, accuracy: 1e-9)
    }
}
