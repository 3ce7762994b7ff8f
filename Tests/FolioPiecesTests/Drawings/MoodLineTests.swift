import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces

final class MoodLineTests: XCTestCase {
    /// Runs of moods that tempt a smooth curve to overshoot: peaks, plateaus, cliffs, zigzags.
    private let runs: [[Double]] = [
        [3, 4, 4, 2, 1, 1, 5],
        [1, 5, 1, 5, 1],
        [2, 2, 2, 5, 5, 5, 1],
        [1, 2, 3, 4, 5],
        [5, 4.9, 1, 1.1, 3],
    ]

    func testTheCurveNeverLeavesTheRangeOfTheTwoPointsItJoins() {
        for run in runs {
            let points = run.enumerated().map { Point(x: Double($0) * 40 + 10, y: 200 - $1 * 30) }
            var previous = points[0]
            var segment = 0
            for element in MonotoneCurve.path(through: points).elements {
                guard case .cubic(let c1, let c2, let end) = element else { continue }
                let (lo, hi) = (min(previous.y, end.y), max(previous.y, end.y))
                for i in 0...64 {
                    let t = Double(i) / 64, u = 1 - t
                    let y = u * u * u * previous.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                    XCTAssertTrue(y >= lo - 1e-9 && y <= hi + 1e-9, "run \(run), segment \(segment): y \(y) outside \(lo)…\(hi)")
                }
                XCTAssertEqual(end, points[segment + 1], "the curve passes through every point")
                previous = end
                segment += 1
            }
            XCTAssertEqual(segment, points.count - 1)
        }
    }

    func testAFlatStretchStaysFlat() {
        let points = [Point(x: 0, y: 50), Point(x: 40, y: 50), Point(x: 80, y: 50), Point(x: 120, y: 10)]
        XCTAssertEqual(MonotoneCurve.slopes(points)[0...2].map { $0 }, [0, 0, 0])
    }

    func testADayWithoutACheckInSplitsTheLine() {
        let days = zip(["M", "T", "W", "T", "F", "S", "S"], [MoodFace.okay, .good, .bad, nil, .good, .great, .great])
            .map { MoodLine.Day($0, $1) }
        let plot = MoodLine.Plot(size: Size(width: 350, height: 180), count: days.count)
        let segments = MoodLine.segments(days, plot: plot)
        XCTAssertEqual(segments.map(\.count), [3, 3])
        XCTAssertEqual(segments[1][0].x, plot.x(4))

        let root = lay(MoodLine(days: days), width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("line segment", in: root).map(\.frame).count, 2)
        XCTAssertEqual(FrameProbe.named("area", in: root).map(\.frame).count, 2)
    }

    func testGapsAtTheEdgesAndLoneDaysDrawNoLine() {
        let days: [MoodLine.Day] = [.init("1", nil), .init("2", .good), .init("3", nil), .init("4", .bad), .init("5", .okay), .init("6", nil)]
        let plot = MoodLine.Plot(size: Size(width: 300, height: 160), count: days.count)
        XCTAssertEqual(MoodLine.segments(days, plot: plot).map(\.count), [1, 2])
        let root = lay(MoodLine(days: days), width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("line segment", in: root).map(\.frame).count, 1, "a lone day is a face, not a line")
    }

    func testAxisFacesTakeAGutterBeforeTheDays() {
        let days = (1...30).map { MoodLine.Day("\($0)", $0 % 3 == 0 ? nil : .good) }
        let plain = MoodLine.Plot(size: Size(width: 320, height: 180), count: 30)
        let marked = MoodLine.Plot(size: Size(width: 320, height: 180), count: 30, leading: MoodLine.axisGutter)
        XCTAssertEqual(marked.x(0), MoodLine.axisGutter + marked.slot / 2)
        XCTAssertEqual(marked.x(29) + marked.slot / 2, 320, accuracy: 1e-9, "the last day still ends at the trailing edge")
        XCTAssertLessThan(marked.slot, plain.slot)
        XCTAssertEqual(FrameProbe.named("axis faces", in: lay(MoodLine(days: days, axisFaces: true), width: 353, app: .round)).map(\.frame).count, 1)
        XCTAssertEqual(FrameProbe.named("axis faces", in: lay(MoodLine(days: days), width: 353, app: .round)).map(\.frame).count, 0)
    }

    func testBetterMoodsSitHigher() {
        let plot = MoodLine.Plot(size: Size(width: 350, height: 180), count: 7)
        let ys = MoodFace.allCases.map(plot.y)
        XCTAssertEqual(ys, ys.sorted(by: >))
        XCTAssertEqual(ys.first, plot.bottom)
        XCTAssertEqual(ys.last, plot.top)
    }

    func testTheLineDrawsInFromTheLeft() {
        let days = (1...7).map { MoodLine.Day("\($0)", .good) }
        func reveal(_ t: Double) -> Double {
            let line = FrameProbe.named("line", in: lay(MoodLine(days: days, progress: t), width: 353, app: .round)).map(\.frame)
            guard case .group(let g)? = line.first?.item, case .path(let clip)? = g.clip else { return -1 }
            return clip.controlBounds.width
        }
        XCTAssertLessThan(reveal(0), reveal(0.5))
        XCTAssertLessThan(reveal(0.5), reveal(1))
    }
}
