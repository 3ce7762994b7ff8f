import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Pet at the accessibility text sizes: what shared a line stacks, and a caption in the art moves
/// out of it, so nothing is cut.
final class PetTextSizeTests: XCTestCase {
    private func screen(_ view: any View, _ size: DynamicTypeSize) -> Frame {
        var environment = Environment(theme: Theme(app: .pet, appearance: .light), measurer: PetFixture.measurer(), device: .se)
        environment.textSize = size
        return layout(view, environment: environment)
    }

    /// The trip's headline stands in the sky at the default size and above the page at AX3.
    func testTheTripsHeadlineLeavesTheSkyAtTheAccessibilitySizes() throws {
        let snapshot = try PetFixture.snapshot()
        let headline = "Back from \(snapshot.adventure.destination)"
        for (size, inSky) in [(DynamicTypeSize.large, true), (.ax3, false)] {
            let frame = screen(PetAdventureScreen(snapshot), size)
            let scene = try XCTUnwrap(PetFixture.one("adventure scene", in: frame)).rect
            let text = try XCTUnwrap(FrameProbe.frames(frame).first {
                if case .text(let t) = $0.frame.item { return t.string == headline }
                return false
            }?.rect, "\(size)")
            XCTAssertEqual(scene.contains(text), inSky, "\(size): \(text) in \(scene)")
            if !inSky { XCTAssertLessThanOrEqual(text.maxY, scene.minY, "\(size): above the page") }
        }
    }

    /// The streak's page grows at AX3 so its line ends above the glowing number.
    func testTheStreakPageGrowsSoTheLineNeverCoversTheNumber() throws {
        let snapshot = try PetFixture.snapshot()
        let large = try XCTUnwrap(PetFixture.one("streak scene", in: screen(PetStreakScreen(snapshot), .large))).rect
        let ax3 = try XCTUnwrap(PetFixture.one("streak scene", in: screen(PetStreakScreen(snapshot), .ax3))).rect
        XCTAssertEqual(large.height, StreakHero.height, accuracy: 0.5)
        XCTAssertGreaterThan(ax3.height, StreakHero.height + 40)
    }
}
