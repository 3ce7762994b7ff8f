import Dispatch
import FolioGraphics
import FolioLayout
import Foundation

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
    public static let variable = "FOLIO_RECORD"
}

extension GoldenSuite {
    /// Renders every story and writes its golden PNG and frame-tree JSON where `mode` says (files whose
    /// bytes would not change are left alone), then `goldens.json`; with `prune`, deletes the orphans.
    /// A render with missing glyphs is never recorded: it comes back as failed.
    public func record(mode: RecordMode = .all, prune: Bool = false, parallelism: Int, measurer: any TextMeasuring,
                       progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> GoldenReport {
        let start = DispatchTime.now()
        for group in Set(plan.targets.map(\.group)).sorted() { try AtomicFile.createDirectory(path(group)) }
        let results = eachStory(parallelism: parallelism, progress: progress) { story, file in
            try store(story, file: file, mode: mode, measurer: measurer)
        }
        if results.contains(where: { $0.status == .new || $0.status == .updated }) || recordedFingerprint() != fingerprint {
            try AtomicFile.write(fingerprint.json.serialized(pretty: true) + "\n", to: path(Self.fingerprintFile))
        }
        let orphaned = orphans()
        if prune {
            for file in orphaned { try? FileManager.default.removeItem(atPath: path(file)) }
        }
        return GoldenReport(results: results, orphaned: orphaned, packageDifferences: [], seconds: seconds(since: start))
    }

    /// The record of one story.
    private func store(_ story: Story, file: String, mode: RecordMode, measurer: any TextMeasuring) throws -> GoldenResult {
        let render = try render(story, measurer: measurer)
        var result = GoldenResult(target: story.target, appearance: story.appearance, file: file, status: .unchanged,
                                  message: "unchanged")
        guard render.missingGlyphs.isEmpty else {
            result.status = .failed
            result.missingGlyphs = render.missingGlyphs
            result.message = "not recorded: text with missing glyphs: " + render.missingGlyphs.joined(separator: ", ")
            return result
        }
        let existing = FileManager.default.contents(atPath: path(file)).map { [UInt8]($0) }
        let tree = render.treeText
        let existingTree = FileManager.default.contents(atPath: path(Self.treeFile(file))).map { String(decoding: $0, as: UTF8.self) }
        switch (existing, mode) {
        case (nil, .never): return result
        case (nil, _):
            result.status = .new
            result.message = "recorded"
        case (.some, .never), (.some, .missing): return result
        case (.some(let bytes), .failed), (.some(let bytes), .all):
            guard !PixelDiff.sameBytes(bytes, render.png) || existingTree != tree else { return result }
            result.status = .updated
            result.message = PixelDiff.sameBytes(bytes, render.png) ? "frame tree updated" : "re-recorded"
        }
        try write(render, to: file)
        return result
    }

    /// Writes a render's PNG and frame tree as the golden `file`.
    func write(_ render: Render, to file: String) throws {
        try AtomicFile.write(render.png, to: path(file))
        try AtomicFile.write(render.treeText, to: path(Self.treeFile(file)))
    }
}
