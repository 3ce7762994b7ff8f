import FolioCore
import XCTest

/// Curves end where they should; a timeline maps milliseconds to each part's progress.
final class TimelineTests: XCTestCase {
    func testEveryCurveRunsFromZeroToOne() {
        for curve: Curve in [.linear, .easeIn, .easeOut, .easeInOut, .smooth, .standardSpring, .spring(.critical)] {
            XCTAssertEqual(curve(0), 0, curve.name)
            XCTAssertEqual(curve(1), 1, curve.name)
            XCTAssertEqual(curve(-1), 0, curve.name)
        }
        XCTAssertEqual(Curve.easeInOut(0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Curve.easeOut(0.5), 0.875, accuracy: 1e-12)
        XCTAssertEqual(Curve.standardSpring.name, "spring 0.5 s · 0.7")
    }

    func testTimelineMapsMillisecondsToEachPartsProgress() {
        let timeline = Timeline([
            .init("push", start: 0, duration: 400, curve: .linear),
            .init("toast", start: 300, duration: 200, curve: .easeOut),
        ])
        XCTAssertEqual(timeline.duration, 500)
        XCTAssertEqual(timeline.progress("push", at: 200), 0.5)
        XCTAssertEqual(timeline.progress("toast", at: 200), 0)
        XCTAssertEqual(timeline.progress("toast", at: 400), 0.875, accuracy: 1e-12)
        XCTAssertEqual(timeline.progress(at: 600), ["push": 1, "toast": 1])
        XCTAssertEqual(timeline.progress("missing", at: 0), 1)
    }

    func testFrameTimesCoverTheWholeClip() {
        let timeline = Timeline([.init("a", duration: 100, curve: .linear)])
        XCTAssertEqual(timeline.frameTimes(fps: 30).count, 4)
        XCTAssertEqual(timeline.frameTimes(fps: 30).last ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.frameTimes(fps: 60).count, 7)
    }
}
