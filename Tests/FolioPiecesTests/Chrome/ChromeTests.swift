@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// The chrome's geometry on the default iPhone (393 × 852, safe area 59 / 34) and the SE.
final class ChromeTests: XCTestCase {
    let phone = Size(width: 393, height: 852)

    func testTheStatusBarFillsTheTopSafeArea() throws {
        let tree = ControlsTree(StatusBar(), width: 393)
        XCTAssertEqual(tree.root.size.height, 59)
        let time = try XCTUnwrap(tree.text("9:41"))
        XCTAssertEqual(time.textItem?.style.weight, .semibold)
        XCTAssertEqual(time.textItem?.style.size, 17)
        XCTAssertEqual(time.textItem?.color, .solid(Theme(app: .round).color(.label)))
        XCTAssertLessThan(time.rect.maxX, (393 - StatusBar.islandWidth) / 2, "left of the island")
        for glyph in ["signal", "wifi", "battery", "battery charge"] {
            let node = try XCTUnwrap(tree.node(named: glyph), glyph)
            XCTAssertGreaterThan(node.rect.minX, (393 + StatusBar.islandWidth) / 2, "\(glyph) right of the island")
        }
        let dark = ControlsTree(StatusBar(), width: 393, appearance: .dark)
        XCTAssertEqual(dark.text("9:41")?.textItem?.color, .solid(Theme(app: .round, appearance: .dark).color(.label)))
        XCTAssertEqual(ControlsTree(StatusBar(content: .light), width: 393).text("9:41")?.textItem?.color, .solid(.white))
        XCTAssertEqual(ControlsTree(StatusBar(), width: 375, device: .se).root.size.height, 20)
    }

    func testTheBatteryShowsItsCharge() throws {
        let full = try XCTUnwrap(ControlsTree(StatusBar(), width: 393).node(named: "battery charge"))
        let low = try XCTUnwrap(ControlsTree(StatusBar(battery: 0.25), width: 393).node(named: "battery charge"))
        assertClose(full.rect.width, 20)
        assertClose(low.rect.width, 5)
    }

    func testTheHomeIndicatorSits8PointsAboveTheBottom() throws {
        let tree = ControlsTree(HomeIndicator(), width: 393)
        XCTAssertEqual(tree.root.size.height, 34)
        let bar = try XCTUnwrap(tree.first(.chrome, "home indicator"))
        XCTAssertEqual(bar.rect, Rect(x: (393 - 134) / 2, y: 34 - 8 - 5, width: 134, height: 5))
        XCTAssertEqual(bar.frame.controlsSurface, .capsule)
        XCTAssertEqual(ControlsTree(HomeIndicator(), width: 375, device: .se).root.size.height, 0, "none on the SE")
    }

    func testTheDockIsAGlassCapsuleOfTabs() throws {
        let tabs = TestViews.tabs
        let tree = ControlsTree(FloatingDock(tabs, selected: 1), width: 393)
        let dock = try XCTUnwrap(tree.first(.chrome, "dock"))
        assertClose(dock.rect.width, 3 * FloatingDock.tabWidth + 10)
        assertClose(dock.rect.height, FloatingDock.height)
        XCTAssertEqual(tree.first(.glass)?.frame.children.first?.controlsSurface, .capsule)
        let friends = try XCTUnwrap(tree.node(named: "Friends"))
        XCTAssertEqual(tree.node(named: "selection")?.rect, friends.rect, "the pill on the selected tab")
        // The accent and the secondary label, deepened only as far as they must to read on the glass.
        let theme = Theme(app: .round), glass = theme.color(.glassTint).over(theme.color(.background))
        let pill = theme.color(.accent).opacity(FloatingDock.selectionTint).over(glass)
        XCTAssertEqual(tree.text("Friends")?.textItem?.color, .solid(Ink.readable(theme.color(.accent), on: pill, minimum: FloatingDock.inkContrast)))
        XCTAssertEqual(tree.text("Home")?.textItem?.color, .solid(Ink.readable(theme.color(.secondaryLabel), on: glass, minimum: FloatingDock.inkContrast)))
    }

