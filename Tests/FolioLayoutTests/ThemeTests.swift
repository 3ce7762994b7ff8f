import FolioLayout
import FolioTestSupport
import XCTest

final class ThemeTests: XCTestCase {
    func testCardsInTheFrameTreeCarryTheThemeRadius() {
        for (app, card, tile) in [(AppTheme.round, 28.0, 20.0), (.square, 24, 16)] {
            let view = VStack {
                Text("Card").card(name: "card")
                Text("Tile").tile(name: "tile")
            }
            let root = lay(view, width: 393, height: 852, app: app)
            let cardSurface = root.first(.card, "card")?.children.first?.shapeItem?.shape
            XCTAssertEqual(cardSurface, .roundedRect(radius: card, style: .continuous), "\(app)\n\(dump(root))")
            let tileSurface = root.first(.tile, "tile")?.children.first?.shapeItem?.shape
            XCTAssertEqual(tileSurface, .roundedRect(radius: tile, style: .continuous), "\(app)\n\(dump(root))")
        }
    }

    func testThemeColourOpacityMultiplies() {
        let theme = Theme(app: .folio)
        XCTAssertEqual(ThemeColor.secondaryLabel.opacity(0.5).resolve(in: theme).alpha, 0.37, accuracy: 0.001)
        let secondary = theme.color(.secondaryLabel)
        for ground in [theme.color(.card), theme.color(.groupedBackground)] {
            XCTAssertGreaterThanOrEqual(secondary.over(ground).contrast(with: ground), 4.5, "the secondary label reads as body text")
        }
        XCTAssertEqual(ThemeColor(Color.white).resolve(in: Theme(app: .round, appearance: .dark)), .white)
    }

    func testDevicesByName() {
        XCTAssertEqual(Device.named("iphone")?.size, Size(width: 393, height: 852))
        XCTAssertEqual(Device.named("se")?.safeArea, EdgeInsets(top: 20))
        XCTAssertEqual(Device.named("pro-max")?.safeRect, Rect(x: 0, y: 59, width: 430, height: 932 - 93))
        XCTAssertNil(Device.named("ipad"))
        XCTAssertEqual(Device.se.scaled(3).scale, 3)
    }

    func testSpacingScale() {
        XCTAssertEqual([Space.xxs, Space.xs, Space.sm, Space.md, Space.lg, Space.xl, Space.xxl], [4, 8, 12, 16, 20, 24, 32])
    }
}
