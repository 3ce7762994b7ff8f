@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// Selections that move (segments, tabs, choice), the rail and the toggles, as numbers.
final class ControlsSelectionTests: XCTestCase {
    func testTheSegmentPillSitsOnItsSegmentAndStretchesBetween() throws {
        let titles = ["Week", "Month", "Year"]
        let slot = (393.0 - 2 * Space.xxs) / 3
        let rest = ControlsTree(GlassSegments(titles, selected: 0), width: 393)
        let pill = try XCTUnwrap(rest.node(named: "selection"))
        assertClose(pill.rect.minX, Space.xxs)
        assertClose(pill.rect.width, slot)
        XCTAssertEqual(rest.text("Week")?.textItem?.color, .solid(Theme(app: .round).color(.label)))
        let theme = Theme(app: .round), glass = theme.color(.glassTint).over(theme.color(.background))
        let track = theme.color(.accent).opacity(GlassSegments.trackTint).over(glass)
        XCTAssertEqual(rest.text("Month")?.textItem?.color, .solid(Ink.readable(theme.color(.secondaryLabel), on: track, minimum: 5.5)))
        let dark = ControlsTree(GlassSegments(titles, selected: 0), width: 393, appearance: .dark)
        var fills: [Color] = []
        dark.node(named: "selection")?.frame.walk { frame, _, _ in fills += frame.controlsFill.map { [$0] } ?? [] }
        let thumb = try XCTUnwrap(fills.first)
        let darkGlass = Theme(app: .round, appearance: .dark).color(.glassTint).over(Theme(app: .round, appearance: .dark).color(.background))
        XCTAssertGreaterThan(thumb.over(darkGlass).contrast(with: darkGlass), 2.4, "the dark selection reads on the glass (it read 1.15:1)")
        XCTAssertTrue(rest.nodes.contains { $0.frame.role == .glass }, "on glass")
        let between = try XCTUnwrap(ControlsTree(GlassSegments(titles, position: 1.5), width: 393).node(named: "selection"))
        assertClose(between.rect.midX, Space.xxs + 2 * slot, "half-way from the second segment to the third")
        assertClose(between.rect.width, slot * 1.12, "stretched in transit")
        XCTAssertEqual(GlassSegments(titles, selected: 2, from: 0, t: 0).position, 0)
        XCTAssertEqual(GlassSegments(titles, selected: 2, from: 0, t: 1).position, 2)
        XCTAssertGreaterThan(GlassSegments(titles, selected: 2, from: 0, t: 0.64).position, 2, "a spring overshoots")
    }

    func testLightSegmentsShowATintedTrackAndAThumbWithASoftShadow() throws {
        let white = Color(rgb: 0xFFFFFF)
        for app in [AppTheme.round, .square] {
            let tree = ControlsTree(GlassSegments(["Metric", "US cups"], selected: 1), width: 353, app: app)
            let track = try XCTUnwrap(tree.first(.track, "track"), "\(app) has a track")
            let tint = try XCTUnwrap(track.paintColor)
            let onWhite = white.mix(with: tint.opacity(1), amount: tint.alpha)
            XCTAssertGreaterThan(white.contrast(with: onWhite), 1.06, "\(app) track visible on a white screen")
            XCTAssertLessThan(abs(track.rect.width - 353), 1e-6, "the track spans the control")
            let shadows = tree.nodes.flatMap { node in
                (node.frame.groupItem?.effects ?? []).compactMap { effect -> Color? in
                    if case .shadow(let color, _, _) = effect { return color }
                    return nil
                }
            }
            XCTAssertTrue(shadows.contains { $0.alpha >= 0.12 }, "\(app) thumb lifted by a shadow that shows on white")
        }
        let dark = ControlsTree(GlassSegments(["Metric", "US cups"], selected: 1), width: 353, appearance: .dark)
        XCTAssertNil(dark.first(.track, "track"), "dark glass needs no extra track")
    }

