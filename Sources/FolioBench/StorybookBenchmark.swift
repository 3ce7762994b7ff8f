import CPixelmatch
import Dispatch
import FolioCodecs
import FolioGraphics
import FolioLayout
import Foundation
import FolioGoldens
import FolioStorybook
import FolioTargets

/// Times the storybook and the golden check for `folio bench`: files per second serial against
/// parallel, the exact-match check per golden, and the perceptual diff of one changed pair. Works in
/// temporary folders it removes; prints nothing.
public enum StorybookBenchmark {
    /// What a storybook run renders: the app screens the throughput target speaks of, or every
    /// story of the plan (flow strips and motion sheets are many screens each), in the default mode;
    /// or the full matrix, every story in every mode of the manifest.
    enum Stories: String, Sendable {
        case appScreens = "app screens"
        case all = "every story"
        case matrix = "every story in every mode"
    }

    /// One storybook run.
    struct Throughput: Sendable, CustomStringConvertible {
        var stories: Stories, files: Int, jobs: Int, scale: Double, seconds: Double

        var filesPerSecond: Double { Double(files) / max(seconds, 1e-9) }

        /// The files per second a run on every core should reach, where the bench sets one: the app
        /// screens @3x; the default storybook and the full matrix @2x.
        var target: Double? {
            guard jobs > 1 else { return nil }
            switch (stories, scale) {
            case (.appScreens, 3): return 50
            case (.all, 2): return StorybookBenchmark.storybookTarget
            case (.matrix, 2): return StorybookBenchmark.matrixTarget
            default: return nil
            }
        }

        var description: String {
            String(format: "%@, %d files @%@x with %d job%@: %.2f s, %.1f files/s", stories.rawValue, files,
                   StorybookPlan.scaleLabel(scale), jobs, jobs == 1 ? "" : "s", seconds, filesPerSecond)
                + (target.map { String(format: " (target ≥ %.0f on 2 cores)", $0) } ?? "")
        }
    }

    /// Files per second on 2 cores: the default storybook @2x (flow strips and motion sheets are
    /// many screens each, so it is slower than the app screens alone), and the full matrix @2x
    /// (phones only beyond the default mode); and the matrix's rate against the default's.
    static let storybookTarget = 8.0, matrixTarget = 15.0, matrixRatioTarget = 1.0

    /// Renders `stories` of `plan` (its app screens, or all of it) into a temporary folder on `jobs` threads.
    static func storybook(_ plan: StorybookPlan, _ stories: Stories = .all, jobs: Int, measurer: any TextMeasuring) throws -> Throughput {
        var plan = plan
        if stories == .appScreens { plan.targets = plan.targets.filter { $0.kind == .screen } }
        if stories != .matrix { plan.modes = Array(plan.modes.prefix(1)) }
        let dir = NSTemporaryDirectory() + "folio-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = DispatchTime.now()
        let files = try Storybook(plan: plan, directory: dir).render(parallelism: jobs, measurer: measurer)
        return Throughput(stories: stories, files: files, jobs: jobs, scale: plan.scale, seconds: seconds(since: start))
    }

    /// The golden check's costs.
    public struct Check: Sendable, CustomStringConvertible {
        /// Goldens checked, all exact, and the time the whole check took on `jobs` threads.
        public var goldens: Int, jobs: Int, seconds: Double
        /// The same stories checked the way goldens were checked as PNGs in git: render, encode the
        /// PNG, compare its bytes with the golden file's.
        var pngCheckSeconds: Double
        /// Comparing one rendered PNG with its golden, byte for byte.
        var exactCompareSeconds: Double
        /// Decoding a golden and its changed render, and the perceptual diff (with its picture) of the pair.
        var decodeSeconds: Double, diffSeconds: Double
        /// Cairo's libpng reader decoding the same pair: the yardstick of `decodeSeconds` (target ≤ 1.5×).
        var libpngDecodeSeconds: Double
        /// pixelmatch's algorithm in C (`CPixelmatch`) on the same pair, picture included: the yardstick
        /// of `diffSeconds` (target ≤ 2×).
        var referenceDiffSeconds: Double
        var pairSize: (width: Int, height: Int)

        public var description: String {
            func ms(_ s: Double) -> String { String(format: "%.2f ms", s * 1000) }
            return String(format: "check       %d goldens, all exact, with %d job%@: %.2f s, %.1f stories/s (render + hash the pixels); "
                          + "as PNG goldens: %.2f s, %.1f stories/s (render + encode + compare)\n",
                          goldens, jobs, jobs == 1 ? "" : "s", seconds, Double(goldens) / max(seconds, 1e-9),
                          pngCheckSeconds, Double(goldens) / max(pngCheckSeconds, 1e-9))
                + String(format: "exact match %.1f µs per golden (memcmp of the PNG bytes)\n", exactCompareSeconds * 1e6)
                + "diff        \(pairSize.width)×\(pairSize.height) golden and a changed copy: decode both \(ms(decodeSeconds)) "
                + String(format: "(%.2f× Cairo's libpng reader, %@; target ≤ 1.5×), ", decodeSeconds / max(libpngDecodeSeconds, 1e-9), ms(libpngDecodeSeconds))
                + "perceptual diff with picture on all cores \(ms(diffSeconds)) "
                + String(format: "(%.2f× pixelmatch in C on one, %@; target ≤ 2×)", diffSeconds / max(referenceDiffSeconds, 1e-9), ms(referenceDiffSeconds))
        }
    }

