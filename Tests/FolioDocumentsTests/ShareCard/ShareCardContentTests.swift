import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import XCTest
@testable import FolioCards
@testable import FolioTargets

/// What the cards say, and that hard data still lays out: the stress fixtures, a first day with no
/// streak, a name of 200 right-to-left characters; every one lint clean on every arrangement.
final class ShareCardContentTests: XCTestCase {
    private func fixture<S: AppSnapshot>(_ path: String, as type: S.Type) throws -> S {
        try S.decode(try String(contentsOfFile: "\(CardFixtures.packageRoot)/Tests/Fixtures/\(path)", encoding: .utf8), file: path)
    }

    /// Every text in `card`'s tree, in order.
    private func texts(_ card: ShareCard) -> [String] {
        var strings: [String] = []
        card.frame(measurer: CardFixtures.measurer).walk { frame, _, _ in
            if case .text(let text) = frame.item { strings.append(text.string) }
        }
        return strings
    }

    /// The texts of `card` cut short with an ellipsis.
    private func truncated(_ card: ShareCard) -> [String] {
        var strings: [String] = []
        card.frame(measurer: CardFixtures.measurer).walk { frame, _, _ in
            if case .text(let text) = frame.item, text.metrics.isTruncated { strings.append(text.string) }
        }
        return strings
    }

    private func assertLintClean(_ entry: ShareCardEntry, _ snapshot: any AppSnapshot, _ label: String, line: UInt = #line) throws {
        for size in [ShareCardSize.portrait, .story, .landscape] {
            for appearance in Appearance.allCases {
                let card = try ShareCard(entry: entry, snapshot: snapshot, size: size, appearance: appearance)
                let findings = lint(card.frame(measurer: CardFixtures.measurer), theme: Theme(app: AppCatalog.theme(of: entry.app), appearance: appearance))
                XCTAssertEqual(findings.map(\.description), [], "\(label) \(size) \(appearance)", line: line)
            }
        }
    }

    func testTheWaterCardSaysTheDayAndTheStreak() throws {
        let card = try ShareCard(entry: ShareCardEntry.water, snapshot: CardFixtures.water(), size: .landscape)
        XCTAssertEqual(truncated(card), [])
        let strings = texts(card)
        // The bundled day is partway: one glass short of the goal at 18:40.
        for expected in ["Water and Streaks", "On my way today", "91% of the day's goal", "1,825", "12-day streak", "Nov 27"] {
            XCTAssert(strings.contains(expected), "\(expected) not in \(strings)")
        }
        // The words say the day and the share; the card the total, the goal, the streak and the date: each once.
        for number in ["1,825", "2,000", "12", "91", "27"] {
            XCTAssertEqual(strings.filter { $0.contains(number) }.count, 1, "\(number) said once: \(strings)")
        }
        var names: [String] = []
        card.frame(measurer: CardFixtures.measurer).walk { frame, _, _ in if let name = frame.name { names.append(name) } }
        XCTAssert(names.contains("layer fill"), "the day's colour-band blob is on the card")
        XCTAssert(names.contains("band 1"))
    }

    func testTheLightWaterCardIsWhiteWithAnEdgeAndNothingSlicedByIt() throws {
        let card = try ShareCard(entry: ShareCardEntry.water, snapshot: CardFixtures.water(), size: .portrait, appearance: .light)
        let root = card.frame(measurer: CardFixtures.measurer)
        var edges = 0, cardRect: Rect?
        var ornaments: [Rect] = []
        var backdrop: Frame?
        root.walk { frame, rect, _ in
            if frame.name == "edge" { edges += 1 }
            if frame.name == "card" { cardRect = rect }
            if frame.name == "backdrop" { backdrop = frame }
        }
        // The backdrop covers the canvas from its corner, so its rects are the canvas's.
        try XCTUnwrap(backdrop).walk { frame, rect, _ in
            if ["bubble", "drop"].contains(frame.name ?? ""), case .shape(let shape) = frame.item, case .path(let path) = shape.shape {
                ornaments.append(path.controlBounds.offsetBy(dx: rect.minX, dy: rect.minY))
            }
        }
        XCTAssertEqual(card.face.fill.resolve(in: Theme(app: .water, appearance: .light)), Color.white,
                       "a light card's face is white, not grey")
        XCTAssertEqual(edges, 1, "the card shows its thickness along its edge")
        let card0 = try XCTUnwrap(cardRect)
        XCTAssertFalse(ornaments.isEmpty)
        for ornament in ornaments { XCTAssertNil(ornament.intersection(card0), "\(ornament) is cut by the card at \(card0)") }
    }

