import FolioTestSupport
import Foundation
import FolioLayout
import XCTest
@testable import FolioPieces

final class TimerDialTests: XCTestCase {
    func testTheArcSweepsTheRemainingFractionOfATurn() {
        for (remaining, total) in [(15_150, 21_600), (720, 1_200), (45, 600), (600, 600), (0, 600)] {
            let dial = TimerDial(remaining: remaining, total: total)
            XCTAssertEqual(dial.sweepDegrees, Double(remaining) / Double(total) * 360, accuracy: 1e-9)
        }
    }

    func testTheKnobSitsAtTheEndOfTheArc() {
        for (remaining, total) in [(15_150, 21_600), (300, 1_200), (45, 600)] {
            let dial = TimerDial(remaining: remaining, total: total, diameter: 240)
            let root = lay(dial.frame(width: 240, height: 240), width: 240, app: .round)
            let arc = DrawingsFixture.path(FrameProbe.named("remaining", in: root).map(\.frame).first)
            guard let end = DrawingsFixture.lastPoint(arc) else { return XCTFail("the arc has an end") }
            let angle = atan2(end.y - 120, end.x - 120) * 180 / .pi
            let expected = -90 + dial.sweepDegrees
            let turn = (angle - expected).truncatingRemainder(dividingBy: 360)
            XCTAssertEqual(abs(turn) < 1e-6 || abs(abs(turn) - 360) < 1e-6, true, "arc ends at \(angle)°, expected \(expected)°")
            let knob = FrameProbe.named("knob", in: root).map(\.frame)
            XCTAssertEqual(knob.count, 1)
        }
    }

    func testAnEmptyTimerHasNoArc() {
        let root = lay(TimerDial(remaining: 0, total: 600), width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("remaining", in: root).map(\.frame).count, 0)
        XCTAssertEqual(FrameProbe.named("track", in: root).map(\.frame).count, 1)
    }

    func testTheTimeReadsLikeAClockOnOneLine() {
        XCTAssertEqual(TimerDial(remaining: 15_150, total: 21_600).timeText, "4h 12m", "no seconds on long durations")
        XCTAssertEqual(TimerDial(remaining: 720, total: 1_200).timeText, "12:00")
        XCTAssertEqual(TimerDial(remaining: 45, total: 600).timeText, "0:45")
        XCTAssertEqual(TimerDial(remaining: 3_600, total: 7_200).timeText, "1h")
        XCTAssertEqual(TimerDial(remaining: 9_000, total: 10_800).timeText, "2h 30m")
    }

    func testTheTicksReadAsTheDurationsMinutes() {
        XCTAssertEqual(TimerDial(remaining: 0, total: 25 * 60).ticks.count, 25)
        XCTAssertEqual(TimerDial(remaining: 0, total: 3_600).ticks.count, 60)
        XCTAssertEqual(TimerDial(remaining: 0, total: 90 * 60).ticks.count, 18, "one every five minutes")
        XCTAssertEqual(TimerDial(remaining: 0, total: 21_600).ticks.count, 24, "one every quarter hour")
    }
}
