import FolioApps
import FolioCore
import FolioDomain
import FolioLayout
import Foundation

/// What an app's screen tests share, for any app of the catalog: its bundled default and stress
/// snapshots, its screens laid out with the fixed-width measurer on a device, their lint findings,
/// and its registered screens and flows. One value per app instead of a copy of these per app.
///
/// ```swift
/// let water = AppFixture(.water, WaterSnapshot.self)
/// let root = water.lay(WaterTodayScreen(try water.snapshot()), .dark)
/// ```
public struct AppFixture<Snapshot: AppSnapshot>: Sendable {
    public let app: AppDefinition

    public init(_ app: AppDefinition, _ snapshot: Snapshot.Type) {
        self.app = app
    }

    /// Fixed-width glyphs; only emoji and beyond count as undrawable (the pinned Noto fonts draw
    /// Arabic and CJK).
    public static var measurer: FixedWidthTextMeasurer { FixedWidthTextMeasurer(firstUnknownScalar: 0x1F000) }

    /// The bundled default snapshot (`Templates/snapshots/<app>.json`).
    public func snapshot() throws -> Snapshot {
        try load("Templates/snapshots/\(Snapshot.defaultFileName)")
    }

    /// The hostile snapshot of `Tests/Fixtures/<app>/stress.json`.
    public func stress() throws -> Snapshot {
        try load("Tests/Fixtures/\(Snapshot.appID)/stress.json")
    }

    /// The snapshot at `path`, relative to the package root.
    public func load(_ path: String) throws -> Snapshot {
        try Snapshot.load(contentsOf: URL(fileURLWithPath: TestFiles.packageRoot).appendingPathComponent(path))
    }

    /// The app's theme in `appearance` on `device`, measured with ``measurer``.
    public func environment(_ appearance: Appearance = .light, device: Device = .iPhone) -> Environment {
        var env = Environment(theme: Theme(app: app.theme, appearance: appearance), measurer: Self.measurer)
        env.device = device
        return env
    }

    /// `view` laid out on the whole screen of `device`.
    public func lay(_ view: any View, _ appearance: Appearance = .light, device: Device = .iPhone) -> Frame {
        layout(view, environment: environment(appearance, device: device))
    }

    /// The lint findings of `view` in `appearance` on `device`, other apps' colours counted foreign.
    public func findings(_ view: any View, _ appearance: Appearance, device: Device = .iPhone) -> [LintFinding] {
        let env = environment(appearance, device: device)
        return lint(layout(view, environment: env), theme: env.theme, others: AppCatalog.themes)
    }

    /// The app's registered screens.
    public var screens: [ScreenEntry] { app.screens }

    /// The app's registered flows.
    public var flows: [FlowEntry] { app.flows }
}