    func testTheTabBarTracksThePages() throws {
        let tabs = { (position: Double) in
            TrackingTabs(["Active", "Finished"], position: position) {
                Text("first page")
                Text("second page")
            }
        }
        let first = ControlsTree(tabs(0), width: 393)
        let bar = try XCTUnwrap(first.node(named: "tab indicator")), active = try XCTUnwrap(first.node(named: "Active"))
        assertClose(bar.rect.minX, active.rect.minX)
        assertClose(bar.rect.width, active.rect.width)
        assertClose(bar.rect.height, 3)
        assertClose(bar.rect.maxY, active.rect.maxY, "under its title")
        let half = ControlsTree(tabs(0.5), width: 393)
        let (a, f) = (try XCTUnwrap(half.node(named: "Active")).rect, try XCTUnwrap(half.node(named: "Finished")).rect)
        let moving = try XCTUnwrap(half.node(named: "tab indicator")).rect
        assertClose(moving.midX, (a.midX + f.midX) / 2, "half-way between the titles")
        assertClose(moving.width, (a.width + f.width) / 2 * 1.35, "stretched in transit")
        let (page1, page2) = (try XCTUnwrap(half.text("first page")), try XCTUnwrap(half.text("second page")))
        assertClose(page1.rect.minX, -0.5 * (393 + 2 * Space.lg), "pages a screen's margin either side apart")
        assertClose(page2.rect.minX, 0.5 * (393 + 2 * Space.lg))
        XCTAssertNil(first.text("second page"), "a page out of view is not laid out")
        let clip = try XCTUnwrap(half.node(named: "pages")?.frame.groupItem?.clip)
        guard case .path(let sides) = clip else { return XCTFail("the pages clip to their sides") }
        let xs = sides.flattened().map(\.x)
        assertClose(xs.min(), -Space.lg, "mid-swipe the pages run on to the screen's edge")
        assertClose(xs.max(), 393 + Space.lg)
    }

    func testTabTitlesAreQuieterThanTheBarTitleAndInactiveOnesStillRead() throws {
        let bar = ControlsTree(NavigationBar("Challenges"), width: 393)
        let barSize = try XCTUnwrap(bar.text("Challenges")?.textItem?.style.size)
        for app in [AppTheme.round, .square] {
            for appearance in [Appearance.light, .dark] {
                let tree = ControlsTree(TrackingTabs(["Active", "Finished"], position: 0) { Text("a"); Text("b") },
                                        width: 393, app: app, appearance: appearance)
                let active = try XCTUnwrap(tree.text("Active")?.textItem), inactive = try XCTUnwrap(tree.text("Finished")?.textItem)
                XCTAssertLessThan(active.style.size, barSize, "\(app) tab titles under the navigation title")
                guard case .solid(let ink) = inactive.color else { return XCTFail("solid ink") }
                let ground = tree.theme.color(.groupedBackground)
                let seen = ground.mix(with: ink.opacity(1), amount: ink.alpha)
                XCTAssertGreaterThanOrEqual(seen.contrast(with: ground), 3, "\(app) \(appearance) inactive tab title")
            }
        }
    }

    func testManyTabsScrollSoTheCurrentOneShows() throws {
        let aisles = ["Produce", "Dairy", "Bakery", "Pantry", "Frozen", "Drinks"]
        let tree = ControlsTree(TrackingTabs(aisles, position: 5) { for a in aisles { Text(a) } }, width: 320)
        let bar = try XCTUnwrap(tree.node(named: "tab indicator"))
        XCTAssertLessThanOrEqual(bar.rect.maxX, 320 + 1e-6)
        XCTAssertGreaterThan(bar.rect.minX, 0)
    }

    func testTheRailFadesWhereChipsRunOutOfSight() throws {
        let chips = ["All", "Quick", "Soups", "Salads", "Baking", "Desserts", "Drinks"]
        let start = ControlsTree(FilterRail(chips, selected: 0), width: 320, app: .square)
        XCTAssertEqual(start.all(.shape, "fade").map(\.rect.maxX), [320], "a fade at the trailing edge only")
        XCTAssertEqual(start.first(.pill, "All")?.paintColorOfSurface?.hex, Theme(app: .square).color(.accent).hex)
        XCTAssertEqual(start.first(.pill, "Quick")?.paintColorOfSurface, Theme(app: .square).color(.card))
        XCTAssertTrue(start.nodes.contains { $0.frame.groupItem?.clip == .rect }, "clipped at the edges")
        let end = ControlsTree(FilterRail(chips, selected: 6, offset: 10_000), width: 320)
        XCTAssertEqual(end.all(.shape, "fade").map(\.rect.minX), [0], "a fade at the leading edge only")
        XCTAssertEqual(try XCTUnwrap(end.first(.pill, "Drinks")).rect.maxX, 320, accuracy: 1e-6, "scrolled to its end")
        XCTAssertTrue(ControlsTree(FilterRail(["A", "B"], selected: 0), width: 320).all(.shape, "fade").isEmpty)
        for chip in start.all(.pill) { XCTAssertEqual(chip.rect.height, 36) }
    }

