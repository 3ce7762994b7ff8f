import FolioCore
import XCTest

/// The one spring of the motion kit, checked with numbers: overshoot, settling and fixed values.
final class SpringTests: XCTestCase {
    /// The highest value over the first `seconds`, sampled every millisecond.
    private func peak(_ spring: Spring, seconds: Double = 3) -> Double {
        (0...Int(seconds * 1000)).map { spring.value(atSeconds: Double($0) / 1000) }.max() ?? 0
    }

    func testUnderDampedOvershoots() {
        for damping in [0.3, 0.5, 0.7, 0.9] {
            let spring = Spring(response: 0.5, dampingFraction: damping)
            XCTAssertGreaterThan(peak(spring) - 1, 0, "damping \(damping)")
            XCTAssertEqual(peak(spring) - 1, spring.overshoot, accuracy: 0.001, "the stated overshoot, damping \(damping)")
        }
        XCTAssertEqual(Spring.standard.overshoot, 0.046, accuracy: 0.001)
    }

    func testCriticallyDampedNeverPassesItsTarget() {
        let spring = Spring(response: 0.5, dampingFraction: 1)
        XCTAssertLessThanOrEqual(peak(spring), 1)
        XCTAssertEqual(spring.overshoot, 0)
        XCTAssertNil(spring.peakSeconds)
    }

    func testSettledWithinHalfAPercentByItsStatedTime() {
        for spring in [Spring.standard, .critical, .bouncy, Spring(response: 0.3, dampingFraction: 0.4)] {
            let settle = spring.settlingSeconds()
            for ms in Int((settle * 1000).rounded(.up))...Int(settle * 1000) + 3000 {
                let value = spring.value(atSeconds: Double(ms) / 1000)
                XCTAssertLessThanOrEqual(abs(value - 1), Spring.settleTolerance, "\(spring) at \(ms) ms")
            }
        }
        XCTAssertEqual(Spring.standard.settlingSeconds(), 0.6406, accuracy: 0.0005)
    }

    func testValuesAtFixedTimes() {
        let spring = Spring.standard
        XCTAssertEqual(spring.value(atSeconds: 0), 0)
        XCTAssertEqual(spring.value(atSeconds: 0.1), 0.4233, accuracy: 0.0005)
        XCTAssertEqual(spring.value(atSeconds: 0.2), 0.8737, accuracy: 0.0005)
        XCTAssertEqual(spring.value(atSeconds: spring.peakSeconds ?? 0), 1 + spring.overshoot, accuracy: 1e-9)
        XCTAssertEqual(Spring.critical.value(atSeconds: 0.2), 0.7158, accuracy: 0.0005)
        // The same time gives the same bits.
        XCTAssertEqual(spring.value(atSeconds: 0.137).bitPattern, spring.value(atSeconds: 0.137).bitPattern)
    }

    func testProgressRunsOverTheSettlingTime() {
        let spring = Spring.standard
        XCTAssertEqual(spring.progress(0), 0)
        XCTAssertEqual(spring.progress(1), 1)
        XCTAssertEqual(spring.progress(2), 1)
        let peakT = (spring.peakSeconds ?? 0) / spring.settlingSeconds()
        XCTAssertEqual(peakT, 0.546, accuracy: 0.001)
        XCTAssertGreaterThan(spring.progress(peakT), 1.04)
    }
}
