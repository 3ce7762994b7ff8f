import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

/// What the Recipe app's tests share: the default and hostile snapshots, screens laid out with the
/// fixed-width measurer on the default iPhone, and lookups in the frame tree.
enum RecipeTest {
    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled default snapshot (Templates/snapshots/recipe.json).
    static func snapshot() throws -> RecipeSnapshot {
        try RecipeSnapshot.load(contentsOf: root.appendingPathComponent("Templates/snapshots/recipe.json"))
    }

    /// The hostile snapshot: 40 recipes, a 200-character title, Arabic and Japanese titles, a recipe
    /// of 30 steps and 40 ingredients, an empty plan and so an empty list.
    static func stress() throws -> RecipeSnapshot {
        try RecipeSnapshot.load(contentsOf: root.appendingPathComponent("Tests/Fixtures/recipe/stress.json"))
    }

    /// Fixed-width glyphs; only emoji and beyond count as undrawable.
    static let measurer = FixedWidthTextMeasurer(firstUnknownScalar: 0x1F000)

    static func environment(_ appearance: Appearance) -> Environment {
        Environment(theme: Theme(app: .recipe, appearance: appearance), measurer: measurer)
    }

    /// `view` laid out on the whole default iPhone screen.
    static func lay(_ view: any View, _ appearance: Appearance = .light) -> Frame {
        layout(view, environment: environment(appearance))
    }

    /// The lint findings of `view` in `appearance`.
    static func findings(_ view: any View, _ appearance: Appearance) -> [LintFinding] {
        lint(lay(view, appearance), theme: Theme(app: .recipe, appearance: appearance))
    }

    /// The registered Recipe screens and flows.
    static var screens: [ScreenEntry] { AppCatalog.screens.filter { $0.app == .recipe } }
    static var flows: [FlowEntry] { AppCatalog.flows.filter { $0.app == .recipe } }
}
