import FolioApps
import FolioAppsTestSupport
import FolioLayout
import XCTest
@testable import FolioTargets

/// Every flow of every app shows its motion, and a step's motion starts on the screen before and
/// ends on the step's own screen, frame tree for frame tree.
final class FlowMotionTests: XCTestCase {
    func player(_ flow: FlowEntry) throws -> FlowPlayer {
        let snapshot = try SnapshotStore.shared.snapshot(flow.snapshotType, path: nil)
        let steps = try XCTUnwrap(try flow.steps(for: snapshot), flow.id)
        let env = Environment(theme: Theme(app: AppCatalog.theme(of: flow.app), appearance: .light), measurer: FixedWidthTextMeasurer(), device: .iPhone)
        return FlowPlayer(steps: steps, environment: env)
    }

    func testEveryFlowOfEveryAppShowsItsMotion() throws {
        for app in AppCatalog.apps {
            let flows = AppCatalog.flows.filter { $0.app == app.id }
            XCTAssertFalse(flows.isEmpty, "\(app.id.rawValue) has flows")
            for flow in flows {
                let steps = try player(flow).steps
                XCTAssertTrue(steps.dropFirst().contains { $0.motion != nil }, "\(flow.id) shows its motion")
                XCTAssertNil(steps.first?.motion, "\(flow.id) starts still")
            }
        }
    }

    func testAMotionStartsOnTheScreenBeforeAndEndsOnItsOwn() throws {
        for flow in AppCatalog.flows {
            let player = try player(flow)
            for i in player.steps.indices.dropFirst() {
                let motion = player.motion(i)
                XCTAssertEqual(player.screen(step: i, at: 0), player.screens[i - 1], "\(flow.id) step \(i + 1) at 0 ms")
                XCTAssertEqual(player.screen(step: i, at: motion.duration), player.screens[i], "\(flow.id) step \(i + 1) at its end")
                if let scene = motion.scene, motion.kind != .dismiss {
                    // The scene at the motion's end is the step's own screen: the motion lands where the step is.
                    let env = Environment(theme: Theme(app: AppCatalog.theme(of: flow.app), appearance: .light), measurer: FixedWidthTextMeasurer(), device: .iPhone)
                    XCTAssertEqual(layout(scene(motion.curve(1)), environment: env, name: "step \(i + 1)"), player.screens[i],
                                   "\(flow.id) step \(i + 1)'s scene lands on its screen")
                }
            }
        }
    }

    func testTheClipRestsMovesAndRestsAndEndsOnTheLastScreen() throws {
        let player = try player(try XCTUnwrap(AppCatalog.flows.first { $0.id == "pet.flow.tick-goal" }))
        XCTAssertEqual(player.frame(at: 0), player.screens[0], "the clip opens on the first screen, no finger yet")
        XCTAssertEqual(player.frame(at: player.duration), player.screens.last, "and ends on the last, the finger gone")
        let motions = player.segments.filter { if case .motion = $0 { true } else { false } }
        XCTAssertEqual(motions.count, player.steps.count - 1)
    }

    func testAFingerFollowsItsPathThenLetsGo() throws {
        let player = try player(try XCTUnwrap(AppCatalog.flows.first { $0.id == "budget.flow.swipe-budget" }))
        let start = try XCTUnwrap(player.touches[0])
        let travel = try XCTUnwrap(player.steps[0].finger).travel
        let duration = player.motion(1).duration
        XCTAssertEqual(player.finger(step: 1, at: duration * FlowMotion.fingerShare / 2), start + travel * 0.5)
        XCTAssertNil(player.finger(step: 1, at: duration * 0.75), "let go: the block springs on its own")
    }
}
