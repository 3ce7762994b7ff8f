import FolioCodecs
import FolioCore
import FolioGraphics
import FolioLayout
import Foundation
import FolioStorybook
import FolioTargets

/// A golden set: every story of a plan rendered (at the plan's scale, or its golden scale for the
/// story's kind) and compared with its entry in the manifests of `Tests/Goldens` (`<group>.goldens`:
/// the SHA-256 of the decoded pixels, the size, the SHA-256 of the frame tree), `goldens.json` beside
/// them saying what they were made with. The pictures and frame trees live in a `GoldenStore`
/// outside git.
///
/// A check renders each story and hashes its pixels: an equal hash passes without encoding a PNG or
/// reading the store. A different one fails; its review gets the new render, the frame tree's
/// changes in words and, when the store has the expected picture, expected and diff pictures and the
/// changed regions enlarged (`PixelDiff` also decides whether the change is within tolerance).
/// Text with missing glyphs fails whatever the pixels.
public struct GoldenSuite: Sendable {
    /// Where the manifests live in the repository.
    public static let defaultDirectory = "Tests/Goldens"
    /// Where a check writes the review.
    public static let defaultReviewDirectory = "Output/review"
    /// The fingerprint file in the goldens folder.
    package static let fingerprintFile = "goldens.json"

    /// The stories whose goldens are checked or recorded, at the plan's scale and device.
    public var plan: StorybookPlan
    /// The manifests' folder.
    public var directory: String
    /// Where the pictures and frame trees are kept.
    public var store: GoldenStore
    /// Where a check writes the expected, actual and diff pictures of its failures, and the review.
    public var reviewDirectory: String
    /// The perceptual differ used when the pixels differ (its threshold and anti-aliasing setting).
    public var diff: PixelDiff
    /// Differing pixels a render may have and still pass (as `tolerated`).
    public var maxDiffPixels: Int
    /// The Folio version written into `goldens.json`.
    public var folioVersion: String
    /// The keys of every story of the set, to tell orphaned entries apart: the whole manifest's when
    /// `plan` is narrowed by `--only`.
    var expectedKeys: Set<GoldenEntry.Key>

    public init(plan: StorybookPlan, directory: String = GoldenSuite.defaultDirectory, store: GoldenStore = GoldenStore(),
                reviewDirectory: String = GoldenSuite.defaultReviewDirectory, diff: PixelDiff = PixelDiff(),
                maxDiffPixels: Int = 0, folioVersion: String, wholeSet: StorybookPlan? = nil) {
        self.plan = GoldenSuite.kept(plan)
        self.directory = directory
        self.store = store
        self.reviewDirectory = reviewDirectory
        self.diff = diff
        self.maxDiffPixels = maxDiffPixels
        self.folioVersion = folioVersion
        expectedKeys = Set(GoldenSuite.kept(wholeSet ?? plan).stories.map(GoldenSuite.key))
    }

    /// The kinds the storybook shows that are not kept as goldens, with why.
    static let notKept: [RenderTarget.Kind: String] = [
        .motion: "a motion sheet is drawn from pieces and flows that have goldens of their own, and its timing is the motion kit's, "
            + "checked by numbers",
    ]

    /// `plan` without the stories of kinds not kept as goldens.
    static func kept(_ plan: StorybookPlan) -> StorybookPlan {
        var kept = plan
        kept.skipped += plan.targets.filter { notKept[$0.kind] != nil }.map { ($0.name, notKept[$0.kind] ?? "") }
        kept.targets.removeAll { notKept[$0.kind] != nil }
        return kept
    }

    /// A story's key in the manifests: its target's name and its mode (the appearance in the
    /// default mode, `<mode>.<appearance>` in another).
    public static func key(_ story: Story) -> GoldenEntry.Key {
        GoldenEntry.Key(story: story.target.name, mode: story.mode.goldenMode(story.appearance))
    }

    /// The name of a story's pictures in the review: `<group>/<stem>.<mode>.png`, the stem the
    /// target's own file name (`pet.home:away` is "home~away", as in the storybook) and any other
    /// character than letters, digits, '.', '-', '_' and '~' written as `%` and its hex, so every
    /// file system and URL takes it.
    public static func file(_ target: RenderTarget, _ appearance: Appearance, mode: StorybookMode = StorybookMode()) -> String {
        "\(safeName(target.group))/\(safeName(target.stem)).\(safeName(mode.goldenMode(appearance))).png"
    }

    /// The name of `story`'s pictures in the review (see above).
    public static func file(_ story: Story) -> String { file(story.target, story.appearance, mode: story.mode) }

