import Dispatch
import FolioGraphics
import FolioLayout
import Foundation

extension GoldenSuite {
    /// Renders every story and compares it with its golden, on `parallelism` threads; writes the
    /// pictures of each failure into the review folder (not the page: see `ReviewPage`).
    /// The frame tree is the first gate: each story's tree text is compared with the stored one
    /// (exact, and font-file independent) before any pixel is decoded. When the goldens were made
    /// with other font files or library versions, only the frame trees are checked and the pixels
    /// are reported as not comparable.
    /// With `record`, the same run also writes goldens from its renders: the missing ones
    /// (`.missing`), the failed ones (`.failed`) or every one that changed (`.all`); the results still
    /// say what failed, and what was written ("recorded"). With a `shard` of several, only its
    /// stories are checked and the review keeps the other shards' pictures (see `mergeShards`).
    public func check(record: RecordMode = .never, shard: Shard = .all, parallelism: Int, measurer: any TextMeasuring,
                      progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> GoldenReport {
        let start = DispatchTime.now()
        var notes: [String] = []
        if let recorded = recordedFingerprint() {
            let comparison = fingerprint.comparison(with: recorded)
            if !comparison.refusals.isEmpty {
                let results = eachStory(plan.stories(in: shard), parallelism: parallelism, progress: progress) { story, file in
                    try compareTree(story, file: file, measurer: measurer)
                }
                return GoldenReport(results: results, orphaned: orphans(), packageDifferences: comparison.refusals,
                                    seconds: seconds(since: start))
            }
            notes = comparison.notes
        }
        try prepareReview(shard: shard)
        if record != .never {
            for group in Set(plan.targets.map(\.group)).sorted() { try AtomicFile.createDirectory(path(group)) }
        }
        var results = eachStory(plan.stories(in: shard), parallelism: parallelism, progress: progress) { story, file in
            try compare(story, file: file, record: record, measurer: measurer)
        }
        if record != .never, results.contains(where: \.recorded) {
            try AtomicFile.write(fingerprint.json.serialized(pretty: true) + "\n", to: path(Self.fingerprintFile))
        }
        try pairAppearances(&results)
        return GoldenReport(results: results, orphaned: orphans(), packageDifferences: [], notes: notes, seconds: seconds(since: start))
    }

    /// The check of one story, recording its golden from the same render where `mode` says.
    private func compare(_ story: Story, file: String, record mode: RecordMode, measurer: any TextMeasuring) throws -> GoldenResult {
        let render = try render(story, measurer: measurer)
        var result = try compare(story, render: render, file: file)
        let writes = switch mode {
        case .never: false
        case .missing: result.status == .missing
        case .failed: result.status == .failed && result.missingGlyphs.isEmpty
        case .all: !result.exact && result.missingGlyphs.isEmpty
        }
        if writes {
            try write(render, to: file)
            result.recorded = true
            result.message += " (recorded)"
        }
        return result
    }

    /// The frame-tree gate alone, for goldens whose pixels can't be compared here: the story's tree
    /// against the stored one, the changes named when they differ.
    private func compareTree(_ story: Story, file: String, measurer: any TextMeasuring) throws -> GoldenResult {
        var result = GoldenResult(target: story.target, appearance: story.appearance, file: file, status: .passed,
                                  message: "frame tree unchanged; pixels not comparable here")
        let render = try render(story, measurer: measurer)
        guard let stored = storedTree(file) else {
            result.status = .missing
            result.message = "no frame tree recorded; pixels not comparable here"
            return result
        }
        if stored != render.treeText {
            result.status = .failed
            result.changes = treeChanges(stored, render)
            result.message = "frame tree changed (\(result.changes.count) change\(result.changes.count == 1 ? "" : "s")); pixels not comparable here"
        }
        return result
    }

    /// The stored frame tree text of a golden, nil when none was recorded.
    private func storedTree(_ file: String) -> String? {
        FileManager.default.contents(atPath: path(Self.treeFile(file))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What changed from the stored tree to the render's. Stored against stored: the fresh tree goes
    /// through the same text (three decimals) the recorded one was written as, so an image-only
    /// change invents no frame-tree change.
    private func treeChanges(_ stored: String, _ render: Render) -> [String] {
        guard let recorded = try? JSONValue(parsing: stored), let fresh = try? JSONValue(parsing: render.treeText) else { return [] }
        return FrameTreeDiff.changes(from: recorded, to: fresh)
    }

    /// The comparison of one story's render with its golden: the frame tree first (exact text, no
    /// pixel decoded), then the pixels.
    private func compare(_ story: Story, render: Render, file: String) throws -> GoldenResult {
        var result = GoldenResult(target: story.target, appearance: story.appearance, file: file, status: .passed, message: "exact match")
        guard let golden = FileManager.default.contents(atPath: path(file)).map({ [UInt8]($0) }) else {
            result.status = .missing
            result.message = "no golden yet"
            result.actualImage = try writeActual(render, for: file)
            return result
        }
        var diffPicture: RasterImage?, pictures: (RasterImage, RasterImage)?, regions: [PixelDiff.Region] = []
        var changes: [String] = []
        if PixelDiff.sameBytes(golden, render.png) {
            result.exact = true
        } else {
            if let stored = storedTree(file), stored != render.treeText { changes = treeChanges(stored, render) }
            let expected: RasterImage
            do {
                expected = try RasterImage(png: golden)
            } catch let error as GraphicsError {
                // A truncated, corrupted or oversized golden is this case's failure; the check goes on.
                result.status = .failed
                result.message = "golden \(file) is \(error.description)"
                result.actualImage = try writeActual(render, for: file)
                return result
            }
            let actual = try RasterImage(png: render.png)
            do {
                let found = try diff.compare(expected, actual, drawing: true)
                (result.differing, result.antialiased, diffPicture) = (found.differing, found.antialiased, found.image)
                (pictures, regions) = ((expected, actual), found.regions)
                let ignored = found.antialiased > 0 ? " (\(found.antialiased) anti-aliased ignored)" : ""
                if found.differing == 0 {
                    result.message = "no pixel beyond the threshold\(ignored)"
                } else if found.differing <= maxDiffPixels {
                    result.status = .tolerated
                    result.message = "\(found.differing) pixels differ, within --max-diff-pixels \(maxDiffPixels)\(ignored)"
                } else {
                    result.status = .failed
                    let share = Double(found.differing) / Double(expected.width * expected.height) * 100
                    result.message = "\(found.differing) pixels differ (\(String(format: share < 0.1 ? "%.3f" : "%.1f", share)) % of the picture)\(ignored)"
                }
            } catch let error as PixelDiffError {
                result.status = .failed
                result.message = error.description
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
        result.expectedImage = try writeReview(golden, for: file, as: "expected")
        result.actualImage = try writeActual(render, for: file)
        if let diffPicture { result.diffImage = try writeReview(try diffPicture.png(), for: file, as: "diff") }
        if let (expected, actual) = pictures { result.zooms = try writeZooms(regions, expected, actual, for: file) }
        return result
    }

    /// The review's crops of the most changed `regions` (at most three), padded and enlarged so a
    /// change of a few pixels fills about 240 px.
    private func writeZooms(_ regions: [PixelDiff.Region], _ expected: RasterImage, _ actual: RasterImage,
                            for file: String) throws -> [GoldenZoom] {
        try regions.prefix(Self.zoomsShown).enumerated().map { index, region in
            let pad = 12
            let (x, y) = (max(0, region.x - pad), max(0, region.y - pad))
            let (w, h) = (min(expected.width, region.x + region.width + pad) - x, min(expected.height, region.y + region.height + pad) - y)
            let zoom = min(8, max(1, 240 / max(w, h)))
            let crop = { (image: RasterImage) in try image.cropped(x: x, y: y, width: w, height: h, zoom: zoom).png() }
            return GoldenZoom(expected: try writeReview(try crop(expected), for: file, as: "zoom\(index + 1)-expected"),
                              actual: try writeReview(try crop(actual), for: file, as: "zoom\(index + 1)-actual"),
                              label: "x \(x), y \(y), \(w) × \(h) px, ×\(zoom)")
        }
    }

    /// How many changed regions the review crops.
    static let zoomsShown = 3

    /// Gives the appearances that passed, of targets where another failed, their golden in the review
    /// too, so light is seen next to dark.
    func pairAppearances(_ results: inout [GoldenResult]) throws {
        let failing = Set(results.filter(\.isFailure).map(\.target.name))
        for i in results.indices where failing.contains(results[i].target.name) && results[i].expectedImage == nil
            && results[i].status != .missing && !results[i].isFailure {
            guard let golden = FileManager.default.contents(atPath: path(results[i].file)) else { continue }
            let image = try writeReview([UInt8](golden), for: results[i].file, as: "expected")
            results[i].expectedImage = image
            results[i].actualImage = image
        }
    }

    /// Empties the review folder of an earlier check (only a folder this code made, marked so);
    /// one shard of several removes only its own stories' pictures, the others' shards share the folder.
    private func prepareReview(shard: Shard) throws {
        let marker = (reviewDirectory as NSString).appendingPathComponent(Self.reviewMarker)
        if shard.count > 1 {
            removeReviewPictures(of: plan.stories(in: shard))
        } else if FileManager.default.fileExists(atPath: marker) {
            try? FileManager.default.removeItem(atPath: reviewDirectory)
        }
        try AtomicFile.createDirectory(reviewDirectory)
        try AtomicFile.write("Made by folio golden check; emptied by the next one.\n", to: marker)
    }

    /// The file that marks a folder as a review Folio may empty.
    static let reviewMarker = ".folio-review"

    /// Writes one review picture (`<group>/<stem>.<appearance>.<role>.png`); returns its path in the folder.
    /// Writes the render into the review as `<file>.actual.png` with its frame tree beside it
    /// (`.actual.json`), what `folio golden accept` copies into the goldens; returns the PNG's path.
    private func writeActual(_ render: Render, for file: String) throws -> String {
        let name = try writeReview(render.png, for: file, as: "actual")
        try AtomicFile.write(render.treeText, to: (reviewDirectory as NSString).appendingPathComponent(Self.treeFile(name)))
        return name
    }

    private func writeReview(_ png: [UInt8], for file: String, as role: String) throws -> String {
        let name = String(file.dropLast(4)) + ".\(role).png"
        let full = (reviewDirectory as NSString).appendingPathComponent(name)
        try AtomicFile.createDirectory((full as NSString).deletingLastPathComponent)
        try AtomicFile.write(png, to: full)
        return name
    }
}

/// Seconds since `start`.
func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}
