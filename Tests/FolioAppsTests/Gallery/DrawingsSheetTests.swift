@testable import FolioApps
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces

/// Every drawings sample, at the narrowest and the usual phone width, in the pet and water themes
/// (light and dark): inside its box, lint-clean, cards and tiles on the theme's radii.
final class DrawingsSheetTests: XCTestCase {
    func testTheCatalogListsEveryDrawing() {
        XCTAssertEqual(PieceCatalog.drawings.map(\.name),
                       ["mascot", "mood-faces", "mood-line", "glow-number", "timer-dial", "step-trail", "fan-stack", "layer-fill",
                        "motion-card"])
        for entry in PieceCatalog.drawings {
            XCTAssertGreaterThanOrEqual(entry.samples().count, 3, "\(entry.name) shows its states")
        }
    }

    func testEverySampleFitsItsWidthWithoutLintFindings() {
        for entry in PieceCatalog.drawings {
            for sample in entry.samples() {
                for width in [320.0, 393.0] {
                    for theme in DrawingsFixture.themes {
                        let where_ = "\(entry.name) '\(sample.label)' at \(Int(width)) in \(theme.app) \(theme.appearance)"
                        let root = lay(sample.view, width: width, app: theme.look, appearance: theme.appearance)
                        XCTAssertEqual(lint(root, theme: theme).map(\.description), [], where_)
                        for (frame, rect) in FrameProbe.frames(root) {
                            XCTAssertTrue(root.bounds.contains(rect, tolerance: 0.5),
                                          "\(where_): \(frame.role) \(frame.name ?? "") at \(rect) leaves \(root.size)")
                        }
                    }
                }
            }
        }
    }

    func testWholeSheetsLayOutCleanlyAtBothWidths() {
        for entry in PieceCatalog.drawings {
            for width in [320.0, 393.0] {
                let theme = entry.theme(.light)
                let root = lay(PieceSheet(entry, width: width), width: width, app: theme.look, appearance: theme.appearance)
                XCTAssertEqual(root.size.width, width)
                XCTAssertEqual(lint(root, theme: theme).map(\.description), [], "\(entry.name) at \(width)")
            }
        }
    }

    func testCardsCarryTheThemesRadiusAndShadow() {
        let samples: [any View] = [
            FanStack(cards: [FanStack.Card(content: Text("Front")), FanStack.Card(fill: .pet.mint, content: Text("Back"))]),
            MotionCard(pitch: 6, yaw: 10) { Text("Share") },
            MoodFaces(selected: .good).card(),
        ]
        for theme in [Theme(app: .pet), Theme(app: .water)] {
            for view in samples {
                let cards = FrameProbe.frames(lay(view, width: 353, app: theme.look, appearance: theme.appearance)).map(\.frame).filter { $0.role == .card }
                XCTAssertFalse(cards.isEmpty)
                for card in cards {
                    let background = card.children.first { if case .shape = $0.item { return true } else { return false } }
                    guard case .shape(let s)? = background?.item else { return XCTFail("a card has its surface") }
                    XCTAssertEqual(s.shape, .rounded(theme.radius(.card)))
                }
            }
        }
        XCTAssertEqual(Theme(app: .pet).radius(.card), 28)
        XCTAssertEqual(Theme(app: .water).radius(.card), 24)
    }

    func testMoodFacesAreTapTargetsOfAtLeast44Points() {
        for width in [248.0, 353.0] {
            let root = lay(MoodFaces(selected: .okay), width: width, app: .pet)
            let targets = FrameProbe.frames(root).map(\.frame).filter(\.isTapTarget)
            XCTAssertEqual(targets.map(\.name), MoodFace.allCases.map(\.title))
            for target in targets {
                XCTAssertGreaterThanOrEqual(min(target.size.width, target.size.height), 44, "\(target.name ?? "") at \(width)")
            }
        }
    }
}
