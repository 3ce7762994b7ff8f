import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Budget Envelopes' layout in numbers on the frame tree: one grid, the shape lock, digits clipped
/// mid-roll, and the same numbers on every screen of one snapshot.
final class BudgetLayoutTests: XCTestCase {
    func testTheBudgetsCardAndBlocksShareOneGrid() throws {
        let s = try Fixtures.budget.snapshot()
        let root = Fixtures.budget.lay(BudgetsScreen(s))
        let panel = try FrameProbe.one("balance", in: root).rect
        XCTAssertEqual(panel.minX, 16, accuracy: 0.01)
        XCTAssertEqual(panel.width, 361, accuracy: 0.01)
        for name in ["Groceries", "Rent", "Eating out"] {
            let block = try FrameProbe.one(name, in: root).rect
            XCTAssertEqual(block.minX, panel.minX, accuracy: 0.01, name)
            XCTAssertEqual(block.width, panel.width, accuracy: 0.01, name)
        }
        let header = try XCTUnwrap(FrameProbe.named("Budgets Nov", in: root).first).rect
        XCTAssertLessThan(header.maxY, panel.minY, "nothing over the title")
        let order = ["Eating out", "Groceries", "Rent", "Utilities", "Coffee", "Fun money", "Gifts"]
        let blocks = try order.map { try FrameProbe.one($0, in: root).rect }
        XCTAssertEqual(blocks.count, s.activeEnvelopes.count, "every envelope is a block in the scroll, none counted away")
        XCTAssertEqual(blocks.map(\.minY), blocks.map(\.minY).sorted(), "the one over first, then the budget's order")
        XCTAssertFalse(FrameProbe.texts(root).contains { $0.contains("more budget") })
    }

    /// iOS's trailing swipe actions: full height, side by side, Delete flush to the row's trailing edge.
    func testSwipeActionsFillTheRowsHeightFlushToItsEdge() throws {
        let s = try Fixtures.budget.snapshot()
        let root = Fixtures.budget.lay(BudgetsScreen(s, openEnvelope: BudgetsScreen.swipedEnvelope(s)))
        let panel = try FrameProbe.one("balance", in: root).rect
        let block = try FrameProbe.one("Eating out", in: root).rect
        let edit = try FrameProbe.one("Edit", in: root).rect, delete = try FrameProbe.one("Delete", in: root).rect
        XCTAssertEqual(delete.maxX, panel.maxX, accuracy: 0.01, "flush to the row's edge")
        XCTAssertEqual(edit.maxX, delete.minX, accuracy: 0.01, "side by side, no gap")
        for action in [edit, delete] {
            XCTAssertEqual(action.width, 76, accuracy: 0.01)
            XCTAssertEqual(action.minY, block.minY, accuracy: 0.01)
            XCTAssertEqual(action.height, block.height, accuracy: 0.01, "as tall as the row")
        }
    }

    /// At the accessibility sizes a block's figures go under its name, so every name is one whole line
    /// (beside them it broke mid-word, "Gr oc eri es", and in Arabic "Grocer ies"); the blocks grow to
    /// AX3 and no further, so at AX5 they are as at AX3.
    func testTheBlocksStackAtAccessibilitySizesSoNamesStayWholeAndStopGrowingAtAX3() throws {
        let s = try Fixtures.budget.snapshot()
        func names(_ size: DynamicTypeSize, _ locale: FolioLocale = .en) throws -> [(name: Rect, amount: Rect)] {
            try FolioLocale.$current.withValue(locale) {
                var env = Fixtures.budget.environment(.light, device: .se)
                env.textSize = size
                let root = layout(BudgetsScreen(s), environment: env)
                return try s.activeEnvelopes.map { envelope in
                    let tile = try FrameProbe.one(envelope.name, in: root)
                    let texts = FrameProbe.frames(tile.frame).filter { FrameProbe.texts($0.frame).count == 1 }
                    let name = try XCTUnwrap(texts.first { FrameProbe.texts($0.frame) == [envelope.name] }).rect
                    let amount = try XCTUnwrap(texts.first { FrameProbe.texts($0.frame).first?.contains(where: \.isNumber) == true }).rect
                    return (name, amount)
                }
            }
        }
        for locale in [FolioLocale.en, .ar] {
            let ax3 = try names(.ax3, locale)
            XCTAssertEqual(Set(ax3.map { ($0.name.height * 10).rounded() }).count, 1, "every name one line in \(locale)")
            for (name, amount) in ax3 {
                XCTAssertGreaterThanOrEqual(amount.minY, name.maxY - 1e-9, "the figures under the name in \(locale)")
            }
            XCTAssertEqual(try names(.ax5, locale).map(\.name.height), ax3.map(\.name.height), "no larger at AX5 in \(locale)")
        }
        let large = try names(.large)
        XCTAssertLessThan(large[0].amount.minY, large[0].name.maxY, "beside the name at Large")
    }

