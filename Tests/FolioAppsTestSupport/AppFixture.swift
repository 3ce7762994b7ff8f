import FolioApps
import FolioCore
import FolioDomain
import FolioLayout
import FolioTestSupport
import Foundation
import XCTest

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
        testEnvironment(app.theme, appearance, device: device, measurer: Self.measurer)
    }

    /// `view` laid out on the whole screen of `device`.
    public func lay(_ view: any View, _ appearance: Appearance = .light, device: Device = .iPhone) -> Frame {
        FolioTestSupport.lay(view, app: app.theme, appearance: appearance, device: device, measurer: Self.measurer)
    }

    /// The story `id` ("budget.budgets:one-over") of the app; fails the test when there is none.
    public func story(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> StoryEntry {
        try XCTUnwrap(app.stories.first { $0.id == id }, id, file: file, line: line)
    }

    /// The story `id` drawn from the bundled default snapshot and laid out on `device`.
    public func layStory(_ id: String, device: Device = .iPhone, file: StaticString = #filePath, line: UInt = #line) throws -> Frame {
        let view = try XCTUnwrap(try story(id, file: file, line: line).view(for: try snapshot()), id, file: file, line: line)
        return lay(view, device: device)
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