    /// Records the goldens of `plan` into a temporary folder, checks them (all exact) on `jobs` threads,
    /// and times the exact comparison and the perceptual diff of its median golden against a changed copy.
    public static func check(_ plan: StorybookPlan, jobs: Int, measurer: any TextMeasuring, iterations: Int) throws -> Check {
        let dir = NSTemporaryDirectory() + "folio-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let suite = GoldenSuite(plan: plan, directory: dir + "/goldens", store: GoldenStore(directory: dir + "/store"),
                                reviewDirectory: dir + "/review", folioVersion: "bench")
        _ = try suite.record(parallelism: jobs, measurer: measurer)
        let start = DispatchTime.now()
        let report = try suite.check(parallelism: jobs, measurer: measurer)
        let checkSeconds = seconds(since: start)
        try suite.checkAsPNGs(in: dir + "/png", recording: true, parallelism: jobs, measurer: measurer)
        let pngStart = DispatchTime.now()
        try suite.checkAsPNGs(in: dir + "/png", recording: false, parallelism: jobs, measurer: measurer)
        let pngCheckSeconds = seconds(since: pngStart)

        let manifest = try suite.manifest()
        let goldens = suite.plan.stories.map { story in
            manifest.entry(GoldenSuite.key(story)).flatMap { suite.store.picture($0.pixels) } ?? []
        }.sorted { $0.count < $1.count }
        let typical = goldens.isEmpty ? [] : goldens[goldens.count / 2]
        var copy = typical  // appending gives the copy bytes of its own, so memcmp reads two buffers
        copy.append(0)
        copy.removeLast()
        var matches = 0
        let exact = fastest(of: iterations * 20) { matches += PixelDiff.sameBytes(typical, copy) ? 1 : 0 }
        guard matches == iterations * 20 else { throw BatchError(failures: ["a golden does not match its own copy"], failureKind: .internal) }
        let golden = try RasterImage(png: typical)
        var pixels = golden.pixels
        for i in stride(from: 0, to: min(pixels.count, golden.width * 4 * 60), by: 4) { pixels[i] = 255 &- pixels[i] }
        let changed = try RasterImage(width: golden.width, height: golden.height, pixels: pixels).png()
        let decode = try fastest(of: iterations) { _ = (try RasterImage(png: typical), try RasterImage(png: changed)) }
        let libpng = try PNGDecodeBenchmark.cairoSeconds([typical, changed], iterations: iterations)
        let changedImage = try RasterImage(png: changed)
        var found = 0
        let diff = try fastest(of: iterations) { found = try PixelDiff().compare(golden, changedImage, drawing: true).differing }
        var picture = [UInt8](repeating: 0, count: golden.pixels.count), referenceFound = 0, ignored = 0
        let reference = fastest(of: iterations) {
            referenceFound = folio_pixelmatch(golden.pixels, changedImage.pixels, &picture, Int32(golden.width), Int32(golden.height), 0.1, 0, &ignored)
        }
        guard found == referenceFound else {
            throw BatchError(failures: ["the differ found \(found) pixels, pixelmatch in C \(referenceFound)"], failureKind: .internal)
        }
        return Check(goldens: report.results.count, jobs: jobs, seconds: checkSeconds, pngCheckSeconds: pngCheckSeconds, exactCompareSeconds: exact,
                     decodeSeconds: decode, diffSeconds: diff, libpngDecodeSeconds: libpng, referenceDiffSeconds: reference,
                     pairSize: (golden.width, golden.height))
    }

    /// The shortest of `runs` timings of `body`.
    private static func fastest(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var fastest = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now()
            try body()
            fastest = min(fastest, seconds(since: start))
        }
        return fastest
    }

    /// `folio bench`'s storybook part through `print`: the app screens, then every story, at @2x and
    /// @3x (`plan` gives the plan of a scale), with one job and with `cores`, and the speed-up.
    public static func throughputs(cores: Int, measurer: any TextMeasuring, print: (String) -> Void,
                                   plan: (Double) throws -> StorybookPlan) throws {
        for stories in [Stories.appScreens, .all] {
            for scale in [2.0, 3.0] {
                var runs: [Throughput] = []
                for jobs in Set([1, cores]).sorted() {
                    let run = try storybook(try plan(scale), stories, jobs: jobs, measurer: measurer)
                    print("storybook   \(run)")
                    runs.append(run)
                }
                if runs.count == 2 {
                    print(String(format: "speed-up    %.2f× on %d cores @%.0fx (%@)", runs[0].seconds / runs[1].seconds, cores, scale,
                                 stories.rawValue))
                }
                if stories == .all, scale == 2, let plain = runs.last {
                    // The full matrix of the manifest's modes beside the default mode's storybook, on every core.
                    let modes = try plan(scale).modes
                    let matrix = try storybook(try plan(scale), .matrix, jobs: cores, measurer: measurer)
                    print("storybook   \(matrix)")
                    print(String(format: "matrix      %d modes (%@): %.1f files/s against %.1f files/s for the default storybook, "
                                 + "%.2f× its rate (target ≥ %.1f×: a mode's phone screen is no dearer than the default's pages)",
                                 modes.count, modes.map(\.name).joined(separator: ", "), matrix.filesPerSecond, plain.filesPerSecond,
                                 matrix.filesPerSecond / max(plain.filesPerSecond, 1e-9), matrixRatioTarget))
                }
            }
        }
    }
}
