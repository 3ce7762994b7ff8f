import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The six flows of the seed: captions word for word, every touch on one frame in view, every step
/// lint clean, and what each flow's actions do to the numbers.
final class BudgetFlowTests: XCTestCase {
    private func steps(_ name: String) throws -> [FlowStep] {
        let flow = try XCTUnwrap(Fixtures.budget.flows.first { $0.name == name }, name)
        return try XCTUnwrap(try flow.steps(for: try Fixtures.budget.snapshot()))
    }

    func testTheSixFlowsAreCaptionedWithTheSeedsLines() {
        XCTAssertEqual(Fixtures.budget.flows.map(\.caption), [
            "Swipe a budget left, then tap Groceries",
            "Tap the balance to see today, then swipe a spend away",
            "Press Add expense and type an amount on the keypad",
            "Open Spending and swipe to By note",
            "Press + in the header, pick a rhythm and Save",
            "Press the transfer button and move money",
        ])
    }

    func testEveryTouchFindsItsFrameAndEveryStepLintsClean() throws {
        for flow in Fixtures.budget.flows {
            let steps = try XCTUnwrap(try flow.steps(for: try Fixtures.budget.snapshot()), flow.id)
            XCTAssertGreaterThanOrEqual(steps.count, 2, flow.id)
            XCTAssertTrue(steps.dropFirst().contains { $0.motion != nil }, "\(flow.id) shows its motion")
            XCTAssertNotNil(steps.first?.touch, "\(flow.id) starts with a touch")
            for (i, step) in steps.enumerated() {
                let root = Fixtures.budget.lay(step.view)
                if let touch = step.touch {
                    let found = FrameProbe.named(touch, in: root)
                    XCTAssertEqual(found.count, 1, "\(flow.id) step \(i + 1): \(found.count) frames named \(touch)")
                    if let rect = found.first?.rect {
                        XCTAssertTrue(Device.iPhone.bounds.contains(Point(x: rect.midX, y: rect.midY)), "\(flow.id) step \(i + 1)")
                    }
                }
                for appearance in Appearance.allCases {
                    XCTAssertEqual(Fixtures.budget.findings(step.view, appearance), [], "\(flow.id) step \(i + 1) \(appearance)")
                }
            }
        }
    }

    func testTheKeypadFlowTypesKeyByKeyAndTheAmountGrows() throws {
        let steps = try steps("add-expense")
        XCTAssertEqual(steps.map(\.touch), ["Add expense", "Add expense", "1", "2", "decimal", "5", "0", "Add $12.50", nil, nil])
        let amounts = steps.dropFirst(2).prefix(6).map { step in
            FrameProbe.string(under: "typed amount", in: Fixtures.budget.lay(step.view)) ?? ""
        }
        XCTAssertEqual(amounts, ["$0", "$1", "$12", "$12.", "$12.5", "$12.50"])
    }

    func testTheTransferFlowChangesBothBlocksButNotTheTotal() throws {
        let s = try Fixtures.budget.snapshot()
        let move = try XCTUnwrap(TransferSheet.suggestion(s))
        XCTAssertEqual(move.from, "groceries")
        XCTAssertEqual(move.to, "eating-out")
        XCTAssertEqual(move.amount, Money(3740, .usd), "what Eating out is over by")
        let after = try s.applying(.transfer(from: move.from, to: move.to, amount: move.amount))
        XCTAssertEqual(after.totals.left, s.totals.left)
        let root = Fixtures.budget.lay(try XCTUnwrap(try steps("transfer").last).view)
        let last = FrameProbe.texts(root)
        XCTAssertTrue(last.contains("$255.95") && last.contains("$0.00"), "both blocks changed: \(last)")
        XCTAssertEqual(FrameProbe.string(under: "left", in: root), MoneyFormatter().string(s.totals.left), "the total did not")
    }

    /// The transfer is typed on the keypad: the amount grows key by key under the two envelope menus.
    func testTheTransferIsTypedOnTheKeypadUnderTheTwoEnvelopes() throws {
        let steps = try steps("transfer")
        XCTAssertEqual(steps.map(\.touch).prefix(9), ["Transfer", "To", "Pick Eating out", "3", "7", "decimal", "4", "0", "Move $37.40"])
        let open = Fixtures.budget.lay(steps[2].view)
        let choices = FrameProbe.frames(try FrameProbe.one("choices", in: open).frame).compactMap { $0.frame.role == .button ? $0.frame.name : nil }
        XCTAssertEqual(choices, ["Pick Eating out", "Pick Rent", "Pick Utilities", "Pick Coffee", "Pick Fun money", "Pick Gifts"],
                       "every budget but the source, the one over first")
        let first = Fixtures.budget.lay(steps[3].view)
        XCTAssertEqual(FrameProbe.string(under: "amount", in: first), "$0")
        XCTAssertEqual(try FrameProbe.one("From", in: first).frame.role, .row)
        XCTAssertEqual(try FrameProbe.one("To", in: first).frame.role, .row)
        XCTAssertEqual(FrameProbe.string(under: "amount", in: Fixtures.budget.lay(steps[8].view)), "$37.40")
    }

    /// The rhythm preview of an existing budget is what its screen would say after the change.
    func testTheRhythmPreviewIsTheEnvelopeAfterTheSameChange() throws {
        let s = try Fixtures.budget.snapshot()
        let groceries = try XCTUnwrap(s.envelope("groceries"))
        let sheet = RhythmSheet(s, envelope: groceries, selected: .weekly)
        XCTAssertEqual(sheet.pickedStatus().left, Money(11_746, .usd), "$600 a month is $138.46 a week, less this week's $21.00")
        let texts = FrameProbe.texts(Fixtures.budget.lay(sheet))
        XCTAssertTrue(texts.contains("$117.46 left of $138.46 · 3 days to go"), "never $579.00: \(texts)")
        XCTAssertEqual(RhythmSheet(s, envelope: groceries).pickedStatus().left, Money(29_335, .usd), "monthly: as its screen says")
    }

    func testTheNewBudgetFlowSavesTheRhythmPicked() throws {
        let steps = try steps("new-budget-rhythm")
        XCTAssertEqual(steps.map(\.touch), ["New budget", "Name", "Increase", "Weekly", "Save", nil, nil])
        let named = FrameProbe.texts(Fixtures.budget.lay(steps[2].view))
        XCTAssertTrue(named.contains("Pets") && named.contains("$0.00"), "the name typed, the amount not yet: \(named)")
        let stepped = FrameProbe.texts(Fixtures.budget.lay(steps[3].view))
        XCTAssertTrue(stepped.contains("$20.00") && stepped.contains("a month"), "\(stepped)")
        let picked = FrameProbe.texts(Fixtures.budget.lay(steps[4].view))
        XCTAssertTrue(picked.contains("a week"), "the amount is a week's once Weekly is picked: \(picked)")
        // The flow ends on Budgets scrolled to its end, where the new block is, with no toast over it.
        let end = Fixtures.budget.lay(try XCTUnwrap(steps.last).view)
        let pets = try FrameProbe.one("Pets", in: end)
        XCTAssertEqual(FrameProbe.texts(pets.frame).filter { $0.hasPrefix("$") || $0.hasPrefix("left") }, ["$20.00", "left of $20.00"])
        XCTAssertTrue(FrameProbe.named("toast", in: end).isEmpty)
        XCTAssertLessThanOrEqual(pets.rect.maxY, Device.iPhone.size.height, "in view")
    }
}
