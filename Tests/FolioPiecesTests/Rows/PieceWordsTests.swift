import Foundation
import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// The words the shared pieces draw themselves, from `Templates/strings/folio.xcstrings` in the
/// locale drawn, and the streak calendar's weekdays and columns in German and Arabic: values and
/// frame-tree numbers.
final class PieceWordsTests: XCTestCase {
    /// The shared catalog as it is in the templates folder.
    private func catalog() throws -> StringCatalog {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try StringCatalog.read(contentsOf: root.appendingPathComponent("Templates/strings/folio.xcstrings").path)
    }

    /// `body` drawn in `locale` with the shared catalog.
    private func drawing<T>(in locale: FolioLocale, _ body: () throws -> T) throws -> T {
        try StringCatalogStore.$override.withValue(["folio": catalog()]) {
            try FolioLocale.$current.withValue(locale, operation: body)
        }
    }

    /// `view` laid out 350 pt wide in `locale` (its direction included).
    private func lay(_ view: any View, in locale: FolioLocale) -> Frame {
        var environment = testEnvironment(.square)
        environment.locale = locale
        return layout(view, width: 350, environment: environment)
    }

    private func texts(_ root: Frame) -> [String] { RowsProbe.placed(root).compactMap(\.text) }

    func testPiecesDrawTheirOwnWordsInTheLocale() throws {
        try drawing(in: .de) {
            XCTAssertEqual(MoodFace.allCases.map(\.word), ["Furchtbar", "Schlecht", "Okay", "Gut", "Super"])
            XCTAssertEqual(MoodFace.good.title, "Good", "the key an app looks its own word up by")
            XCTAssertTrue(texts(lay(MoodFaces(selected: .good), in: .de)).contains("Gut"))
            XCTAssertEqual([SwipeActionRow.Action.delete, .edit, .pin].map(\.label), ["Löschen", "Bearbeiten", "Anheften"])
            XCTAssertEqual(TimerDial(remaining: 15_150, total: 21_600).timeText, "4\u{A0}Std. 12\u{A0}Min.")
            XCTAssertTrue(texts(lay(PlanRow(title: "Zähne putzen", energy: 5), in: .de)).contains("+5 Energie"))
            XCTAssertTrue(texts(lay(CommitButton("Sichern", phase: .loading(progress: 0.6)), in: .de)).contains("60\u{A0}%"))
        }
        try drawing(in: .ar) {
            XCTAssertEqual(MoodFace.great.word, "رائع")
            XCTAssertEqual(SwipeActionRow.Action.delete.label, "حذف")
            XCTAssertTrue(texts(lay(PlanRow(title: "x", energy: 5), in: .ar)).contains("+5 طاقة"))
        }
        try drawing(in: .en) {
            XCTAssertEqual(MoodFace.awful.word, "Awful")
            XCTAssertEqual(TimerDial(remaining: 3_600, total: 7_200).timeText, "1h")
            XCTAssertEqual(TimerDial(remaining: 720, total: 1_200).timeText, "12:00", "under an hour a clock")
        }
    }

    func testStreakCalendarHeadsItsColumnsWithTheLocalesNarrowWeekdays() throws {
        let calendar = StreakCalendar(dayCount: 0, firstColumn: 0, streak: [])
        XCTAssertEqual(texts(lay(calendar, in: .en)), ["M", "T", "W", "T", "F", "S", "S"])
        XCTAssertEqual(texts(lay(calendar, in: .de)), ["M", "D", "M", "D", "F", "S", "S"])
        XCTAssertEqual(texts(lay(calendar, in: .ar)), ["ن", "ث", "ر", "خ", "ج", "س", "ح"])
        let given = StreakCalendar(dayCount: 0, firstColumn: 0, streak: [], weekdays: ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertEqual(texts(lay(given, in: .de)), ["a", "b", "c", "d", "e", "f", "g"], "an app's own letters win")
    }

    func testStreakCalendarRunsFromTheRightInRightToLeft() throws {
        // The 1st on a Wednesday, 50 pt columns: Monday is the rightmost column in Arabic.
        let calendar = StreakCalendar(dayCount: 30, firstColumn: 2, streak: Set(3...9), today: 12)
        let placed = RowsProbe.placed(lay(calendar, in: .ar))
        let header = placed.filter { $0.text == "ن" }
        XCTAssertEqual(header.first.map(\.rect.midX) ?? 0, 325, accuracy: 1e-9, "Monday's letter over the right column")
        let runs = placed.filter { $0.frame.name?.hasPrefix("run ") == true }
        XCTAssertEqual(runs.map(\.frame.name), ["run 3–5", "run 6–9"])
        // Wednesday 3rd to Sunday 5th: columns 4…6 from the right, centres 125…25.
        XCTAssertEqual(runs[0].rect.minX, 25 - 18, accuracy: 1e-9)
        XCTAssertEqual(runs[0].rect.maxX, 125 + 18, accuracy: 1e-9)
        XCTAssertEqual(runs[1].rect.minX, 175 - 18, accuracy: 1e-9)
        XCTAssertEqual(runs[1].rect.maxX, 325 + 18, accuracy: 1e-9)
        // Each day's cell and the centre an overlay is given agree, in both directions.
        for (locale, direction) in [(FolioLocale.en, LayoutDirection.leftToRight), (.ar, .rightToLeft)] {
            let drawn = RowsProbe.placed(lay(calendar, in: locale))
            for day in [1, 12, 30] {
                let cell = try XCTUnwrap(drawn.first { $0.frame.name == "day \(day)" })
                let centre = StreakCalendar.center(of: day, firstColumn: 2, width: 350, direction: direction)
                XCTAssertEqual(cell.rect.midX, centre.x, accuracy: 1e-9, "day \(day) \(direction)")
                XCTAssertEqual(cell.rect.midY, centre.y, accuracy: 1e-9, "day \(day) \(direction)")
            }
        }
    }

    func testStatGridTilesOfOneRowShareTheTallestTilesHeight() throws {
        // The first value takes three lines in its column (as "45 د" takes a taller line in Arabic).
        let grid = StatGrid([
            .init(value: "1,234,567,890", label: "Time"), .init(value: "4", label: "Serves"), .init(value: "210", label: "kcal"),
            .init(value: "7", label: "Steps"),
        ], columns: 3)
        let placed = RowsProbe.placed(lay(grid, in: .en))
        let tiles = placed.filter { $0.frame.role == .tile }
        XCTAssertEqual(tiles.count, 4)
        let tall = try XCTUnwrap(placed.first { $0.text == "1,234,567,890" })
        XCTAssertGreaterThan(tiles[0].rect.height, tiles[3].rect.height, "the first row is the taller one")
        for tile in tiles[1...2] {
            XCTAssertEqual(tile.rect.height, tiles[0].rect.height, accuracy: 1e-9, "\(tile.frame.name ?? "") as tall as its row")
            XCTAssertEqual(tile.rect.minY, tiles[0].rect.minY, accuracy: 1e-9)
        }
        XCTAssertLessThanOrEqual(tall.rect.maxY, tiles[0].rect.maxY, "the tall value inside its tile")
        XCTAssertEqual(tiles[3].rect.width, tiles[0].rect.width, accuracy: 1e-9, "the last row keeps the columns")
        XCTAssertEqual(tiles[3].rect.minX, tiles[0].rect.minX, accuracy: 1e-9)
    }
}
