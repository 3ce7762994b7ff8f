import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

final class RecipeFlowTests: XCTestCase {
    private func steps(_ name: String) throws -> [FlowStep] {
        let flow = try XCTUnwrap(Fixtures.recipe.flows.first { $0.name == name }, name)
        return try XCTUnwrap(try flow.steps(for: try Fixtures.recipe.snapshot()))
    }

    func testTheFiveFlowsAreCaptionedWithTheSeedsLines() {
        XCTAssertEqual(Fixtures.recipe.flows.map(\.caption), [
            "Swipe from All to Quick and open a recipe",
            "Tap Start cooking, turn the oven timer and step through",
            "Open the sliders button, drag the servings track and swipe to US cups",
            "Swipe a planned meal, or pick a recipe for the weekend",
            "Swipe between aisles and tick off the shopping list",
        ])
    }

    /// Every flow builds from the default snapshot; every touch names exactly one frame of its
    /// step's tree, on the screen, and every step lints clean in both appearances.
    func testEveryTouchFindsItsFrameAndEveryStepLintsClean() throws {
        for flow in Fixtures.recipe.flows {
            let steps = try XCTUnwrap(try flow.steps(for: try Fixtures.recipe.snapshot()), flow.id)
            XCTAssertGreaterThanOrEqual(steps.count, 2, flow.id)
            XCTAssertTrue(steps.dropFirst().contains { $0.motion != nil }, "\(flow.id) shows its motion")
            XCTAssertNotNil(steps.first?.touch, "\(flow.id) starts with a touch")
            for (i, step) in steps.enumerated() {
                if let touch = step.touch {
                    let found = FrameProbe.named(touch, in: Fixtures.recipe.lay(step.view))
                    XCTAssertEqual(found.count, 1, "\(flow.id) step \(i + 1): \(found.count) frames named \(touch)")
                    if let rect = found.first?.rect {
                        XCTAssertTrue(Device.iPhone.bounds.contains(Point(x: rect.midX, y: rect.midY)),
                                      "\(flow.id) step \(i + 1): the finger on \(touch) is off the screen")
                    }
                }
                for appearance in Appearance.allCases {
                    XCTAssertEqual(Fixtures.recipe.findings(step.view, appearance).map(\.description), [], "\(flow.id) step \(i + 1)")
                }
            }
        }
    }

    func testTheServingsFlowVisiblyChangesTheAmounts() throws {
        let steps = try steps("servings")
        let before = FrameProbe.texts(Fixtures.recipe.lay(steps[2].view))
        let doubled = FrameProbe.texts(Fixtures.recipe.lay(steps[3].view))
        let cups = FrameProbe.texts(Fixtures.recipe.lay(try XCTUnwrap(steps.last).view))
        XCTAssertTrue(before.contains("1 kg") && before.contains("4 servings"), "\(before)")
        XCTAssertTrue(doubled.contains("2 kg") && doubled.contains("8 servings"), "\(doubled)")
        XCTAssertTrue(cups.contains("4 ½ lb"), "2 kg of tomatoes in pounds: \(cups)")
        XCTAssertTrue(cups.contains("⅔ cup"), "⅓ cup of cream doubled: \(cups)")
    }

    func testTheShoppingFlowRollsTheCountDownByOne() throws {
        let steps = try steps("shopping")
        let counts = steps.map { FrameProbe.texts(Fixtures.recipe.lay($0.view)).first { $0.contains("of 10 ticked") } }
        XCTAssertEqual(counts.first, "4 of 10 ticked")
        XCTAssertEqual(counts.last, "5 of 10 ticked")
    }

    func testThePlanFlowPinsTonightThenFillsTheWeekend() throws {
        let steps = try steps("plan-meal")
        XCTAssertEqual(steps.count, 6)
        let tonight = PlanWeek.rowName(try Fixtures.recipe.snapshot().date)
        XCTAssertEqual(Array(steps.prefix(4).map(\.touch)), [tonight, "Pin", "Plan Saturday", "Plan Saturday"], "tonight's row swiped, Saturday planned")
        let last = Fixtures.recipe.lay(try XCTUnwrap(steps.last).view)
        XCTAssertEqual(FrameProbe.named("pinned", in: last).count, 2, "Wednesday's gnocchi and now tonight's soup pinned")
        XCTAssertEqual(try XCTUnwrap(steps.last).caption, "Green shakshuka on Saturday")
        XCTAssertTrue(FrameProbe.texts(last).contains("6 of 7 days planned"))
    }

    /// The cook flow's finger holds the dial's knob itself (it touched the middle of the dial), its
    /// drag ends where ten minutes puts the knob, and the timer is started and paused in place.
    func testTheCookFlowHoldsTheKnobAndStartsTheTimer() throws {
        let steps = try steps("cook")
        XCTAssertEqual(steps.map(\.touch), ["Start cooking", "Start cooking", "timer knob", "Start timer", "Next step", nil])
        func knobFace(_ root: Frame) throws -> Point {
            let knob = try FrameProbe.one("knob", in: root)
            var faces: [Rect] = []
            // The knob's shapes are drawn in the dial's box, so their paths are in the knob frame's coordinates.
            knob.frame.walk { frame, _, _ in
                guard case .shape(let s) = frame.item, case .path(let p) = s.shape else { return }
                let xs = p.flattened().map(\.x), ys = p.flattened().map(\.y)
                faces.append(Rect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                                  height: (ys.max() ?? 0) - (ys.min() ?? 0)))
            }
            let face = try XCTUnwrap(faces.max { $0.width < $1.width })
            return Point(x: knob.rect.minX + face.midX, y: knob.rect.minY + face.midY)
        }
        let holding = Fixtures.recipe.lay(steps[2].view), turned = Fixtures.recipe.lay(steps[3].view)
        let handle = try FrameProbe.one("timer knob", in: holding).rect
        let start = try knobFace(holding), end = try knobFace(turned)
        XCTAssertEqual(handle.midX, start.x, accuracy: 1, "the finger on the knob, not the dial's middle")
        XCTAssertEqual(handle.midY, start.y, accuracy: 1)
        let travel = try XCTUnwrap(steps[2].finger).travel
        XCTAssertEqual(start.x + travel.x, end.x, accuracy: 1, "the drag ends on the knob at ten minutes")
        XCTAssertEqual(start.y + travel.y, end.y, accuracy: 1)
        XCTAssertTrue(FrameProbe.texts(Fixtures.recipe.lay(steps[4].view)).contains("Pause"))
        let way = FrameProbe.named("Back", in: holding).count + FrameProbe.named("Stop cooking", in: holding).count
        XCTAssertEqual(way, 0, "one way out: Done")
        XCTAssertEqual(FrameProbe.named("Done", in: holding).count, 1)
    }
}
