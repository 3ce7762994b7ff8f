import FolioGraphics
import FolioLayout
import Foundation

/// A golden set: every story of a plan rendered and compared with `Tests/Goldens/<group>/<stem>.<appearance>.png`
/// (at the plan's scale, or its golden scale for the story's kind), the frame tree's JSON beside each,
/// `goldens.json` saying what they were made with.
///
/// A check renders each story, compares the PNG bytes with the golden's (equal bytes: done), else
/// decodes both and runs `PixelDiff`; failures get expected, actual and diff pictures in the review
/// folder and the frame-tree changes in words. Text with missing glyphs fails whatever the pixels.
public struct GoldenSuite: Sendable {
    /// Where goldens live in the repository.
    public static let defaultDirectory = "Tests/Goldens"
    /// Where a check writes the review.
    public static let defaultReviewDirectory = "Output/review"
    /// The fingerprint file in the goldens folder.
    public static let fingerprintFile = "goldens.json"

    /// The stories whose goldens are checked or recorded, at the plan's scale and device.
    public var plan: StorybookPlan
    /// The goldens folder.
    public var directory: String
    /// Where a check writes the expected, actual and diff pictures of its failures, and the review.
    public var reviewDirectory: String
    /// The perceptual differ used when the bytes differ (its threshold and anti-aliasing setting).
    public var diff: PixelDiff
    /// Differing pixels a render may have and still pass (as `tolerated`).
    public var maxDiffPixels: Int
    /// The Folio version written into `goldens.json`.
    public var folioVersion: String
    /// The golden files that belong to the set, to tell orphans apart: the whole manifest's when
    /// `plan` is narrowed by `--only`, nil to skip looking for orphans.
    public var expectedFiles: Set<String>?

    public init(plan: StorybookPlan, directory: String = GoldenSuite.defaultDirectory,
                reviewDirectory: String = GoldenSuite.defaultReviewDirectory, diff: PixelDiff = PixelDiff(),
                maxDiffPixels: Int = 0, folioVersion: String, wholeSet: StorybookPlan? = nil) {
        self.plan = GoldenSuite.kept(plan)
        self.directory = directory
        self.reviewDirectory = reviewDirectory
        self.diff = diff
        self.maxDiffPixels = maxDiffPixels
        self.folioVersion = folioVersion
        expectedFiles = Set(GoldenSuite.kept(wholeSet ?? plan).stories.flatMap { story in
            let png = GoldenSuite.file(story.target, story.appearance)
            return [png, GoldenSuite.treeFile(png)]
        })
    }

    /// The kinds the storybook shows that are not kept as goldens, with why.
    public static let notKept: [RenderTarget.Kind: String] = [
        .motion: "a motion sheet is drawn from pieces and flows that have goldens of their own, its timing is the motion kit's, "
            + "checked by numbers, and its frames would cost about 2 MiB an app against the 40 MiB budget",
    ]

    /// `plan` without the stories of kinds not kept as goldens.
    static func kept(_ plan: StorybookPlan) -> StorybookPlan {
        var kept = plan
        kept.skipped += plan.targets.filter { notKept[$0.kind] != nil }.map { ($0.name, notKept[$0.kind] ?? "") }
        kept.targets.removeAll { notKept[$0.kind] != nil }
        return kept
    }

    /// `<group>/<stem>.<appearance>.png`.
    public static func file(_ target: RenderTarget, _ appearance: Appearance) -> String {
        "\(target.group)/\(target.stem).\(appearance.rawValue).png"
    }

    /// The frame tree's file beside a golden PNG.
    static func treeFile(_ png: String) -> String {
        String(png.dropLast(4)) + ".json"
    }

    func path(_ file: String) -> String { (directory as NSString).appendingPathComponent(file) }

    /// This machine's fingerprint for the set.
    public var fingerprint: GoldenFingerprint {
        .current(folioVersion: folioVersion, scale: plan.scale, device: plan.device.name, scaleByKind: plan.goldenScales)
    }

    /// The fingerprint the goldens were recorded with, if any.
    public func recordedFingerprint() -> GoldenFingerprint? {
        guard let data = FileManager.default.contents(atPath: path(Self.fingerprintFile)),
              let json = try? JSONValue(parsing: String(decoding: data, as: UTF8.self)) else { return nil }
        return GoldenFingerprint(json: json)
    }

    /// Golden files in the folder that no story of the set renders to.
    public func orphans() -> [String] {
        guard let expectedFiles, let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let file = walker.nextObject() as? String {
            guard file.hasSuffix(".png") || file.hasSuffix(".json"), file != Self.fingerprintFile, !expectedFiles.contains(file) else { continue }
            found.append(file)
        }
        return found.sorted()
    }

    /// One story rendered for comparison: its PNG, frame tree and texts with missing glyphs.
    struct Render {
        var png: [UInt8]
        var frame: Frame
        var missingGlyphs: [String]

        /// The frame tree's JSON, made only when a golden fails or is written.
        var tree: JSONValue { frame.json }
        var treeText: String { FrameTreeText.text(tree) }
    }

    func render(_ story: Story, measurer: any TextMeasuring) throws -> Render {
        let scale = plan.goldenScales[story.target.kind] ?? plan.scale
        let request = RenderRequest(appearance: story.appearance, device: plan.device.scaled(scale))
        let frame = try story.target.frame(request, measurer: measurer)
        var missing: [String] = []
        frame.walk { f, _, _ in
            if case .text(let t) = f.item, t.metrics.unknownGlyphs > 0 {
                missing.append("'\(FrameTreeNode.shorten(t.string))' (\(t.metrics.unknownGlyphs) missing)")
            }
        }
        return Render(png: try OutputFormat.png.bytes(frame, scale: request.device.scale, title: story.target.name), frame: frame,
                      missingGlyphs: missing)
    }

    /// Runs `body` on `stories` (every story of the plan unless given) in parallel, in story order;
    /// a story that throws becomes a failed result naming the error.
    func eachStory(_ stories: [Story]? = nil, parallelism: Int, progress: @Sendable (BatchProgress) -> Void,
                   _ body: @Sendable (Story, String) throws -> GoldenResult) -> [GoldenResult] {
        let stories = stories ?? plan.stories
        let box = ParallelSlots<GoldenResult>(count: stories.count)
        let failures = ParallelWork.run(count: stories.count, parallelism: parallelism, progress: progress) { index in
            let story = stories[index]
            box.set(index, try body(story, GoldenSuite.file(story.target, story.appearance)))
        }
        return stories.enumerated().map { index, story in
            box.get(index) ?? GoldenResult(target: story.target, appearance: story.appearance, file: GoldenSuite.file(story.target, story.appearance),
                                           status: .failed, message: "could not render: \(failures[index].map { "\($0)" } ?? "unknown error")")
        }
    }
}