    func testUnselectedDockLabelsAreQuieterThanTheSelectedOneYetStillRead() throws {
        for appearance in [Appearance.light, .dark] {
            let tree = ControlsTree(FloatingDock(TestViews.tabs, selected: 1), width: 393, appearance: appearance)
            let selected = try XCTUnwrap(tree.text("Friends")?.textItem), other = try XCTUnwrap(tree.text("Home")?.textItem)
            XCTAssertLessThan(other.style.weight.rawValue, selected.style.weight.rawValue, "\(appearance): a lighter weight")
            guard case .solid(let ink) = other.color, case .solid(let accent) = selected.color else { return XCTFail("solid inks") }
            let ground = tree.theme.color(.background)
            let seen = ground.mix(with: ink.opacity(1), amount: ink.alpha)
            XCTAssertLessThan(seen.contrast(with: ground), tree.theme.color(.label).contrast(with: ground), "\(appearance): quieter than the label")
            XCTAssertGreaterThanOrEqual(seen.contrast(with: ground), 3, "\(appearance): still readable")
            XCTAssertNotEqual(ink, accent)
        }
    }

    func testTheInlineBarCentresItsTitleBetweenRoundButtons() throws {
        let tree = ControlsTree(NavigationBar("Widgets", trailing: [RoundButton(.plus, name: "Add")]), width: 393)
        let back = try XCTUnwrap(tree.first(.button, "Back"))
        XCTAssertEqual(back.rect, Rect(x: Space.md, y: (NavigationBar.rowHeight - 44) / 2, width: 44, height: 44))
        assertClose(try XCTUnwrap(tree.text("Widgets")).rect.midX, 393 / 2)
        assertClose(try XCTUnwrap(tree.first(.button, "Add")).rect.maxX, 393 - Space.md)
        let long = ControlsTree(NavigationBar(String(repeating: "Challenges ", count: 6)), width: 320)
        let title = try XCTUnwrap(long.nodes.first { $0.textItem != nil })
        XCTAssertTrue(title.textItem?.metrics.isTruncated == true)
        XCTAssertGreaterThan(title.rect.minX, try XCTUnwrap(long.first(.button, "Back")).rect.maxX)
    }

    func testTheLargeBarPutsABoldTitleUnderTheButtons() throws {
        let tree = ControlsTree(NavigationBar("Month", style: .large), width: 393)
        let title = try XCTUnwrap(tree.text("Month"))
        XCTAssertEqual(title.textItem?.style, .largeTitle)
        assertClose(title.rect.minX, Space.lg)
        XCTAssertGreaterThan(title.rect.minY, try XCTUnwrap(tree.first(.button, "Back")).rect.maxY)
    }

    func testASheetRestsAtItsDetentOverADimmedSmallerScreen() throws {
        for (detent, top) in [(Sheet.Detent.medium, 426.0), (.large, 69), (.height(300), 552)] {
            let tree = ControlsTree(Sheet(detent: detent, background: Fill(.background)) { Text("Body") }, size: phone)
            let sheet = try XCTUnwrap(tree.first(.sheet, "sheet"))
            assertClose(sheet.rect.minY, top, "\(detent)")
            let surface = try XCTUnwrap(sheet.frame.children.first)
            XCTAssertEqual(surface.controlsSurface, .rounded(28), "the card radius at its top corners")
            XCTAssertGreaterThan(surface.size.height, sheet.frame.size.height, "its bottom corners run off the screen")
        }
        let large = ControlsTree(Sheet(detent: .large, background: Fill(.background)) { Text("Body") }, size: phone)
        let scaled = try XCTUnwrap(large.first(.screen, "behind"))
        assertClose(scaled.transform.a, 1 - Sheet.behindScale, "a large sheet scales the screen behind back")
        assertClose(scaled.transform.ty, 59, "from its top, down to the bottom of the status bar's region, 10 pt above the sheet")
        assertClose(scaled.transform.tx, 393 * Sheet.behindScale / 2, "with black at its sides")
        XCTAssertEqual(scaled.frame.groupItem?.clip, .rounded(Sheet.behindRadius / (1 - Sheet.behindScale)), "its own top corners")
        let bars = large.all(.chrome).filter { $0.frame.name == "status bar" }
        XCTAssertEqual(bars.count, 1, "one status bar, the system's, over both")
        assertClose(bars.first?.rect.minY ?? -1, 0)
        let tree = ControlsTree(Sheet(background: Fill(.background)) { Text("Body") }, size: phone)
        let behind = try XCTUnwrap(tree.first(.screen, "behind"))
        assertClose(behind.transform.a, 1, "a medium sheet leaves the screen behind in place, dimmed")
        XCTAssertNil(behind.frame.groupItem?.clip)
        XCTAssertEqual(tree.node(named: "dim")?.frame.controlsFill?.alpha ?? 0, 0.28, accuracy: 1e-9)
        let grabber = try XCTUnwrap(tree.node(named: "grabber"))
        XCTAssertEqual(grabber.rect.size, Size(width: 36, height: 5))
        assertClose(grabber.rect.midX, 393 / 2)
        XCTAssertNotNil(tree.first(.chrome, "home indicator"), "the sheet keeps the home indicator")
    }

