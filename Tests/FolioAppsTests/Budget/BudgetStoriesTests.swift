import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The Budget Envelopes stories: the ones DESIGN.md requires, each screen's default the bare
/// screen, and one story's money the same on every screen.
final class BudgetStoriesTests: XCTestCase {
    func testEveryRequiredStoryIsDeclared() {
        XCTAssertEqual(Fixtures.budget.app.stories.map(\.id), [
            "budget.budgets:one-over", "budget.budgets:swiped", "budget.envelope:this-month", "budget.envelope:today",
            "budget.spending:by-day", "budget.spending:by-note", "budget.spending:refunds", "budget.add-expense:before",
            "budget.add-expense:typed", "budget.rhythm:choosing", "budget.rhythm:saved", "budget.transfer:choosing",
            "budget.transfer:moved",
        ])
    }

    func testTheStoriesKeepTheContract() throws {
        try StoryContract.check(Fixtures.budget)
    }

    func testTheStatesDifferWhereTheSeedSaysAndAgreeOnTheMoney() throws {
        let over = try Fixtures.budget.layStory("budget.budgets:one-over")
        XCTAssertTrue(FrameProbe.named("Edit", in: over).isEmpty, "at rest, no block is open")
        let swiped = try Fixtures.budget.layStory("budget.budgets:swiped")
        XCTAssertEqual(FrameProbe.named("Edit", in: swiped).count, 1)
        XCTAssertEqual(FrameProbe.named("Delete", in: swiped).count, 1)
        XCTAssertEqual(FrameProbe.string(under: "left", in: try Fixtures.budget.layStory("budget.envelope:this-month")), "$293.35")
        XCTAssertEqual(FrameProbe.string(under: "left", in: try Fixtures.budget.layStory("budget.envelope:today")), "$68.53")
        XCTAssertEqual(FrameProbe.string(under: "typed amount", in: try Fixtures.budget.layStory("budget.add-expense:before")), "$0")
        let typed = try Fixtures.budget.layStory("budget.add-expense:typed")
        XCTAssertEqual(FrameProbe.string(under: "typed amount", in: typed), "$12.50")
        XCTAssertTrue(FrameProbe.texts(typed).contains("$56.03") && FrameProbe.texts(typed).contains("$280.85"),
                      "today's $68.53 and the month's $293.35, each less $12.50")
        let refunds = FrameProbe.texts(try Fixtures.budget.layStory("budget.spending:refunds"))
        XCTAssertTrue(refunds.contains("No refunds this month. Money back into an envelope shows up here, apart from your spends."))
        XCTAssertTrue(FrameProbe.texts(try Fixtures.budget.layStory("budget.spending:by-note")).contains("November rent"))
        XCTAssertTrue(FrameProbe.texts(try Fixtures.budget.layStory("budget.spending:by-day")).contains("$105.57"),
                      "Per day: $2,850.37 over 27 days to the nearest cent, never rounded down to $105.56")
        XCTAssertTrue(FrameProbe.texts(try Fixtures.budget.layStory("budget.rhythm:saved")).contains("Saved"))
        let moved = FrameProbe.texts(try Fixtures.budget.layStory("budget.transfer:moved"))
        XCTAssertTrue(moved.contains("Moved") && moved.contains("was $293.35 left") && moved.contains("The total left stays $359.63"), "\(moved)")
    }

    func testTheSEShowsTheEnvelopeOverWithoutScrolling() throws {
        let root = try Fixtures.budget.layStory("budget.budgets:one-over", device: .se)
        let over = try FrameProbe.one("Eating out", in: root).rect
        XCTAssertLessThanOrEqual(over.maxY, Device.se.size.height - Device.se.safeArea.bottom)
        XCTAssertTrue(FrameProbe.texts(root).contains("−$37.40"))
    }
}
