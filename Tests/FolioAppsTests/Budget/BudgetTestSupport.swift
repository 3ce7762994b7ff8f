import FolioCore
import FolioDomain
import FolioLayout
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

    /// The text drawn under the one frame named `name`, its strings joined in tree order (an
    /// Odometer draws one string per column).
    static func string(under name: String, in root: Frame) -> String? {
        named(name, in: root).first.map { texts($0.frame).joined() }
    }

    /// The registered Budget Envelopes screens.
    static var screens: [ScreenEntry] { AppCatalog.screens.filter { $0.app == .budget } }

    /// The registered Budget Envelopes flows.
    static var flows: [FlowEntry] { AppCatalog.flows.filter { $0.app == .budget } }
}
