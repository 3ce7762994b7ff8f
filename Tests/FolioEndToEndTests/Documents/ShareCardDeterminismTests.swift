import FolioApps
import FolioAppsTestSupport
@testable import FolioCards
@testable import FolioGoldens
@testable import FolioReport
@testable import FolioStorybook
@testable import FolioTargets
import XCTest

/// A whole share card drawn twice, or from a card made again, is the same bytes.
final class ShareCardDeterminismTests: XCTestCase {
    func testTheSameCardTwiceIsTheSameBytes() throws {
        let card = try ShareCard(entry: ShareCardEntry.water, snapshot: CardFixtures.water(), size: .square, appearance: .dark)
        let first = try card.png(measurer: CardFixtures.measurer)
        XCTAssert(try card.png(measurer: CardFixtures.measurer) == first)
        let again = try ShareCard(entry: ShareCardEntry.water, snapshot: CardFixtures.water(), size: .square, appearance: .dark)
        XCTAssert(try again.png(measurer: CardFixtures.measurer) == first)
    }
}