    func testThePetCardSaysTheStreakWithBiscuit() throws {
        let card = try ShareCard(entry: ShareCardEntry.pet, snapshot: CardFixtures.pet(), size: .story)
        XCTAssertEqual(truncated(card), [])
        let strings = texts(card)
        for expected in ["Self-Care Pet", "30 days of self-care", "Maya and Biscuit · 5 days this week", "30", "day streak",
                         "Showing up, every day!", "M", "S"] {
            XCTAssert(strings.contains(expected), "\(expected) not in \(strings)")
        }
        var mascots: [String] = []
        card.frame(measurer: CardFixtures.measurer).walk { frame, _, _ in
            if frame.role == .mascot, let name = frame.name { mascots.append(name) }
        }
        XCTAssert(mascots.contains("Biscuit"), "\(mascots)")
        XCTAssertLessThan(strings.filter { $0.contains("30") }.count, 3, "the streak said at most twice: \(strings)")
    }

    func testHardSnapshotsLayOutLintClean() throws {
        try assertLintClean(ShareCardEntry.water, fixture("water/stress.json", as: WaterSnapshot.self), "water stress")
        try assertLintClean(ShareCardEntry.pet, fixture("pet/stress.json", as: PetSnapshot.self), "pet stress")
        try assertLintClean(ShareCardEntry.pet, fixture("pet/empty-day.json", as: PetSnapshot.self), "pet empty day")
        var long = try CardFixtures.pet()
        long.person = Person(name: String(repeating: "مريم ", count: 40).trimmingCharacters(in: .whitespaces))
        try assertLintClean(ShareCardEntry.pet, long, "pet with a long right-to-left name")
    }

    func testAFirstDayHasItsOwnWords() throws {
        let empty = try fixture("pet/empty-day.json", as: PetSnapshot.self)
        XCTAssertEqual(empty.currentStreak, 0)
        let card = try ShareCard(entry: ShareCardEntry.pet, snapshot: empty, size: .landscape)
        XCTAssertEqual(truncated(card), [], "nothing is cut short")
        let strings = texts(card)
        for expected in ["Day one starts today", "0", "Let's start today!", "Maya and Biscuit · 0 days this week"] {
            XCTAssert(strings.contains(expected), "\(expected) not in \(strings)")
        }
    }
}

/// The light on the card follows its tilt, read off the frame tree: the sheen's brightest line, the
/// shade on the far side and the shadows' fall.
final class ShareCardLightTests: XCTestCase {
    private func frame(_ tilt: CardTilt) throws -> Frame {
        try ShareCard(entry: ShareCardEntry.water, snapshot: CardFixtures.water(), tilt: tilt).frame(measurer: CardFixtures.measurer)
    }

    private func first(_ name: String, in root: Frame) -> Frame? {
        var found: Frame?
        root.walk { frame, _, _ in if found == nil, frame.name == name { found = frame } }
        return found
    }

    /// Where along the card's diagonal the sheen is brightest, 0…1.
    private func sheenCentre(_ tilt: CardTilt) throws -> Double {
        let sheen = first("sheen", in: try frame(tilt))?.item
        guard case .shape(let shape)? = sheen, case .linear(let gradient)? = shape.fill else {
            XCTFail("the card has no sheen drawn as a linear gradient")
            return -1
        }
        return gradient.stops.max { $0.color.alpha < $1.color.alpha }?.offset ?? -1
    }

