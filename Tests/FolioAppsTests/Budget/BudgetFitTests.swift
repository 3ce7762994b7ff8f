import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Where a locale's words or money do not fit side by side, Budget stacks them instead of breaking
/// them, in frame-tree numbers: the header's month, a Stat Grid's columns, a transfer row's amounts.
final class BudgetFitTests: XCTestCase {
    private func lay(_ locale: FolioLocale, _ view: any View, device: Device = .se, textSize: DynamicTypeSize = .large) -> Frame {
        FolioLocale.$current.withValue(locale) {
            var env = Fixtures.budget.environment(.light, device: device)
            env.textSize = textSize
            return layout(view, environment: env)
        }
    }

    func testTheHeadersMonthMovesUnderTheTitleWhereItDoesNotFitBesideIt() throws {
        let s = try Fixtures.budget.snapshot()
        let english = FrameProbe.texts(lay(.en, BudgetsScreen(s)))
        XCTAssertTrue(english.contains("Nov") && english.contains("7 budgets · 1 over"), "\(english)")
        let arabic = FrameProbe.texts(lay(.ar, BudgetsScreen(s)))
        XCTAssertFalse(arabic.contains("نوفمبر"), "no month beside the title: \(arabic)")
        XCTAssertTrue(arabic.contains("نوفمبر · 7 ميزانيات · واحدة متجاوزة"), "\(arabic)")
    }

    func testAStatGridGoesToOneColumnWhenAnAmountWouldNotFitItsHalf() throws {
        let s = try Fixtures.budget.snapshot()
        func columns(_ locale: FolioLocale) throws -> Int {
            let root = lay(locale, BudgetSpendingScreen(s))
            let grid = try FrameProbe.one("stat grid", in: root)
            return Set(FrameProbe.frames(grid.frame).filter { $0.frame.role == .tile }.map { ($0.rect.minX * 10).rounded() }).count
        }
        XCTAssertEqual(try columns(.en), 2)
        XCTAssertEqual(try columns(.de), 2)
        XCTAssertEqual(try columns(.ar), 2, "\"US$ 2,850.37\" fits half the SE's width")
        let env = Fixtures.budget.environment(.light, device: .se)
        let width = env.device.size.width - 2 * Space.md
        let fitting = [StatGrid.Stat(value: "US$ 2,850.37", label: "Spent"), StatGrid.Stat(value: "US$ 105.57", label: "Per day")]
        XCTAssertEqual(TextFit.statColumns(fitting, width: width, env), 2)
        let wide = fitting + [StatGrid.Stat(value: "US$ 1,234,567.89", label: "Largest")]
        XCTAssertEqual(TextFit.statColumns(wide, width: width, env), 1, "\"US$ 1,234,567.89\" does not fit half the SE's width")
    }

    func testATransferRowPutsItsAmountsUnderTheNameWhereTheyDoNotFitBesideIt() throws {
        let s = try Fixtures.budget.snapshot()
        for (locale, size, stacked) in [(FolioLocale.en, DynamicTypeSize.large, false), (.en, .ax3, true), (.enXA, .large, true)] {
            let root = lay(locale, TransferSheet.registered(s), textSize: size)
            let from = try FrameProbe.one(FolioLocale.$current.withValue(locale) { budgetStrings("From") }, in: root)
            let name = try XCTUnwrap(FrameProbe.frames(from.frame).first { FrameProbe.texts($0.frame) == ["Groceries"] }).rect
            let amount = try XCTUnwrap(FrameProbe.frames(from.frame).first { FrameProbe.texts($0.frame).first?.contains("255") == true }).rect
            XCTAssertEqual(amount.minY >= name.maxY, stacked, "\(locale) at \(size)")
        }
    }
}
