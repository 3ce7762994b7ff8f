import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces

/// The states of the smaller drawn pieces, as numbers on the frame tree.
final class DrawingsStateTests: XCTestCase {
    func testFanCardsTurnAboutTheirBottomCentre() {
        let cards = (0..<3).map { FanStack.Card(content: Text("Card \($0)")) }
        let fan = FanStack(cards: cards, angle: 8)
        XCTAssertEqual((0..<3).map(fan.rotation(of:)), [0, -8, 8])
        XCTAssertEqual(FanStack(cards: cards, spread: 0).rotation(of: 1), 0)
        let root = lay(fan, width: 353, app: .round)
        let turned = FrameProbe.frames(root).map(\.frame).compactMap { frame -> FolioCore.AffineTransform? in
            guard case .group(let g) = frame.item, !g.transform.isIdentity else { return nil }
            return g.transform
        }
        XCTAssertEqual(turned.count, 2, "the two cards behind are turned")
        for t in turned {
            let bottomCentre = Point(x: fan.cardSize.width / 2, y: fan.cardSize.height)
            XCTAssertEqual(t.apply(bottomCentre).x, bottomCentre.x, accuracy: 1e-9)
            XCTAssertEqual(t.apply(bottomCentre).y, bottomCentre.y, accuracy: 1e-9)
        }
        XCTAssertEqual(FrameProbe.named("front card", in: root).map(\.frame).count, 1)
    }

    func testStopsAreReachedCurrentOrAhead() {
        let stops = ["Home", "Bridge", "Woods", "Hollow"].map { StepTrail.Stop($0) }
        let trail = StepTrail(stops: stops, current: 2)
        XCTAssertEqual(stops.indices.map(trail.state(of:)), [.reached, .reached, .current, .ahead])
        let root = lay(trail, width: 353, app: .round)
        let checks = FrameProbe.frames(root).filter {
            if case .icon(let i) = $0.frame.item { return i.icon == .check }
            return false
        }
        XCTAssertEqual(checks.count, 2)
        XCTAssertEqual(FrameProbe.named("travelled", in: root).map(\.frame).count, 2)
        XCTAssertEqual(FrameProbe.named("ahead", in: root).map(\.frame).count, 1)
        XCTAssertEqual(FrameProbe.named("pulse", in: root).map(\.frame).count, 1)
        XCTAssertEqual(FrameProbe.named("pulse", in: lay(StepTrail(stops: stops, current: 4), width: 353, app: .round)).map(\.frame).count, 0)
    }

    func testThePulseGrowsAndFades() {
        let stops = ["Home", "Bridge"].map { StepTrail.Stop($0) }
        func ring(_ pulse: Double) -> (radius: Double, alpha: Double) {
            let frame = FrameProbe.named("pulse", in: lay(StepTrail(stops: stops, current: 0, pulse: pulse), width: 353, app: .round)).map(\.frame).first
            guard case .shape(let s)? = frame?.item, case .solid(let c)? = s.stroke?.paint else { return (0, 0) }
            return (DrawingsFixture.path(frame).controlBounds.width / 2, c.alpha)
        }
        XCTAssertLessThan(ring(0.2).radius, ring(0.8).radius)
        XCTAssertGreaterThan(ring(0.2).alpha, ring(0.8).alpha)
    }

    func testTheSelectedFaceIsLargerAndRinged() {
        let root = lay(MoodFaces(selected: .good), width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("selection ring", in: root).map(\.frame).count, 1)
        XCTAssertEqual(FrameProbe.named("selection ring", in: lay(MoodFaces(), width: 353, app: .round)).map(\.frame).count, 0)
        let (face, _, _) = MoodFaces.metrics(width: 353)
        let ring = DrawingsFixture.path(FrameProbe.named("selection ring", in: root).map(\.frame).first).controlBounds.width / 2
        XCTAssertEqual(ring, face * MoodFaces.selectedScale / 2 + 4, accuracy: 1e-9)
    }

    func testFaceNamesReadAtFourAndAHalfToOneEvenBesideAChoice() throws {
        for app in [AppTheme.round, .square] {
            for appearance in [Appearance.light, .dark] {
                let theme = Theme(app: app, appearance: appearance)
                let root = lay(MoodFaces(selected: .good), width: 353, app: theme.look, appearance: theme.appearance)
                for name in ["Awful", "Bad", "Okay", "Good", "Great"] {
                    let label = try XCTUnwrap(RowsProbe.placed(root).first { $0.text == name }, name)
                    guard case .text(let item) = label.frame.item, case .solid(let ink) = item.color else { return XCTFail("solid ink") }
                    let alpha = ink.alpha * label.opacity
                    for ground in [theme.color(.card), theme.color(.groupedBackground)] {
                        let seen = ground.mix(with: ink.opacity(1), amount: alpha)
                        XCTAssertGreaterThanOrEqual(seen.contrast(with: ground), 4.5, "\(app) \(appearance) \(name)")
                    }
                }
            }
        }
    }

    func testTheGlowNumberCountsUpAndGlows() {
        XCTAssertEqual(GlowNumber(30, progress: 0).shownValue, 0)
        XCTAssertEqual(GlowNumber(30, progress: 1).shownValue, 30)
        XCTAssertLessThan(GlowNumber(30, progress: 0.3).shownValue, 30)
        let root = lay(GlowNumber(30, caption: "day streak"), width: 353, app: .round)
        let number = FrameProbe.frames(root).map(\.frame).first {
            if case .text(let t) = $0.item { return t.string == "30" }
            return false
        }
        guard case .text(let t)? = number?.item else { return XCTFail("the number is text") }
        guard case .linear = t.color else { return XCTFail("the number is filled with a gradient") }
        XCTAssertTrue(t.style.tabularFigures)
        XCTAssertEqual(t.style.weight, .heavy)
        XCTAssertEqual(t.style.resolvedFamily, "Inter Display")
        let glows = DrawingsFixture.effects(in: root).filter { if case .glow = $0 { return true } else { return false } }
        XCTAssertEqual(glows.count, 1)
    }
}

final class GlowNumberFitTests: XCTestCase {
    func testAHugeNumberShrinksToTheWidthInsteadOfSpilling() {
        let root = lay(GlowNumber(12_345, fontSize: 120), width: 200, app: .round)
        let number = FrameProbe.frames(root).first {
            if case .text(let t) = $0.frame.item { return t.string == "12345" }
            return false
        }
        guard let number, case .text(let t) = number.frame.item else { return XCTFail("the number is drawn") }
        XCTAssertLessThan(t.style.size, 120)
        XCTAssertLessThanOrEqual(number.rect.maxX, 200.5)
        XCTAssertEqual(lint(root, theme: Theme(app: .round)), [])
    }
}
