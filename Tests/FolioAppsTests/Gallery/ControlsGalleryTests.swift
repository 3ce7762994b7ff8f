@testable import FolioPieces
@testable import FolioApps
import FolioLayout
import FolioTestSupport
import XCTest

/// Every sample of every controls and chrome entry, at both widths under the pet theme (cards 28,
/// tiles 20) and the water theme (24 / 16): laid out inside its box, lint-clean, and with the shape
/// lock held by name (cards and tiles at the theme's radius, actions capsules, round buttons circles).
final class ControlsGalleryTests: XCTestCase {
    static let entries = PieceCatalog.controls + PieceCatalog.chrome

    func testTheGroupRegistersEveryPiece() {
        XCTAssertEqual(PieceCatalog.controls.map(\.name), [
            "screen-header", "elastic-button", "commit-button", "chat-bubble", "toast", "form-field", "glass-segments",
            "tracking-tabs", "filter-rail", "icon-toggles", "choice", "number-pad", "expanding-track",
        ])
        XCTAssertEqual(PieceCatalog.chrome.map(\.name), ["status-bar", "home-indicator", "floating-dock", "navigation-bar", "sheet", "screen"])
        for entry in Self.entries {
            XCTAssertFalse(entry.apps.isEmpty, entry.name)
            XCTAssertGreaterThanOrEqual(entry.samples().count, 2, "\(entry.name) shows its states")
        }
    }

    func testEverySampleFitsAndLintsClean() {
        for entry in Self.entries {
            for sample in entry.samples() {
                for app in [AppTheme.pet, .water] {
                    for width in [320.0, 393.0] {
                        let tree = ControlsTree(sample.view, width: width, app: app)
                        let label = "\(entry.name) '\(sample.label)' \(app) @\(Int(width))"
                        XCTAssertEqual(tree.root.size.width, width, label)
                        XCTAssertEqual(tree.spills, [], label)
                        XCTAssertEqual(tree.findings, [], label)
                    }
                }
            }
        }
    }

    func testSurfacesKeepTheShapeLock() {
        for entry in Self.entries {
            for sample in entry.samples() {
                for app in [AppTheme.pet, .water] {
                    let tree = ControlsTree(sample.view, width: 393, app: app)
                    let label = "\(entry.name) '\(sample.label)' \(app)"
                    for card in tree.all(.card) {
                        XCTAssertEqual(card.frame.controlsSurface, .rounded(app == .pet ? 28 : 24), label)
                    }
                    for tile in tree.all(.tile) {
                        XCTAssertEqual(tile.frame.controlsSurface, .rounded(app == .pet ? 20 : 16), label)
                    }
                    for pill in tree.all(.pill) {
                        XCTAssertEqual(pill.frame.controlsSurface, .capsule, "\(label) pill \(pill.frame.name ?? "")")
                    }
                    for button in tree.all(.button) {
                        guard let shape = button.frame.controlsSurface else { continue }
                        XCTAssertTrue(shape == .capsule || shape == .ellipse, "\(label) button \(button.frame.name ?? "") is \(shape)")
                    }
                }
            }
        }
    }

    func testWhatAFingerPressesIsA44PointTarget() {
        let passive: Set = ["status-bar", "home-indicator", "chat-bubble", "toast"]
        for entry in Self.entries {
            let tree = ControlsTree(VStack(children: entry.samples().map(\.view)), width: 393)
            let targets = tree.nodes.filter(\.frame.isTapTarget)
            XCTAssertEqual(targets.isEmpty, passive.contains(entry.name), entry.name)
            for target in targets {
                XCTAssertGreaterThanOrEqual(min(target.frame.size.width, target.frame.size.height), 44, "\(entry.name) \(target.frame.name ?? "")")
            }
        }
    }

    func testTheProbeSeesASpillButNotWhatAClipHides() {
        let wide = ShapeView(.rect).frame(width: 500, height: 10)
        XCTAssertEqual(ControlsTree(wide, width: 393).spills.count, 1)
        XCTAssertEqual(ControlsTree(wide.frame(width: 393).clipShape(.rect), width: 393).spills, [])
    }

    func testDarkSamplesLintCleanToo() {
        for entry in Self.entries {
            let tree = ControlsTree(VStack(children: entry.samples().map(\.view)), width: 393, app: entry.apps[0], appearance: .dark)
            XCTAssertEqual(tree.findings, [], entry.name)
        }
    }
}
