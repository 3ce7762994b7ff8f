import FolioApps
import FolioLayout
import XCTest

/// Each app's look: its shape lock, its palettes in light and dark, the colours DESIGN.md names.
final class AppThemeTests: XCTestCase {
    /// Every app's look and Folio's own.
    private static let looks = AppCatalog.themes + [.folio]

    func testShapeLockRadii() {
        XCTAssertEqual(Theme(app: .pet).radius(.card), 28)
        XCTAssertEqual(Theme(app: .pet).radius(.tile), 20)
        for app in [AppTheme.water, .recipe, .budget] {
            XCTAssertEqual(Theme(app: app).radius(.card), 24, "\(app) card")
            XCTAssertEqual(Theme(app: app).radius(.tile), 16, "\(app) tile")
        }
        XCTAssertEqual(Theme(app: .water).shape(.card), .roundedRect(radius: 24, style: .continuous))
        XCTAssertEqual(Theme(app: .budget).shape(.pill), .capsule)
    }

    func testLightAndDarkDifferForEverySemanticColour() {
        for app in Self.looks {
            let (light, dark) = (Theme(app: app, appearance: .light), Theme(app: app, appearance: .dark))
            // White ink on a filled button or action stays white in both, as iOS's does; every
            // other colour needs its own dark value.
            for color in SemanticColor.allCases where light.color(color) != .white {
                XCTAssertNotEqual(light.color(color), dark.color(color), "\(app) \(color) is the same in light and dark")
            }
            for (name, color) in app.namedColors.map({ ($0.name, $0.color) }) where color.resolve(in: light) != .white {
                XCTAssertNotEqual(color.resolve(in: light), color.resolve(in: dark), "\(app) \(name)")
            }
        }
    }

    func testLabelOnCardReadsInBothAppearances() {
        for theme in Self.looks.flatMap({ look in Appearance.allCases.map { Theme(app: look, appearance: $0) } }) {
            let contrast = theme.color(.label).contrast(with: theme.color(.card))
            XCTAssertGreaterThanOrEqual(contrast, 7, "\(theme.app) \(theme.appearance): label on card \(contrast)")
        }
    }

    func testTextOnTheAccentReads() {
        for theme in Self.looks.flatMap({ look in Appearance.allCases.map { Theme(app: look, appearance: $0) } }) {
            let contrast = theme.color(.accentForeground).contrast(with: theme.color(.accent))
            XCTAssertGreaterThanOrEqual(contrast, 3.4, "\(theme.app) \(theme.appearance): accent foreground \(contrast)")
        }
    }

    func testDarkPastelsAreDeepAndMuted() {
        let dark = Theme(app: .pet, appearance: .dark)
        XCTAssertEqual(ThemeColor.pet.lilac.resolve(in: dark).hex, "#2E2740")
        for (name, color) in [("peach", ThemeColor.pet.peach), ("mint", .pet.mint), ("butter", .pet.butter), ("sky", .pet.sky)] {
            XCTAssertLessThan(color.resolve(in: dark).luminance, 0.05, "\(name) in dark")
        }
    }

    func testDesignColoursAreKept() {
        let light = Theme(app: .budget)
        XCTAssertNotEqual(light.color(.accent), light.color(.success), "the budget accent stays apart from the success green (issue 11)")
        // iOS's red deepened so the over-budget words read on the apricot block (4.9:1, issue 41).
        XCTAssertEqual(ThemeColor.budget.overBudget.resolve(in: light).hex, "#B3261E")
        XCTAssertEqual(ThemeColor.water.coffee.resolve(in: light).hex, "#8B5E3C")
        XCTAssertEqual(ThemeColor.recipe.cream.resolve(in: light).hex, "#FFF7EC")
        XCTAssertEqual(ThemeColor.pet.azure.resolve(in: light).hex, "#5AB4F0")
        XCTAssertEqual(Theme(app: .folio).color(.groupedBackground).hex, "#F2F2F7")
        XCTAssertEqual(Theme(app: .folio, appearance: .dark).color(.card).hex, "#1C1C1E")
    }
}
