import FolioTestSupport
import FolioGraphics
import FolioLayout
import Foundation
import XCTest
@testable import FolioGoldens
@testable import FolioStorybook
@testable import FolioTargets

/// Small targets and folders the storybook and golden tests share.
public enum GoldenFixtures {
    /// The package's root directory (where Templates/ and Tests/Goldens live).
    public static let packageRoot = TestFiles.packageRoot

    /// Pango over the pinned fonts, made once.
    public static let measurer: PangoTextMeasurer = {
        do { return try PangoTextMeasurer() } catch { fatalError("the pinned fonts are missing: \(error)") }
    }()

    /// A fresh temporary folder.
    public static func directory() throws -> String {
        let dir = NSTemporaryDirectory() + "folio-docs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A small page, 160 × 140 pt: a card named by its `text`, filled with `fill`, `offset` points
    /// below its place; quick to render.
    public static func card(_ name: String, fill: ThemeColor = .card, text: String = "Groceries", offset: Double = 0,
                     kind: RenderTarget.Kind = .piece) -> RenderTarget {
        RenderTarget(name: name, summary: "A test card.", app: .water, kind: kind, sizing: .page(width: 160)) { _ in
            VStack(alignment: .leading, spacing: Space.xs) {
                Text(text, style: .headline).lineLimit(1)
                Text("$42 left", style: .subheadline, color: .secondaryLabel)
            }
            .padding(Space.md)
            .frame(width: 128, alignment: .leading)
            .surface(.card, fill: fill, role: .card, name: text)
            .padding(.top, offset)
            .padding(Space.md)
            .frame(width: 160, height: 140, alignment: .topLeading)
            .background(Fill(.groupedBackground))
        }
    }

    /// A plan of `targets` in both appearances at `scale`.
    public static func plan(_ targets: [RenderTarget], scale: Double = 1, only: [String] = []) -> StorybookPlan {
        StorybookPlan(manifest: StorybookManifest(include: [TargetRule()]), catalog: targets, only: only, scale: scale)
    }

    /// A golden suite over `targets` with its manifests in `goldens`, its store in `goldens/../store`
    /// (beside, never inside, the manifests) and its review in `review`.
    public static func suite(_ targets: [RenderTarget], goldens: String, review: String, maxDiffPixels: Int = 0) -> GoldenSuite {
        GoldenSuite(plan: plan(targets), directory: goldens, store: store(goldens), reviewDirectory: review, maxDiffPixels: maxDiffPixels,
                    folioVersion: "test")
    }

    /// The store of the suite whose manifests are in `goldens`.
    public static func store(_ goldens: String) -> GoldenStore {
        GoldenStore(directory: goldens + "-store")
    }
}