    func testABleedingRailRunsToTheScreenEdgeAndKeepsItsOrderWhenAChipIsSelected() throws {
        let chips = ["All", "Quick", "Soups", "Salads", "Baking", "Desserts", "Drinks"]
        let rail = { (selected: Int) in
            ControlsTree(FilterRail(chips, selected: selected, bleed: Space.lg).padding(.horizontal, Space.lg), width: 393, app: .square)
        }
        let first = rail(0), third = rail(2)
        XCTAssertEqual(first.all(.shape, "fade").map(\.rect.maxX), [393], "the fade sits at the screen's edge, not the inset")
        let strip = try XCTUnwrap(first.nodes.first { $0.frame.groupItem?.clip == .rect })
        assertClose(strip.rect.minX, 0, "clipped at the screen's edge")
        assertClose(strip.rect.width, 393)
        assertClose(first.first(.pill, "All")?.rect.minX, Space.lg, "the first chip lines up with the content")
        XCTAssertEqual(first.all(.pill).map(\.frame.name), third.all(.pill).map(\.frame.name), "selecting never reorders")
        XCTAssertEqual(first.all(.pill).map(\.rect.minX), third.all(.pill).map(\.rect.minX))
        XCTAssertEqual(third.first(.pill, "Soups")?.paintColorOfSurface?.hex, Theme(app: .square).color(.accent).hex)
    }

    func testTheFlowWrapsAtTheOfferedWidth() {
        let boxes = (0..<5).map { _ in ShapeView(.rect).frame(width: 100, height: 40) as any View }
        let tree = ControlsTree(FlowLayout(spacing: 8, lineSpacing: 10, children: boxes), width: 320)
        let rects = tree.all(.shape).map(\.rect)
        XCTAssertEqual(rects.map(\.minX), [0, 108, 216, 0, 108])
        XCTAssertEqual(rects.map(\.minY), [0, 0, 0, 50, 50])
        XCTAssertEqual(tree.root.size.height, 90)
    }

    func testTogglesBlendToTheirNewState() throws {
        let items = [IconToggles.Item("Sleep", icon: .moon, isOn: true), IconToggles.Item("Work", icon: .book)]
        XCTAssertEqual(IconToggles(items).amount(0), 1)
        XCTAssertEqual(IconToggles(items).amount(1), 0)
        XCTAssertEqual(IconToggles(items, changing: 0, t: 0).amount(0), 0, "just toggled on: still looks off")
        XCTAssertEqual(IconToggles(items, changing: 1, t: 0).amount(1), 1, "just toggled off: still looks on")
        let theme = Theme(app: .round)
        let tree = ControlsTree(IconToggles(items), width: 393)
        let on = try XCTUnwrap(tree.first(.pill, "Sleep")?.paintColorOfSurface)
        XCTAssertEqual(on, theme.color(.card).mix(with: theme.color(.accent), amount: 0.16))
        XCTAssertEqual(tree.first(.pill, "Work")?.paintColorOfSurface, theme.color(.card))
    }

    func testTheChoiceHighlightFollowsTheSelection() throws {
        let options = ["Weekly", "Every two weeks", "Monthly"].map { Choice.Option($0) }
        let rest = ControlsTree(Choice(options, selected: 2), width: 393, app: .square)
        let highlight = try XCTUnwrap(rest.node(named: "selection")), monthly = try XCTUnwrap(rest.first(.row, "Monthly"))
        XCTAssertEqual(highlight.rect, monthly.rect)
        XCTAssertEqual(highlight.frame.controlsSurface, .rounded(24 - Choice.inset), "concentric with the card")
        let moving = Choice(options, selected: 2, from: 0, t: 0.15)
        let tree = ControlsTree(moving, width: 393, app: .square)
        let (weekly, between) = (try XCTUnwrap(tree.first(.row, "Weekly")).rect, try XCTUnwrap(tree.node(named: "selection")).rect)
        XCTAssertGreaterThan(between.minY, weekly.minY)
        XCTAssertLessThan(between.minY, try XCTUnwrap(tree.first(.row, "Monthly")).rect.minY)
        XCTAssertEqual(moving.mark(0) + moving.mark(2), 1, accuracy: 1e-9, "the marks cross-fade")
        XCTAssertEqual(moving.mark(1), 0)
        XCTAssertTrue(rest.first(.card, "choice") != nil)
    }
}

extension ControlsTree.Node {
    /// The paint colour of the background shape of a surface frame.
    var paintColorOfSurface: Color? {
        guard let background = frame.groupItem?.children.first else { return nil }
        return ControlsTree.Node(frame: background, rect: .zero).paintColor
    }
}
