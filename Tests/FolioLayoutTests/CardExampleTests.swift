import FolioLayout
import FolioTestSupport
import XCTest

/// The example of the module's documentation: a card with a title, a subtitle and a pill button on
/// an iPhone-wide screen, checked frame by frame.
final class CardExampleTests: XCTestCase {
    func testTheCardAt393Points() throws {
        let root = layout(groceriesCard(), environment: Environment(theme: Theme(app: .round), measurer: fake))
        let card = try XCTUnwrap(root.first(.card, "Groceries"), dump(root))
        // 16 + 20.4 + 8 + 18 + 8 + 44.4 + 16 = 130.8 tall, centred on the 852 pt screen.
        assertRect(card, 20, 360.6, 353, 130.8, "card", in: root)
        XCTAssertEqual(card.children.first?.shapeItem?.shape, .roundedRect(radius: 28, style: .continuous))
        assertRect(card.children.first, 0, 0, 353, 130.8, "card surface", in: root)
        assertRect(root.text("Groceries"), 16, 16, 76.5, 20.4, "title", in: root)
        assertRect(root.text("$42 left of $300"), 16, 44.4, 120, 18, "subtitle", in: root)
        let pill = try XCTUnwrap(root.first(.pill, "Add expense"), dump(root))
        assertRect(pill, 16, 70.4, 133.5, 44.4, "pill", in: root)
        XCTAssertTrue(pill.isTapTarget)
        XCTAssertEqual(pill.children.first?.shapeItem?.shape, .capsule)
        assertRect(pill.children.last, 20, 12, 93.5, 20.4, "pill label", in: root)
        XCTAssertEqual(lint(root, theme: Theme(app: .round)), [])
    }
}
