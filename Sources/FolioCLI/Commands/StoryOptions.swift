import Dispatch
import FolioCore
import FolioStorybook
import FolioTargets
import Foundation

/// The options the storybook and golden commands share: the manifest, `--only`, `--scale`,
/// `--jobs` and `--shard`, and how they become a plan.
enum StoryOptions {
    static let manifest = OptionSpec.value("manifest", "FILE", help: "The storybook manifest (default Templates/storybook.json).")
    static let only = OptionSpec.value("only", "LIST", help: "Only these groups or name globs, comma-separated (pet,water,piece.*).")
    static let jobs = OptionSpec.value("jobs", "N", help: "Parallel jobs (default: the number of cores).")
    static let shard = ShardOptions.spec
    static let locale = OptionSpec.value("locale", "LOCALE", help: "Only the manifest's modes in this locale: \(FolioLocale.spelled).")

    /// `--scale N` for a given default.
    static func scale(default value: String) -> OptionSpec {
        .value("scale", "N", help: "Pixels per point: 1, 2 or 3 (default \(value)).")
    }

    /// The manifest named by `--manifest`, else the templates' `storybook.json` (see `Templates`),
    /// else the built-in one.
    static func manifest(_ args: ParsedArguments) throws -> StorybookManifest {
        let bundled = Templates.directory()?.appendingPathComponent("storybook.json").path
        guard let path = args.value("manifest") ?? bundled.flatMap({ FileManager.default.fileExists(atPath: $0) ? $0 : nil }) else {
            return .standard
        }
        return try StorybookManifest(contentsOf: path)
    }

    /// The plan of the manifest, narrowed by `--only` (targets) and `--locale` (modes) and drawn at
    /// `scale`, else `--scale`, else the manifest's.
    /// - Throws: a usage error when `--locale` names a locale none of the manifest's modes is in.
    static func plan(_ args: ParsedArguments, scale fixed: Double? = nil) throws -> StorybookPlan {
        let manifest = try manifest(args)
        let only = (args.value("only") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let unknown = StorybookPlan.unknownFilters(only)
        guard unknown.isEmpty else {
            throw CLIError.usage("--only: \(unknown.map { "'\($0)'" }.joined(separator: ", ")) names no target (see 'folio list')")
        }
        let scale = try args.value("scale", expected: "1, 2 or 3") { Double($0).flatMap { [1, 2, 3].contains($0) ? $0 : nil } }
        var plan = StorybookPlan(manifest: manifest, only: only, scale: fixed ?? scale)
        if let locale = try args.value("locale", expected: FolioLocale.spelled, { FolioLocale.named($0) }) {
            let kept = plan.modes.filter { $0.locale == locale }
            guard !kept.isEmpty else {
                let present = Set(plan.modes.map(\.locale)).sorted { $0.rawValue < $1.rawValue }.map(\.identifier).joined(separator: ", ")
                throw CLIError.usage("--locale \(locale.identifier): no mode of the manifest is in that locale (its modes are in \(present)); "
                    + "add one to the manifest's \"modes\", e.g. {\"name\": \"german\", \"locale\": \"\(locale.identifier)\", \"include\": [{\"kind\": \"screen\"}]}")
            }
            plan.modes = kept
        }
        return plan
    }

    /// `--jobs`, or one per core.
    static func jobs(_ args: ParsedArguments) throws -> Int {
        try args.value("jobs", expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            ?? ProcessInfo.processInfo.activeProcessorCount
    }

    /// Seconds since `start`.
    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
