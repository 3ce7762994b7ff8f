@testable import FolioApps
import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// Every sample of every row piece, at phone widths and in two shape locks: it fits the width it
/// is given, passes lint, and its tiles, cards and actions have the theme's shapes.
final class RowsCatalogTests: XCTestCase {
    private let widths = [320.0, 393.0]
    /// Self-Care Pet (cards 28, tiles 20) and Water (cards 24, tiles 16), light and dark.
    private let themes: [(AppTheme, Appearance)] = [(.pet, .light), (.water, .light), (.pet, .dark), (.water, .dark)]

    func testTheGroupRegistersItsFourteenPieces() {
        XCTAssertEqual(PieceCatalog.rows.map(\.name), [
            "plan-row", "media-row", "swipe-action-row", "task-row", "color-block-list", "balance-panel", "stat-grid",
            "live-stat", "odometer", "day-picker", "streak-calendar", "text-reveal", "focus-steps", "cover-grid",
        ])
        for entry in PieceCatalog.rows {
            XCTAssertGreaterThanOrEqual(entry.samples().count, 2, "\(entry.name) shows its states")
            XCTAssertFalse(entry.apps.isEmpty, entry.name)
            XCTAssertNotNil(PieceCatalog.entry(named: entry.name))
        }
    }

    func testEverySampleFitsItsWidthAndPassesLint() {
        for entry in PieceCatalog.rows {
            for sample in entry.samples() {
                for width in widths {
                    for (app, appearance) in themes {
                        let label = "\(entry.name) '\(sample.label)' at \(Int(width)) pt, \(app) \(appearance)"
                        let root = lay(sample.view, width: width, app: app, appearance: appearance)
                        XCTAssertEqual(root.size.width, width, label)
                        let findings = lint(root, theme: Theme(app: app, appearance: appearance))
                        XCTAssertEqual(findings, [], "\(label):\n" + findings.map(\.description).joined(separator: "\n"))
                        for placed in RowsProbe.placed(root) where placed.isShown {
                            guard let visible = placed.visible, visible.width > 0.01, visible.height > 0.01 else { continue }
                            XCTAssertTrue(root.bounds.contains(visible, tolerance: 0.5),
                                          "\(label): \(placed.frame.role) \(placed.frame.name ?? "") at \(visible) spills out of \(root.bounds)")
                        }
                    }
                }
            }
        }
    }

    func testTilesCardsAndActionsKeepTheShapeLock() {
        for entry in PieceCatalog.rows {
            for (app, _) in themes.prefix(2) {
                let theme = Theme(app: app)
                var counts: [Role: Int] = [:]
                for sample in entry.samples() {
                    let root = lay(sample.view, width: 353, app: app)
                    for placed in RowsProbe.placed(root) where [.card, .tile, .pill, .button].contains(placed.frame.role) {
                        let role = placed.frame.role
                        let outlines = RowsProbe.outlines(of: placed.frame)
                        counts[role, default: 0] += 1
                        for shape in outlines {
                            switch role {
                            case .card: XCTAssertEqual(shape, .rounded(theme.radius(.card)), "\(entry.name) card in \(app)")
                            case .tile: XCTAssertEqual(shape, .rounded(theme.radius(.tile)), "\(entry.name) tile in \(app)")
                            case .pill: XCTAssertEqual(shape, .capsule, "\(entry.name) pill in \(app)")
                            default: XCTAssertTrue(shape == .capsule || shape == .ellipse, "\(entry.name) button in \(app)")
                            }
                        }
                        if role == .card || role == .tile {
                            XCTAssertFalse(outlines.isEmpty, "\(entry.name): a \(role) has a surface")
                        }
                        if role == .pill || role == .button {
                            XCTAssertTrue(placed.frame.isTapTarget, "\(entry.name): \(placed.frame.name ?? "") is pressable")
                        }
                    }
                }
                let expected: [String: Role] = [
                    "plan-row": .tile, "media-row": .tile, "swipe-action-row": .button, "color-block-list": .tile,
                    "balance-panel": .card, "stat-grid": .tile, "day-picker": .pill, "cover-grid": .tile,
                    "task-row": .button,
                ]
                if let role = expected[entry.name] {
                    XCTAssertGreaterThan(counts[role, default: 0], 0, "\(entry.name) has \(role) frames in \(app)")
                }
            }
        }
    }
}
