import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Budget Envelopes' share card: registered, private by default (shares and percentages, no
/// amounts), amounts only when asked, lint clean.
final class BudgetCardTests: XCTestCase {
    func testTheCardIsRegisteredAndTellsTheMonthInShares() throws {
        let s = try Fixtures.budget.snapshot()
        let entry = try XCTUnwrap(AppDefinition.budget.shareCard)
        let face = try XCTUnwrap(entry.face(for: s))
        XCTAssertEqual(face.headline, "6 of 7 on track")
        XCTAssertEqual(face.detail, "89% spent · 4 days left in November")
        XCTAssertFalse((face.headline + face.detail).contains("$"))
    }

    func testTheFaceIsPrivateByDefault() throws {
        let s = try Fixtures.budget.snapshot()
        let env = Fixtures.budget.environment(.light)
        let size = Size(width: 300, height: 375)
        let privateTexts = FrameProbe.texts(layout(BudgetCardContent(s), in: size, environment: env))
        XCTAssertTrue(privateTexts.contains("6 of 7"))
        XCTAssertTrue(privateTexts.contains("115% spent"), "Eating out is over: its share, saying it is spent, not its amount")
        XCTAssertFalse(privateTexts.contains { $0.contains("$") }, "no amount without asking: \(privateTexts)")
        let open = FrameProbe.texts(layout(BudgetCardContent(s, showsAmounts: true), in: size, environment: env))
        XCTAssertTrue(open.contains("54% spent · $293.35 left"), "\(open)")
        XCTAssertTrue(open.contains("115% spent · $37.40 over"), "over says so, never \"−$37.40 left\": \(open)")
        XCTAssertFalse(open.contains { $0.contains("−") }, "\(open)")
    }

    func testTheFaceLintsCleanWithTheHostileSnapshot() throws {
        for appearance in Appearance.allCases {
            let env = Fixtures.budget.environment(appearance)
            let frame = layout(BudgetCardContent(try Fixtures.budget.stress(), showsAmounts: true), in: Size(width: 300, height: 375),
                               environment: env)
            XCTAssertEqual(lint(frame, theme: env.theme).map(\.description), [], "\(appearance)")
        }
    }
}