    func testCardsTilesAndPillsKeepTheShapeLock() throws {
        let root = Fixtures.budget.lay(BudgetsScreen(try Fixtures.budget.snapshot()))
        let theme = Theme(app: .budget)
        XCTAssertEqual(theme.shape(.card), .roundedRect(radius: 24, style: .continuous))
        XCTAssertEqual(theme.shape(.tile), .roundedRect(radius: 16, style: .continuous))
        for (name, token) in [("balance", ShapeToken.card), ("Groceries", .tile)] {
            let surface = try FrameProbe.one(name, in: root).frame
            let shapes = FrameProbe.frames(surface).compactMap { entry -> Shape? in
                if case .shape(let item) = entry.frame.item { return item.shape }
                return nil
            }
            XCTAssertEqual(shapes.first, theme.shape(token), name)
        }
        let pill = try FrameProbe.one("Add expense", in: root)
        XCTAssertEqual(pill.rect.height, 52, accuracy: 1)
    }

    func testTheEnvelopePanelHoldsItsRingAndAddButtonInsideTheCard() throws {
        let root = Fixtures.budget.lay(BudgetEnvelopeScreen(try Fixtures.budget.snapshot(), envelope: "groceries"))
        let card = try FrameProbe.one("balance", in: root).rect
        let ring = try FrameProbe.one("days ring", in: root).rect
        let add = try FrameProbe.one("Add expense", in: root).rect
        for part in [ring, add] {
            XCTAssertTrue(card.insetBy(dx: 19.9, dy: 19.9).contains(part), "\(part) inside \(card)")
        }
        XCTAssertEqual(ring.width, 76, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(add.width, 44)
        XCTAssertEqual(ring.maxX, add.maxX, accuracy: 0.5, "ring and add button on the card's trailing edge")
    }

    func testRollingDigitsAreClippedToTheirLine() throws {
        let s = try Fixtures.budget.snapshot()
        let status = try XCTUnwrap(s.status("groceries"))
        let root = Fixtures.budget.lay(BudgetEnvelopeScreen(s, envelope: "groceries", showsToday: true, rollingFrom: status.left, roll: 0.5))
        let columns = FrameProbe.named("rolling column", in: root)
        XCTAssertFalse(columns.isEmpty)
        let odometer = try XCTUnwrap(FrameProbe.named("odometer", in: root).first).rect
        for column in columns {
            guard case .group(let group) = column.frame.item else { return XCTFail("a column is a group") }
            XCTAssertEqual(group.clip, .rect, "each rolling column is clipped")
            XCTAssertEqual(column.rect.minY, odometer.minY, accuracy: 0.01)
            XCTAssertEqual(column.rect.height, odometer.height, accuracy: 0.01, "clipped to the number's line")
        }
    }

    func testOneSnapshotTellsTheSameNumbersOnEveryScreen() throws {
        let s = try Fixtures.budget.snapshot()
        let format = MoneyFormatter(s.locale)
        let groceries = try XCTUnwrap(s.status("groceries"))
        let left = format.string(groceries.left)
        XCTAssertTrue(FrameProbe.texts(Fixtures.budget.lay(BudgetsScreen(s))).contains(left))
        XCTAssertEqual(FrameProbe.string(under: "left", in: Fixtures.budget.lay(BudgetEnvelopeScreen(s, envelope: "groceries"))), left)
        let spent = format.string(s.totals.spent)
        XCTAssertTrue(FrameProbe.texts(Fixtures.budget.lay(BudgetsScreen(s))).contains("\(spent) spent"))
        XCTAssertTrue(FrameProbe.texts(Fixtures.budget.lay(BudgetSpendingScreen(s))).contains(spent), "Spending's month agrees with the card")
        let transfer = FrameProbe.texts(Fixtures.budget.lay(try XCTUnwrap(Fixtures.budget.screens[5].view(for: s))))
        XCTAssertTrue(transfer.contains("was \(left) left"), "the transfer starts from the same Groceries figure: \(transfer)")
    }

    func testEveryPhoneShowsTheSameListsAndTheSEStillShowsTheEnvelopeOver() throws {
        let s = try Fixtures.budget.snapshot()
        for device in [Device.se, .iPhone, .proMax] {
            let env = Fixtures.budget.environment(.light, device: device)
            let budgets = layout(BudgetsScreen(s), environment: env)
            XCTAssertEqual(s.activeEnvelopes.filter { FrameProbe.named($0.name, in: budgets).count == 1 }.count, 7, device.name)
            let over = try FrameProbe.one("Eating out", in: budgets).rect
            XCTAssertLessThanOrEqual(over.maxY, device.size.height - device.safeArea.bottom, "\(device.name): the block over is in view")
            let envelope = layout(BudgetEnvelopeScreen(s, envelope: "groceries"), environment: env)
            XCTAssertEqual(FrameProbe.named("swipe row", in: envelope).count, 9, "\(device.name): the nine spends of November")
            let spending = layout(BudgetSpendingScreen(s), environment: env)
            XCTAssertEqual(FrameProbe.frames(try FrameProbe.one("page rows", in: spending).frame).filter { $0.frame.role == .row }.count,
                           s.monthSummary.byDay.count, "\(device.name): a row for every day with a spend")
            for root in [budgets, envelope, spending] {
                XCTAssertFalse(FrameProbe.texts(root).contains { $0.hasPrefix("+") && $0.contains("more") }, device.name)
            }
        }
    }
}

final class BudgetLongListTests: XCTestCase {
    /// A month of 1,000 spends with distinct notes: By note lays out the first `listLimit` rows and
    /// ends in one tappable summary row with the rest's count, and the envelope's list does the same,
    /// so a hostile snapshot's layout costs what 200 rows cost.
    func testAThousandSpendsLayOutTheLimitAndATappableRowForTheRest() throws {
        var s = try Fixtures.budget.snapshot()
        let notesBefore = s.monthSummary.byNote.count
        let template = try XCTUnwrap(s.spends.first { $0.envelope == "groceries" })
        s.spends += (0..<1000).map { i in
            Spend(id: "many-\(i)", envelope: "groceries", amount: Money(100, s.currency), note: "Note \(i)", at: template.at)
        }
        let notes = Fixtures.budget.lay(BudgetSpendingScreen(s, position: 1))
        let noteRows = FrameProbe.names(startingWith: "Note ", in: notes)
        // The bundled notes spend more than a dollar each, so they lead the page.
        XCTAssertEqual(noteRows.count, MoreRow.listLimit - notesBefore, "only the first rows are laid out")
        let more = FrameProbe.frames(notes).filter { $0.frame.role == .row && ($0.frame.name ?? "").hasPrefix("+") }
        XCTAssertEqual(more.map(\.frame.name), ["+\(s.monthSummary.byNote.count - MoreRow.listLimit) more notes"])
        let german = FolioLocale.$current.withValue(.de) { Fixtures.budget.lay(BudgetSpendingScreen(s, position: 1)) }
        let weitere = FrameProbe.frames(german).filter { $0.frame.role == .row && ($0.frame.name ?? "").hasPrefix("+") }
        XCTAssertEqual(weitere.map(\.frame.name), ["+\(s.monthSummary.byNote.count - MoreRow.listLimit) weitere Notizen"], "in the locale's words")

        let envelope = Fixtures.budget.lay(BudgetEnvelopeScreen(s, envelope: "groceries"))
        let spendRows = FrameProbe.frames(envelope).filter { ($0.frame.name ?? "").hasPrefix("+") && $0.frame.role == .row }
        XCTAssertEqual(spendRows.count, 1, "the envelope's spends end in one summary row")
    }
}
