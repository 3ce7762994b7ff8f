import Dispatch
import FolioCodecs
import FolioCore
import FolioGraphics
import FolioLayout
import Foundation
import FolioStorybook
import FolioTargets

extension GoldenSuite {
    /// Renders every story and compares its pixels' hash with its manifest entry, on `parallelism`
    /// threads: no PNG is encoded and no store read unless a story fails, so a check needs nothing
    /// but the manifests. A failure's review gets the new render, the frame tree's changes in words
    /// (when the store has the recorded tree) and the expected picture, diff and zooms (when the
    /// store has the expected picture; else the result says it has not). When the goldens were made
    /// with other font files or library versions, only the frame trees are compared.
    /// With `record`, the same run also records goldens from its renders: the missing ones
    /// (`.missing`), the failed ones (`.failed`) or every one that changed (`.all`), into the store
    /// and the manifests; the results still say what failed, and what was written ("recorded").
    /// With a `shard` of several, only its stories are checked and the review keeps the other
    /// shards' pictures (see `mergeShards`).
    /// - Throws: `GoldenManifestError` for a malformed manifest; `GraphicsError.io` when the review
    ///   or a recording cannot be written.
    public func check(record: RecordMode = .never, shard: Shard = .all, parallelism: Int, measurer: any TextMeasuring,
                      progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> GoldenReport {
        let start = DispatchTime.now()
        var manifest = try manifest()
        var notes: [String] = []
        try prepareReview(shard: shard)
        if let recorded = recordedFingerprint() {
            let comparison = fingerprint.comparison(with: recorded)
            if !comparison.refusals.isEmpty {
                let results = eachStory(plan.stories(in: shard), parallelism: parallelism, progress: progress) { [manifest] story, file in
                    try compareTree(story, file: file, entry: manifest.entry(Self.key(story)), measurer: measurer)
                }
                return report(results, manifest: manifest, packageDifferences: comparison.refusals, start: start)
            }
            notes = comparison.notes
        }
        var results = eachStory(plan.stories(in: shard), parallelism: parallelism, progress: progress) { [manifest] story, file in
            try compare(story, file: file, entry: manifest.entry(Self.key(story)), record: record, measurer: measurer)
        }
        if try keep(results, in: &manifest) { try writeFingerprint() }
        try pairAppearances(&results, manifest: manifest)
        var report = report(results, manifest: manifest, packageDifferences: [], start: start)
        report.notes = notes
        // The guard lays every story out again in two modes: the first shard's job, not every shard's.
        if shard.index == 0 { report.lostAxes = try LostAxisGuard(plan: plan).check(measurer: measurer) }
        return report
    }

    /// The report of `results`, with the orphans of `manifest` and of the store.
    func report(_ results: [GoldenResult], manifest: GoldenManifest, packageDifferences: [String], start: DispatchTime) -> GoldenReport {
        GoldenReport(results: results, orphaned: orphans(in: manifest).map(\.description), orphanedInStore: store.orphans(of: manifest.entries),
                     packageDifferences: packageDifferences, seconds: seconds(since: start))
    }

    /// Sets the entries `results` recorded into `manifest` and writes it (after their pictures and
    /// trees are in the store); returns whether any was.
    func keep(_ results: [GoldenResult], in manifest: inout GoldenManifest) throws -> Bool {
        let recorded = results.compactMap { result in result.recordedEntry.map { ($0, result.target.group) } }
        for (entry, group) in recorded { manifest.set(entry, group: group) }
        try manifest.write()
        return !recorded.isEmpty
    }

    /// Writes this machine's fingerprint as the goldens'.
    func writeFingerprint() throws {
        try AtomicFile.createDirectory(directory)
        try AtomicFile.write(fingerprint.json.serialized(pretty: true) + "\n", to: path(Self.fingerprintFile))
    }

    /// The check of one story, recording its golden from the same render where `mode` says.
    private func compare(_ story: Story, file: String, entry: GoldenEntry?, record mode: RecordMode,
                         measurer: any TextMeasuring) throws -> GoldenResult {
        let render = try render(story, measurer: measurer)
        var result = try compare(story, render: render, file: file, entry: entry)
        let writes = switch mode {
        case .never: false
        case .missing: result.status == .missing
        case .failed: result.status == .failed && result.missingGlyphs.isEmpty
        case .all: !result.exact && result.missingGlyphs.isEmpty
        }
        if writes {
            result.recordedEntry = try keep(render, key: Self.key(story))
            result.recorded = true
            result.message += " (recorded)"
        }
        return result
    }

    /// Puts a render's picture and frame tree into the store; returns its manifest entry.
    func keep(_ render: Render, key: GoldenEntry.Key) throws -> GoldenEntry {
        let tree = render.treeText
        let entry = render.entry(key, tree: tree)
        if store.picture(entry.pixels) == nil { try store.put(picture: try render.png(), pixels: entry.pixels) }
        try store.put(tree: tree, digest: entry.tree)
        return entry
    }

    /// The frame trees alone, for goldens whose pixels can't be compared here: the story's tree's
    /// hash against the recorded one, the changes named when the store has the recorded tree.
    private func compareTree(_ story: Story, file: String, entry: GoldenEntry?, measurer: any TextMeasuring) throws -> GoldenResult {
        var result = GoldenResult(target: story.target, appearance: story.appearance, file: file, status: .passed,
                                  message: "frame tree unchanged; pixels not comparable here")
        let render = try render(story, measurer: measurer)
        guard let entry else {
            result.status = .missing
            result.message = "no golden yet; pixels not comparable here"
            return result
        }
        let tree = render.treeText
        if render.entry(Self.key(story), tree: tree).tree != entry.tree {
            result.status = .failed
            result.changes = treeChanges(entry, tree)
            result.message = "frame tree changed; pixels not comparable here"
        }
        return result
    }

    /// What changed from the recorded tree to `fresh`, in words; when the store lacks the recorded
    /// tree, a line saying so. Stored against stored: the fresh tree goes through the same text
    /// (three decimals) the recorded one was written as, so an image-only change invents no change.
    private func treeChanges(_ entry: GoldenEntry, _ fresh: String) -> [String] {
        guard let stored = store.tree(entry.tree) else {
            return ["the frame tree changed; the recorded tree is not in the store \(store.directory), so the changes can't be named"]
        }
        guard let recorded = try? JSONValue(parsing: stored), let tree = try? JSONValue(parsing: fresh) else { return [] }
        return FrameTreeDiff.changes(from: recorded, to: tree)
    }

    /// The comparison of one story's render with its entry: the pixels' hash first; when it differs,
    /// the frame tree's and, with the expected picture from the store, the pixels themselves.
    private func compare(_ story: Story, render: Render, file: String, entry: GoldenEntry?) throws -> GoldenResult {
        var result = GoldenResult(target: story.target, appearance: story.appearance, file: file, status: .passed, message: "exact match")
        guard let entry else {
            result.status = .missing
            result.message = "no golden yet"
            result.actualImage = try writeActual(render, key: Self.key(story), group: story.target.group, for: file)
            return result
        }
        var golden: [UInt8]?, diffPicture: RasterImage?, expected: RasterImage?, regions: [PixelDiff.Region] = []
        var changes: [String] = []
        if entry.pixels == render.pixels {
            result.exact = true
        } else {
            let tree = render.treeText
            if render.entry(Self.key(story), tree: tree).tree != entry.tree { changes = treeChanges(entry, tree) }
            result.status = .failed
            result.message = render.size == entry.size ? "pixels differ from the golden" : "size \(render.size), the golden's \(entry.size)"
            switch expectedPicture(entry) {
            case .absent:
                result.expectedNotInStore = true
                result.message += "; the expected picture is not in the store \(store.directory)"
            case .unusable(let reason):
                result.message = reason
            case .found(let png, let picture):
                (golden, expected) = (png, picture)
                do {
                    let found = try diff.compare(picture, try render.image(), drawing: true)
                    (result.differing, result.antialiased, diffPicture, regions) = (found.differing, found.antialiased, found.image, found.regions)
                    (result.status, result.message) = verdict(found, of: picture)
                } catch let error as PixelDiffError {
                    result.message = error.description
                }
            }
        }
        if !render.missingGlyphs.isEmpty {
            let pixelsFailed = result.status == .failed
            result.status = .failed
            result.missingGlyphs = render.missingGlyphs
            result.message = (pixelsFailed ? result.message + "; " : "") + "text with missing glyphs: " + render.missingGlyphs.joined(separator: ", ")
        }
        guard result.status == .failed else { return result }
        result.changes = changes
        if let golden { result.expectedImage = try writeReview(golden, for: file, as: "expected") }
        result.actualImage = try writeActual(render, key: Self.key(story), group: story.target.group, for: file)
        if let diffPicture { result.diffImage = try writeReview(try diffPicture.png(), for: file, as: "diff") }
        if let expected { result.zooms = try writeZooms(regions, expected, try render.image(), for: file) }
        return result
    }

    /// What the store holds for `entry`'s picture.
    private enum StoredPicture {
        case absent
        /// A truncated, corrupted or oversized file, or one whose pixels hash otherwise (a damaged
        /// shared folder): this case's failure, and the check goes on.
        case unusable(String)
        case found([UInt8], RasterImage)
    }

    /// The expected picture of `entry` from the store, decoded and checked against its hash.
    private func expectedPicture(_ entry: GoldenEntry) -> StoredPicture {
        guard let png = store.picture(entry.pixels) else { return .absent }
        let path = store.path(entry.pixels, .picture)
        do {
            let picture = try RasterImage(png: png)
            guard picture.pixelDigest == entry.pixels else {
                return .unusable("the store's picture \(path) does not hold the golden's pixels (they hash otherwise)")
            }
            return .found(png, picture)
        } catch {
            return .unusable("the store's picture \(path) is \(error)")
        }
    }

    /// What a pixel comparison found: passed (nothing over the threshold), tolerated (no more than
    /// `maxDiffPixels`) or failed, and in a line.
    private func verdict(_ found: PixelDiff.Result, of expected: RasterImage) -> (GoldenResult.Status, String) {
        let ignored = found.antialiased > 0 ? " (\(found.antialiased) anti-aliased ignored)" : ""
        if found.differing == 0 { return (.passed, "no pixel beyond the threshold\(ignored)") }
        if found.differing <= maxDiffPixels {
            return (.tolerated, "\(found.differing) pixels differ, within --max-diff-pixels \(maxDiffPixels)\(ignored)")
        }
        let share = Double(found.differing) / Double(expected.width * expected.height) * 100
        return (.failed, "\(found.differing) pixels differ (\(String(format: share < 0.1 ? "%.3f" : "%.1f", share)) % of the picture)\(ignored)")
    }
}

/// Seconds since `start`.
func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}
