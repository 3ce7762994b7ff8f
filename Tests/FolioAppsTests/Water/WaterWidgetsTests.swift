import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterWidgetsTests: XCTestCase {
    func testTheWidgetsStandOnAWallpaperEachNamedUnderIt() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterWidgetsScreen(snapshot))
        let wallpaper = try FrameProbe.one("Wallpaper", in: root)
        XCTAssertEqual(wallpaper.frame.role, .card)
        let wash = FrameProbe.frames(wallpaper.frame).first { entry in
            if case .shape(let shape) = entry.frame.item, case .linear? = shape.fill { return true }
            return false
        }
        XCTAssertNotNil(wash, "the wallpaper is a wash of colour, not the screen's plain background")
        let widgets = try ["Small widget", "Medium widget", "Large widget"].map { try FrameProbe.one($0, in: root) }
        for (widget, name) in zip(widgets, ["Small", "Medium", "Large"]) {
            XCTAssertEqual(widget.frame.role, .tile)
            XCTAssertTrue(wallpaper.rect.contains(widget.rect), "\(name) on the wallpaper")
            let label = try XCTUnwrap(FrameProbe.frames(root).first { entry in
                if case .text(let t) = entry.frame.item { return t.string == name }
                return false
            }, "\(name) is named")
            XCTAssertGreaterThanOrEqual(label.rect.minY, widget.rect.maxY, "\(name)'s name under it")
            XCTAssertEqual(label.rect.midX, widget.rect.midX, accuracy: 0.5, "\(name)'s name centred under it")
            XCTAssertTrue(wallpaper.rect.contains(label.rect))
        }
        let (small, medium, large) = (widgets[0].rect, widgets[1].rect, widgets[2].rect)
        XCTAssertEqual(small.height, medium.height, accuracy: 1e-9)
        XCTAssertLessThan(medium.maxY, small.minY, "the medium widget on top")
        XCTAssertLessThan(small.maxY, large.minY)
        XCTAssertGreaterThan(large.height, medium.height, "the large widget is taller")
        XCTAssertLessThanOrEqual(wallpaper.rect.maxY, Device.iPhone.size.height - Device.iPhone.safeArea.bottom)
        XCTAssertEqual(try FrameProbe.one("navigation bar", in: root).frame.role, .chrome)
    }

    func testTheRollingTotalStandsUnderTheMediumWidget() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterWidgetsScreen(snapshot))
        let medium = try FrameProbe.one("Medium widget", in: root).rect
        let small = try FrameProbe.one("Small widget", in: root).rect
        let total = try FrameProbe.one("Rolling total", in: root)
        XCTAssertEqual(total.frame.role, .tile, "the number has a home: a tile of the app's card beside the small widget")
        XCTAssertEqual(total.rect.minY, small.minY, accuracy: 1e-9)
        XCTAssertEqual(total.rect.height, small.height, accuracy: 1e-9, "as tall as the small widget beside it")
        XCTAssertGreaterThan(total.rect.minY, medium.maxY, "under the medium widget")
        XCTAssertGreaterThanOrEqual(total.rect.minX, small.maxX, "beside the small one")
        XCTAssertLessThanOrEqual(total.rect.maxX, medium.maxX + 0.5)
    }

    func testTheMediumWidgetHasItsOwnShelf() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterWidgetsScreen(snapshot))
        let medium = try FrameProbe.one("Medium widget", in: root)
        for id in snapshot.widgets.mediumShelf {
            let item = try XCTUnwrap(snapshot.shelf.first { $0.id == id })
            let button = try FrameProbe.one(item.label, in: root)
            XCTAssertEqual(button.frame.role, .button)
            XCTAssertTrue(button.frame.isTapTarget)
            XCTAssertTrue(medium.rect.contains(button.rect), "\(item.label) is on the medium widget")
        }
    }

    func testTheMediumShelfNamesItsDrinksAndTellsThemApart() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterWidgetsScreen(snapshot))
        let medium = try FrameProbe.one("Medium widget", in: root)
        let items = snapshot.widgets.mediumShelf.compactMap { id in snapshot.shelf.first { $0.id == id } }.prefix(3)
        var fills: [Color] = []
        for item in items {
            let button = try FrameProbe.one(item.label, in: root)
            let paint = FrameProbe.frames(button.frame).compactMap { entry -> Color? in
                guard case .shape(let shape) = entry.frame.item, case .linear(let g)? = shape.fill else { return nil }
                return g.stops.last?.color
            }.first
            fills.append(try XCTUnwrap(paint, "\(item.label) is filled"))
            XCTAssertEqual(paint, item.kind.color.resolve(in: Theme(app: .water)), "\(item.label) in its drink's colour")
            let name = try XCTUnwrap(FrameProbe.frames(root).first { entry in
                if case .text(let t) = entry.frame.item { return t.string == item.kind.displayName && medium.rect.contains(entry.rect) }
                return false
            }, "\(item.kind.displayName) named under its button")
            XCTAssertGreaterThan(name.rect.minY, button.rect.minY)
        }
        XCTAssertEqual(Set(fills).count, Set(items.map(\.kind)).count, "different drinks, different buttons")
    }

    func testTheRollingTotalIsTheDaysHydrationAndItsLastChange() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let texts = FrameProbe.texts(Fixtures.water.lay(WaterWidgetsScreen(snapshot)))
        XCTAssertTrue(texts.contains("+250 ml"), "the last drink, a glass of water: \(texts)")
        let total = try FrameProbe.one("Rolling total", in: Fixtures.water.lay(WaterWidgetsScreen(snapshot)))
        XCTAssertEqual(FrameProbe.named("live stat", in: total.frame).count, 1)
        XCTAssertTrue(texts.contains("2,075 ml"))
        let logged = try snapshot.applying(.logDrink(kind: .tea, volumeMl: 300))
        let after = FrameProbe.texts(Fixtures.water.lay(WaterWidgetsScreen(logged, rollingFrom: 2075)))
        XCTAssertTrue(after.contains("+270 ml"), "300 ml of tea counts 270: \(after)")
    }

    func testWithoutASmallWidgetTheTotalIsALiveStatOnItsOwn() throws {
        var snapshot = try Fixtures.water.snapshot()
        snapshot.widgets.sizes = [.medium]
        let root = Fixtures.water.lay(WaterWidgetsScreen(snapshot))
        XCTAssertTrue(FrameProbe.named("Small widget", in: root).isEmpty)
        XCTAssertTrue(FrameProbe.named("Large widget", in: root).isEmpty)
        XCTAssertEqual(FrameProbe.named("live stat", in: root).count, 1)
        XCTAssertEqual(Fixtures.water.findings(WaterWidgetsScreen(snapshot), .dark), [])
    }
}
