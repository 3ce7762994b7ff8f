import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

/// What the Water app's tests share: the default and stress snapshots, screens laid out with the
/// fixed-width measurer on the default iPhone, and lookups in the frame tree.
enum WaterTest {
    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled default snapshot (Templates/snapshots/water.json).
    static func snapshot() throws -> WaterSnapshot {
        try load("Templates/snapshots/water.json")
    }

    /// The hostile snapshot: 60 drinks today in every kind, a 200-character title, Arabic and
    /// Japanese names, an empty day, a full shelf.
    static func stress() throws -> WaterSnapshot {
        try load("Tests/Fixtures/water/stress.json")
    }

    private static func load(_ path: String) throws -> WaterSnapshot {
        try WaterSnapshot.load(contentsOf: root.appendingPathComponent(path))
    }

    /// Fixed-width glyphs; only emoji and beyond count as undrawable (the pinned Noto fonts draw
    /// Arabic and CJK).
    static let measurer = FixedWidthTextMeasurer(firstUnknownScalar: 0x1F000)

    static func environment(_ appearance: Appearance) -> Environment {
        Environment(theme: Theme(app: .water, appearance: appearance), measurer: measurer)
    }

    /// `view` laid out on the whole default iPhone screen.
    static func lay(_ view: any View, _ appearance: Appearance = .light) -> Frame {
        layout(view, environment: environment(appearance))
    }

    /// The lint findings of `view` in `appearance`.
    static func findings(_ view: any View, _ appearance: Appearance) -> [LintFinding] {
        lint(lay(view, appearance), theme: Theme(app: .water, appearance: appearance))
    }

    /// The registered Water screens.
    static var screens: [ScreenEntry] { AppDefinition.water.screens }

    /// The registered Water flows.
    static var flows: [FlowEntry] { AppDefinition.water.flows }
}