    func testTheSheenSlidesAgainstTheTiltAndBrightensWithIt() throws {
        let flat = try sheenCentre(.flat)
        XCTAssertLessThan(try sheenCentre(CardTilt(pitch: 0, yaw: 20)!), flat, "right edge away: the glare moves up-left")
        XCTAssertGreaterThan(try sheenCentre(CardTilt(pitch: 0, yaw: -20)!), flat, "right edge near: the glare moves down-right")
        XCTAssertGreaterThan(try sheenCentre(CardTilt(pitch: -15, yaw: 0)!), flat)
        func peak(_ tilt: CardTilt) throws -> Double {
            guard case .shape(let shape)? = first("sheen", in: try frame(tilt))?.item, case .linear(let g)? = shape.fill else { return 0 }
            return g.stops.map(\.color.alpha).max() ?? 0
        }
        XCTAssertGreaterThan(try peak(.standard), try peak(.flat) * 2)
    }

    func testTheFarSideIsShadedAndTheShadowFallsAwayFromTheTilt() throws {
        XCTAssertNil(first("shade", in: try frame(.flat)), "a flat card has no far side")
        XCTAssertNotNil(first("shade", in: try frame(.standard)))
        func shadowOffsets(_ tilt: CardTilt) throws -> [Point] {
            guard case .group(let group)? = first("card", in: try frame(tilt))?.item else { return [] }
            return group.effects.compactMap { if case .shadow(_, _, let offset) = $0 { offset } else { nil } }
        }
        let flat = try shadowOffsets(.flat), turned = try shadowOffsets(CardTilt(pitch: 20, yaw: -20)!)
        XCTAssertEqual(flat.count, 2)
        XCTAssertEqual(flat.map(\.x), [0, 0])
        for (a, b) in zip(flat, turned) {
            XCTAssertGreaterThan(b.x, a.x, "the near (right) edge throws its shadow further right")
            XCTAssertGreaterThan(b.y, a.y, "the top tipped back throws the shadow further down")
        }
    }
}

/// Cards are private by default: money shows only when the sharer asks for it.
final class ShareCardPrivacyTests: XCTestCase {
    func testTheBudgetCardShowsAmountsOnlyWhenAsked() throws {
        let snapshot = try SnapshotStore.shared.snapshot(BudgetSnapshot.self, path: "\(CardFixtures.packageRoot)/Templates/snapshots/budget.json")
        func texts(_ options: ShareCardOptions) throws -> [String] {
            var found: [String] = []
            try ShareCard(entry: .budget, snapshot: snapshot, size: .square, options: options).frame(measurer: CardFixtures.measurer)
                .walk { frame, _, _ in if case .text(let t) = frame.item { found.append(t.string) } }
            return found
        }
        let hidden = try texts(ShareCardOptions()), shown = try texts(ShareCardOptions(showsAmounts: true))
        XCTAssertFalse(hidden.contains { $0.contains("$") }, "\(hidden)")
        XCTAssertTrue(hidden.contains { $0.contains("% spent") }, "shares are shown: \(hidden)")
        XCTAssertTrue(shown.contains { $0.contains("$") && $0.contains("left") }, "\(shown)")
    }
}

/// The words beside a card are its message: on every preset image, light and dark, they are read
/// whole, never cut to an ellipsis.
final class ShareCardWordsTests: XCTestCase {
    func testNoAppsHeadlineOrDetailIsEllipsizedOnAnyPresetSize() throws {
        for entry in ShareCardCatalog.all {
            let snapshot = try SnapshotStore.shared.snapshot(entry.snapshotType,
                                                             path: "\(CardFixtures.packageRoot)/Templates/snapshots/\(entry.app.rawValue).json")
            for preset in ShareCardSize.presets {
                for appearance in Appearance.allCases {
                    let frame = try ShareCard(entry: entry, snapshot: snapshot, size: preset.size, appearance: appearance)
                        .frame(measurer: CardFixtures.measurer)
                    var cut: [String] = []
                    frame.walk { f, _, _ in
                        guard let words = f.name, words == "words" else { return }
                        f.walk { leaf, _, _ in if case .text(let t) = leaf.item, t.metrics.isTruncated { cut.append(t.string) } }
                    }
                    XCTAssertEqual(cut, [], "\(entry.app.rawValue) \(preset.name) \(appearance)")
                }
            }
        }
    }
}