    /// `name` with every byte outside `[A-Za-z0-9._~-]` as `%` and two hex digits.
    static func safeName(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 128, c.isLetter || c.isNumber || c == "." || c == "-" || c == "_" || c == "~" {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
            }
        }
        return out
    }

    /// The frame tree's file beside a review picture.
    static func treeFile(_ png: String) -> String {
        String(png.dropLast(4)) + ".json"
    }

    func path(_ file: String) -> String { (directory as NSString).appendingPathComponent(file) }

    /// The manifests as they are in the folder now.
    /// - Throws: `GoldenManifestError` naming malformed lines.
    public func manifest() throws -> GoldenManifest { try GoldenManifest(directory: directory) }

    /// This machine's fingerprint for the set.
    public var fingerprint: GoldenFingerprint {
        .current(folioVersion: folioVersion, scale: plan.scale, device: plan.device.name, scaleByKind: plan.goldenScales)
    }

    /// The fingerprint the goldens were recorded with, if any.
    func recordedFingerprint() -> GoldenFingerprint? {
        guard let data = FileManager.default.contents(atPath: path(Self.fingerprintFile)),
              let json = try? JSONValue(parsing: String(decoding: data, as: UTF8.self)) else { return nil }
        return GoldenFingerprint(json: json)
    }

    /// Entries of `manifest` that no story of the set renders any more ("pet.gone light").
    func orphans(in manifest: GoldenManifest) -> [GoldenEntry.Key] {
        manifest.entries.map(\.key).filter { !expectedKeys.contains($0) }
    }

    /// One story rendered for comparison: its pixels' hash and size, its frame tree and the texts
    /// with missing glyphs. The pixels themselves, the PNG and the tree's text are made only when
    /// needed (a failure's review, a recording): a passing story is drawn and hashed, nothing more.
    final class Render {
        let frame: Frame
        let scale: Double
        let digest: RasterDigest
        let missingGlyphs: [String]
        private var drawn: RasterImage?

        init(frame: Frame, scale: Double, digest: RasterDigest, missingGlyphs: [String]) {
            (self.frame, self.scale, self.digest, self.missingGlyphs) = (frame, scale, digest, missingGlyphs)
        }

        /// The options `OutputFormat.png` draws with, so a golden is the picture `folio render` makes.
        static func options(scale: Double) -> RenderOptions { RenderOptions(scale: scale, effectsRasterScale: max(2, scale)) }

        /// SHA-256 of the decoded pixels.
        var pixels: String { digest.sha256 }

        /// "786x1704".
        var size: String { "\(digest.width)x\(digest.height)" }

        /// The frame tree's text.
        var treeText: String { FrameTreeText.text(frame.json) }

        /// The pixels, drawn again the first time they are asked for.
        func image() throws -> RasterImage {
            if let drawn { return drawn }
            let image = try renderRaster(frame, options: Self.options(scale: scale))
            drawn = image
            return image
        }

        /// The render as a PNG, for the store or the review.
        func png() throws -> [UInt8] { try image().png(pixelsPerPoint: scale) }

        /// The render's manifest entry (the tree's text hashed) for `key`.
        func entry(_ key: GoldenEntry.Key, tree: String) -> GoldenEntry {
            GoldenEntry(story: key.story, mode: key.mode, width: digest.width, height: digest.height, pixels: pixels,
                        tree: SHA256.hex(Array(tree.utf8)))
        }
    }

    /// A story's frame tree and the scale its golden is drawn at.
    package func layout(_ story: Story, measurer: any TextMeasuring) throws -> (frame: Frame, scale: Double) {
        let scale = plan.goldenScales[story.target.kind] ?? plan.scale
        return (try story.target.frame(plan.request(story, scale: scale), measurer: measurer), scale)
    }

    func render(_ story: Story, measurer: any TextMeasuring) throws -> Render {
        let (frame, scale) = try layout(story, measurer: measurer)
        var missing: [String] = []
        frame.walk { f, _, _ in
            if case .text(let t) = f.item, t.metrics.unknownGlyphs > 0 {
                missing.append("'\(FrameTreeNode.shorten(t.string))' (\(t.metrics.unknownGlyphs) missing)")
            }
        }
        return Render(frame: frame, scale: scale, digest: try renderDigest(frame, options: Render.options(scale: scale)), missingGlyphs: missing)
    }

    /// Runs `body` on `stories` (every story of the plan unless given) in parallel, in story order;
    /// a story that throws becomes a failed result naming the error.
    package func eachStory(_ stories: [Story]? = nil, parallelism: Int, progress: @Sendable (BatchProgress) -> Void,
                   _ body: @Sendable (Story, String) throws -> GoldenResult) -> [GoldenResult] {
        let stories = stories ?? plan.stories
        let box = ParallelSlots<GoldenResult>(count: stories.count)
        let failures = ParallelWork.run(count: stories.count, parallelism: parallelism, progress: progress) { index in
            let story = stories[index], start = DispatchTime.now()
            var result = try body(story, GoldenSuite.file(story))
            result.seconds = seconds(since: start)
            box.set(index, result)
        }
        return stories.enumerated().map { index, story in
            var result = box.get(index) ?? GoldenResult(target: story.target, appearance: story.appearance, file: GoldenSuite.file(story),
                                                        status: .failed, message: "could not render: \(failures[index].map { "\($0)" } ?? "unknown error")")
            if !story.mode.isDefault { result.modeName = story.mode.goldenMode(story.appearance) }
            return result
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