    func testARisingSheetIsPartWayUpAndTheScreenBehindPartWayBack() throws {
        let tree = ControlsTree(Sheet(rise: 0.5, background: Fill(.background)) { Text("Body") }, size: phone)
        assertClose(try XCTUnwrap(tree.first(.sheet, "sheet")).rect.minY, 426 + 426 * 0.5)
        let large = ControlsTree(Sheet(detent: .large, rise: 0.5, background: Fill(.background)) { Text("Body") }, size: phone)
        assertClose(try XCTUnwrap(large.first(.screen, "behind")).transform.a, 1 - Sheet.behindScale / 2)
        XCTAssertEqual(tree.node(named: "dim")?.frame.controlsFill?.alpha ?? 0, 0.14, accuracy: 1e-9)
    }

    func testAScreenPlacesItsChromeAroundTheContent() throws {
        let docked = ControlsTree(Screen(chrome: .dock(selected: 0, tabs: TestViews.tabs)) {
            Text("Content")
        }, size: phone)
        XCTAssertEqual(docked.root.children.first?.groupItem?.clip, .rect, "cut at the screen's edge")
        assertClose(try XCTUnwrap(docked.first(.chrome, "status bar")).rect.height, 59)
        assertClose(try XCTUnwrap(docked.text("Content")).rect.minY, 59, "content starts under the status bar")
        assertClose(try XCTUnwrap(docked.first(.chrome, "dock")).rect.maxY, 852 - 34, "floating above the home indicator")
        assertClose(try XCTUnwrap(docked.first(.chrome, "home indicator")).rect.maxY, 852 - 8)
        XCTAssertEqual(docked.root.children.first?.groupItem?.children.first?.controlsFill, Theme(app: .round).color(.groupedBackground))

        let pushed = ControlsTree(Screen(background: .background, chrome: .navigation(title: "Streak")) { Text("Content") }, size: phone)
        assertClose(try XCTUnwrap(pushed.first(.chrome, "navigation bar")).rect.minY, 59)
        assertClose(try XCTUnwrap(pushed.text("Content")).rect.minY, 59 + NavigationBar.rowHeight)
        XCTAssertNil(pushed.first(.chrome, "dock"))

        let toasted = ControlsTree(Screen(toast: Toast("Saved")) { Spacer() }, size: phone)
        assertClose(try XCTUnwrap(toasted.node(named: "toast")).rect.minY, 59 + Space.xs, "the toast rests under the status bar")
        let overText = ControlsTree(Screen(toast: Toast("Saved")) { Text("Content") }, size: phone)
        let toast = try XCTUnwrap(overText.node(named: "toast")).rect
        let content = try XCTUnwrap(overText.text("Content")).rect
        assertClose(toast.minY, 59 + Space.xs, "it stays under the status bar")
        assertClose(content.minY, toast.maxY + Space.sm, "and the text it would cover makes room, pushed down below it")
        XCTAssertFalse(toast.intersects(content, by: 0.5))
        assertClose(try XCTUnwrap(overText.first(.chrome, "status bar")).rect.minY, 0, "the chrome stays")
    }

    func testAToastRestsCentredAndClearOfTheHeaderNeverOverTheTitle() throws {
        let buttons = [RoundButton(.plus, name: "Add friend")]
        let tabbed = ControlsTree(Screen(chrome: .dock(selected: 1, tabs: TestViews.tabs), toast: Toast("Sent! Juno will see it soon")) {
            ScreenHeader("Friends", buttons: buttons).padding(.horizontal, Space.lg)
        }, size: phone)
        let pushed = ControlsTree(Screen(chrome: .navigation(title: "Challenges", trailing: buttons), toast: Toast("Joined")) {
            Text("Content")
        }, size: phone)
        for (tree, header) in [(tabbed, tabbed.first(.header)), (pushed, pushed.first(.chrome, "navigation bar"))] {
            let toast = try XCTUnwrap(tree.node(named: "toast")).rect, top = try XCTUnwrap(header).rect
            XCTAssertGreaterThanOrEqual(toast.minY, top.maxY + 16 - 1e-9, "16 pt clear of the header and its buttons")
            XCTAssertGreaterThanOrEqual(toast.minY, 59, "below the status bar")
            assertClose(toast.midX, 393 / 2, "centred")
            for word in ["Friends", "Challenges", "Add friend"] {
                if let covered = tree.text(word)?.rect ?? tree.node(named: word)?.rect {
                    XCTAssertNil(toast.intersection(covered), "the toast leaves \(word) uncovered")
                }
            }
        }
    }
}
