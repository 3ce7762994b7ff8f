import FolioKit
import FolioSnapshotTesting
import XCTest

/// The pet's home, rendered from code and checked against its goldens in XCTest.
final class HomeScreenTests: XCTestCase {
    /// Rendering is a function call: a target and a request in, PNG bytes out.
    func testRendersTheHomeScreen() throws {
        let renderer = try FolioRenderer()
        let png = try renderer.render("pet.home", FolioRequest(device: .se, appearance: .dark, scale: 1))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// The home's pixels and its frame tree match their goldens (Goldens/HomeScreenTests.goldens).
    func testHomeMatchesItsGoldens() {
        assertSnapshot(of: "pet.home", as: .png.on(.se, scale: 1))
        assertSnapshot(of: "pet.home", as: .frameTree.on(.se, scale: 1))
    }
}
