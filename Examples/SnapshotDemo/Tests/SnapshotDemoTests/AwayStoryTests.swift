import FolioSnapshotTesting
import Testing

/// A story of the home, in dark, checked in Swift Testing: `assertSnapshot` records an issue on a
/// mismatch, and `verifySnapshot` returns the message for `#expect`.
@Suite struct AwayStoryTests {
    @Test func awayMatchesItsGoldenInDark() {
        assertSnapshot(of: "pet.home:away", as: .png.dark.on(.se, scale: 1))
    }

    @Test func awayFrameTreeIsUnchanged() {
        #expect(verifySnapshot(of: "pet.home:away", as: .frameTree.dark.on(.se, scale: 1)) == nil)
    }
}
