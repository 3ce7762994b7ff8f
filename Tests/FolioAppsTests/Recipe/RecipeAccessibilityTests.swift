import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioTargets
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The Recipe screens at an accessibility size (AX3) on the SE: rows stack what sat side by side,
/// so names, days and times are read whole.
final class RecipeAccessibilityTests: XCTestCase {
    private func lay(_ target: String, _ locale: FolioLocale = .en) throws -> Frame {
        var request = RenderRequest(device: .se)
        request.textSize = .ax3
        request.locale = locale
        return try XCTUnwrap(TargetCatalog.target(named: target), target).frame(request, measurer: AppFixture<RecipeSnapshot>.measurer)
    }

    /// Each plan row names its day in full on a line above the dish (the narrow day column held
    /// "…" there), and the week strip, whose columns cannot hold their numbers, gives way to the rows.
    func testAtAX3EachRowNamesItsDayInFullAboveTheDish() throws {
        let root = try lay("recipe.plan", .de)
        let texts = FrameProbe.texts(root)
        XCTAssertTrue(texts.contains("Montag, 23. November") && texts.contains("Freitag, 27. November"), "\(texts)")
        let day = try FrameProbe.one("meal 2026-11-23", in: root).rect
        XCTAssertGreaterThan(day.height, 100, "the day on its own line over the dish")
        XCTAssertFalse(texts.contains("Mo."), "no short day column")
        XCTAssertTrue(FrameProbe.named("week", in: root).isEmpty, "no week strip")
    }

    /// Cooking mode: Done on its own line above the recipe's name (it ran over it), the oven's
    /// setting under the dial, and when the timer rings under Pause.
    func testCookingStacksItsBarAndTimerControls() throws {
        let root = try lay("recipe.cooking:timer-running")
        let done = try FrameProbe.one("Done", in: root).rect
        let title = try XCTUnwrap(FrameProbe.frames(root).first { entry in
            if case .text(let t) = entry.frame.item { return t.string == "Tomato soup" }
            return false
        }).rect
        XCTAssertLessThanOrEqual(done.maxY, title.minY, "Done above the name")
        let pause = try FrameProbe.one("Pause", in: root).rect
        let rings = try FrameProbe.one("timer running", in: root).rect
        XCTAssertGreaterThanOrEqual(rings.minY, pause.maxY, "when it rings, under Pause")
        XCTAssertTrue(FrameProbe.texts(root).contains("Oven 200°C"))
    }
}
