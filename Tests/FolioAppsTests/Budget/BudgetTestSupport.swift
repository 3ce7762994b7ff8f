import FolioCore
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// What the Budget Envelopes tests share: the default and hostile snapshots, screens laid out with
/// the fixed-width measurer on the default iPhone in the budget theme, and lookups in the frame tree.
enum BudgetTest {
    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled default snapshot.
    static func snapshot() throws -> BudgetSnapshot {
        try BudgetSnapshot.load(contentsOf: root.appendingPathComponent("Templates/snapshots/budget.json"))
    }

    /// The hostile snapshot: 60 envelopes, a 200-character name, Arabic and Japanese names, a
    /// budget of 9,999,999,999.99 and a month without a spend.
    static func stress() throws -> BudgetSnapshot {
        try BudgetSnapshot.load(contentsOf: root.appendingPathComponent("Tests/Fixtures/budget/stress.json"))
    }

    /// Fixed-width glyphs; only emoji and beyond count as undrawable.
    static let measurer = FixedWidthTextMeasurer(firstUnknownScalar: 0x1F000)

    static func environment(_ appearance: Appearance, device: Device = .iPhone) -> Environment {
        var env = Environment(theme: Theme(app: .budget, appearance: appearance), measurer: measurer)
        env.device = device
        return env
    }

    /// `view` laid out on the whole default iPhone screen.
    static func lay(_ view: any View, _ appearance: Appearance = .light) -> Frame {
        layout(view, environment: environment(appearance))
    }

    /// The lint findings of `view` in `appearance`.
    static func findings(_ view: any View, _ appearance: Appearance, device: Device = .iPhone) -> [String] {
        let env = environment(appearance, device: device)
        return lint(layout(view, environment: env), theme: env.theme).map(\.description)
    }

    /// The text drawn under the one frame named `name`, its strings joined in tree order (an
    /// Odometer draws one string per column).
    static func string(under name: String, in root: Frame) -> String? {
        FrameProbe.named(name, in: root).first.map { FrameProbe.texts($0.frame).joined() }
    }

    /// The registered Budget Envelopes screens.
    static var screens: [ScreenEntry] { AppDefinition.budget.screens }

    /// The registered Budget Envelopes flows.
    static var flows: [FlowEntry] { AppDefinition.budget.flows }
}
