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

    /// Every frame under `root` with its rectangle in root coordinates, depth first.
    static func frames(_ root: Frame) -> [(frame: Frame, rect: Rect)] {
        var all: [(Frame, Rect)] = []
        root.walk { frame, rect, _ in all.append((frame, rect)) }
        return all
    }

    /// The frames named `name`, with their rectangles.
    static func named(_ name: String, in root: Frame) -> [(frame: Frame, rect: Rect)] {
        frames(root).filter { $0.frame.name == name }
    }

    /// The one frame named `name`.
    static func one(_ name: String, in root: Frame, file: StaticString = #filePath, line: UInt = #line) throws -> (frame: Frame, rect: Rect) {
        let found = named(name, in: root)
        XCTAssertEqual(found.count, 1, "frames named \(name)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    /// Every string drawn under `root`, in tree order.
    static func texts(_ root: Frame) -> [String] {
        frames(root).compactMap { entry in
            if case .text(let t) = entry.frame.item { return t.string }
            return nil
        }
    }

    /// The registered Recipe screens and flows.
    static var screens: [ScreenEntry] { AppCatalog.screens.filter { $0.app == .recipe } }
    static var flows: [FlowEntry] { AppCatalog.flows.filter { $0.app == .recipe } }
}
