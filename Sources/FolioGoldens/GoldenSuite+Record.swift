import Dispatch
import FolioGraphics
import FolioLayout
import Foundation
import FolioStorybook
import FolioTargets

/// Which goldens a record (or a check that records) writes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write none (check only): the CI default.
    case never
    /// Write goldens only where there are none.
    case missing
    /// A check re-records only the goldens that failed (a record: those whose render changed).
    case failed
    /// Write every golden whose render changed, and the missing ones.
    case all

    /// The mode the environment asks for through `FOLIO_RECORD`: `1`, `all` or `true` → all,
    /// `missing` → missing, unset or anything else → never. Tests record this way, never by being edited.
    public static func from(environment: [String: String]) -> RecordMode {
        switch environment[variable]?.lowercased() {
        case "1", "all", "true", "yes": .all
        case "missing": .missing
        case "failed": .failed
        default: .never
        }
    }

    /// `FOLIO_RECORD`.
    package static let variable = "FOLIO_RECORD"
}

extension GoldenSuite {
    /// Renders every story and records it where `mode` says (`.never` records nothing and leaves
    /// `goldens.json` alone, only filling the store): its picture and frame tree into the
    /// store, then its entry into the manifests (only the files whose lines change, each atomically,
    /// after the store has what they name), then `goldens.json`. A story whose entry is unchanged
    /// still gets its picture into the store when the store lacks it, so recording fills a new store.
    /// With `prune`, entries no story renders any more are removed (`collectGarbage` then frees
    /// their pictures). A render with missing glyphs is never recorded: it comes back as failed.
    /// - Throws: `GoldenManifestError` for a malformed manifest; `GraphicsError.io` when the store or
    ///   a manifest cannot be written.
    public func record(mode: RecordMode = .all, prune: Bool = false, parallelism: Int, measurer: any TextMeasuring,
                       progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> GoldenReport {
        let start = DispatchTime.now()
        var manifest = try manifest()
        let results = eachStory(parallelism: parallelism, progress: progress) { [manifest] story, file in
            try record(story, file: file, entry: manifest.entry(Self.key(story)), mode: mode, measurer: measurer)
        }
        let wrote = try keep(results, in: &manifest)
        if wrote || (mode != .never && recordedFingerprint() != fingerprint) { try writeFingerprint() }
        let orphaned = orphans(in: manifest)
        if prune {
            for key in orphaned { manifest.remove(key) }
            try manifest.write()
        }
        var report = report(results, manifest: manifest, packageDifferences: [], start: start)
        report.orphaned = orphaned.map(\.description)
        return report
    }

    /// The record of one story.
    private func record(_ story: Story, file: String, entry old: GoldenEntry?, mode: RecordMode,
                        measurer: any TextMeasuring) throws -> GoldenResult {
        let render = try render(story, measurer: measurer)
        var result = GoldenResult(target: story.target, appearance: story.appearance, file: file, status: .unchanged,
                                  message: "unchanged")
        guard render.missingGlyphs.isEmpty else {
            result.status = .failed
            result.missingGlyphs = render.missingGlyphs
            result.message = "not recorded: text with missing glyphs: " + render.missingGlyphs.joined(separator: ", ")
            return result
        }
        let tree = render.treeText
        let entry = render.entry(Self.key(story), tree: tree)
        if let old, old == entry || mode == .never || mode == .missing {
            if old.pixels == entry.pixels, store.picture(entry.pixels) == nil {
                _ = try keep(render, key: Self.key(story))
                result.message = "unchanged (picture put into the store)"
            }
            return result
        }
        guard mode != .never else { return result }
        if let old {
            result.status = .updated
            result.message = old.pixels == entry.pixels ? "frame tree updated" : "re-recorded"
        } else {
            result.status = .new
            result.message = "recorded"
        }
        result.recordedEntry = try keep(render, key: Self.key(story))
        return result
    }
}
