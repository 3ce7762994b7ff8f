import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Every Budget Envelopes screen, light and dark, from the default and the hostile snapshot: lint
/// clean, the seed's nouns visible, long text cut with an ellipsis, long lists whole.
final class BudgetScreensTests: XCTestCase {
    func testTheSixScreensOfTheSeedAreRegistered() {
        XCTAssertEqual(Fixtures.budget.screens.map(\.id), ["budget.budgets", "budget.envelope", "budget.spending", "budget.add-expense",
                                                      "budget.rhythm", "budget.transfer"])
        XCTAssertEqual(Fixtures.budget.screens.map(\.presentation), [.tab, .pushed, .pushed, .sheet, .sheet, .sheet])
    }

    func testEveryScreenLintsCleanInLightAndDarkOnEveryPhone() throws {
        let snapshot = try Fixtures.budget.snapshot()
        for screen in Fixtures.budget.screens {
            let view = try XCTUnwrap(screen.view(for: snapshot))
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.budget.findings(view, appearance), [], "\(screen.id) \(appearance)")
            }
            for device in [Device.se, .proMax] {
                XCTAssertEqual(Fixtures.budget.findings(view, .light, device: device), [], "\(screen.id) on \(device.name)")
            }
        }
    }

    func testTheSeedsNounsAreVisible() throws {
        let s = try Fixtures.budget.snapshot()
        let budgets = Fixtures.budget.lay(BudgetsScreen(s, openEnvelope: BudgetsScreen.swipedEnvelope(s)))
        for name in ["Transfer", "New budget", "balance", "Add expense", "Groceries", "Eating out", "Edit", "Delete", "Spending"] {
            XCTAssertFalse(FrameProbe.named(name, in: budgets).isEmpty, "Budgets shows \(name)")
        }
        XCTAssertTrue(FrameProbe.texts(budgets).contains("−$37.40"), "one envelope is already over, shown not clamped")
        let envelope = Fixtures.budget.lay(BudgetEnvelopeScreen(s, envelope: "groceries", openSpend: "s09"))
        for name in ["days ring", "Add expense", "Delete", "balance"] {
            XCTAssertFalse(FrameProbe.named(name, in: envelope).isEmpty, "the budget shows \(name)")
        }
        XCTAssertTrue(FrameProbe.texts(envelope).contains("Groceries"), "pushed under its own title")
        let spending = FrameProbe.texts(Fixtures.budget.lay(BudgetSpendingScreen(s, position: 2)))
        for text in ["By day", "By note", "Refunds", "Spent", "No refunds this month. Money back into an envelope shows up here, apart from your spends."] {
            XCTAssertTrue(spending.contains(text), "Spending shows \(text)")
        }
        let rhythm = FrameProbe.texts(Fixtures.budget.lay(try XCTUnwrap(Fixtures.budget.screens[4].view(for: s))))
        XCTAssertTrue(rhythm.contains("Every two weeks") && rhythm.contains("Save"), "\(rhythm)")
    }

    func testTheHostileSnapshotLaysOutWithNoLintFinding() throws {
        let stress = try Fixtures.budget.stress()
        XCTAssertEqual(stress.envelopes.count, 60)
        XCTAssertTrue(stress.envelopes.contains { $0.name.count == 200 })
        XCTAssertEqual(stress.monthSummary.spends, [], "the month is empty")
        var views: [(String, any View)] = try Fixtures.budget.screens.map { ($0.id, try XCTUnwrap($0.view(for: stress))) }
        views += [
            ("envelope, the long name", BudgetEnvelopeScreen(stress, envelope: "e3")),
            ("envelope, the Japanese name", BudgetEnvelopeScreen(stress, envelope: "e2", showsToday: true)),
            ("spending, by note", BudgetSpendingScreen(stress, position: 1)),
        ]
        for (name, view) in views {
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.budget.findings(view, appearance), [], "\(name) \(appearance)")
            }
        }
        let budgets = Fixtures.budget.lay(BudgetsScreen(stress))
        XCTAssertEqual(stress.activeEnvelopes.filter { !FrameProbe.named($0.name, in: budgets).isEmpty }.count, stress.activeEnvelopes.count,
                       "all sixty blocks in the scroll")
        let long = try FrameProbe.one(try XCTUnwrap(stress.envelope("e3")).name, in: budgets)
        XCTAssertLessThanOrEqual(long.rect.maxX, Device.iPhone.size.width - 16, "the 200-character block stays on the screen")
        let spending = FrameProbe.texts(Fixtures.budget.lay(BudgetSpendingScreen(stress)))
        XCTAssertTrue(spending.contains("Nothing spent this month yet."))
    }

    func testMoneyIsWrittenInTheSnapshotsLocale() throws {
        let fixtures = URL(fileURLWithPath: TestFiles.packageRoot).appendingPathComponent("Tests/Fixtures/budget")
        let german = try BudgetSnapshot.load(contentsOf: fixtures.appendingPathComponent("de-DE.json"))
        let texts = FrameProbe.texts(Fixtures.budget.lay(BudgetsScreen(german)))
        XCTAssertTrue(texts.contains("253,35\u{00A0}€"), "Groceries, without the transfer: \(texts)")
        XCTAssertTrue(texts.contains("\u{2212}37,40\u{00A0}€"), "over budget, with the minus sign")
        let keypad = Fixtures.budget.lay(AddExpenseSheet.typed(german))
        XCTAssertEqual(FrameProbe.string(under: "decimal", in: keypad), ",", "the decimal key shows the German mark")
        XCTAssertEqual(FrameProbe.string(under: "typed amount", in: keypad), "12,50\u{00A0}€")
        let japanese = try BudgetSnapshot.load(contentsOf: fixtures.appendingPathComponent("ja-JP.json"))
        let sheet = Fixtures.budget.lay(AddExpenseSheet.typed(japanese))
        XCTAssertEqual(FrameProbe.string(under: "typed amount", in: sheet), "￥1,250")
        XCTAssertTrue(FrameProbe.named("decimal", in: sheet).isEmpty, "yen have no decimal key")
        for appearance in Appearance.allCases {
            XCTAssertEqual(Fixtures.budget.findings(BudgetsScreen(german), appearance), [])
            XCTAssertEqual(Fixtures.budget.findings(AddExpenseSheet.registered(japanese), appearance), [])
        }
    }
}
