import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The third craft pass's leftovers: the low day's button in view, the words told apart.
final class PetLeftoverTests: XCTestCase {
    /// On every phone, the low day's "Check in" rests whole above the home indicator, and the form
    /// scrolls above it.
    func testTheLowDaysCheckInIsPinnedAboveTheHomeIndicator() throws {
        let snapshot = try PetFixture.snapshot()
        for device in Device.all {
            let frame = PetFixture.screen(PetCheckInScreen(snapshot, draft: PetStoryStates.lowDay), device: device)
            let button = try XCTUnwrap(PetFixture.one("Check in", in: frame), device.name).rect
            let floor = device.size.height - device.safeArea.bottom
            XCTAssertLessThanOrEqual(button.maxY, floor, "\(device.name): the button ends above the home indicator")
            XCTAssertGreaterThan(button.minY, floor - 80, "\(device.name): the button rests at the sheet's foot")
            let scroll = try XCTUnwrap(PetFixture.one("form scroll", in: frame), device.name).rect
            XCTAssertLessThanOrEqual(scroll.minY, button.minY - 100, "\(device.name): the form is above the button")
        }
    }

    /// Hopeful and Grateful, offered side by side on a good day, differ in icon and in colour; no
    /// two words offered for one face share an icon.
    func testTheWordsOfOneFaceEachHaveTheirOwnIcon() {
        XCTAssertNotEqual(PetFormat.icon(forWord: "hopeful"), PetFormat.icon(forWord: "grateful"))
        XCTAssertNotEqual(PetFormat.tint(forWord: "hopeful"), PetFormat.tint(forWord: "grateful"))
        for mood in Mood.allCases {
            let icons = mood.suggestedWords.map(PetFormat.icon(forWord:))
            XCTAssertEqual(Set(icons.map(\.rawValue)).count, icons.count, "\(mood): \(icons)")
        }
    }
}
