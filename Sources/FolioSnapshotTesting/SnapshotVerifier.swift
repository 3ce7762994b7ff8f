import FolioCodecs
import FolioCore
import FolioGoldens
import FolioTargets
import FolioGraphics
import FolioKit
import Foundation

/// Checks one capture against its golden and records it where the record mode says, as
/// `folio golden check --record` does for a story: a missing golden is recorded in `.missing`, `.all`
/// and never in `.never` or `.failed`; a failed one in `.failed` and `.all`. A recording still fails the
/// assertion, saying what it wrote, so a test never passes on a golden nobody looked at.
struct SnapshotVerifier {
    let places: SnapshotPlaces
    let strategy: Snapshotting
    let record: RecordMode

    /// Manifests are read, changed and written under one lock: Swift Testing runs tests in parallel.
    private static let lock = NSLock()

    /// The failure message, or nil when the capture matches its golden.
    /// - Throws: a malformed manifest's error; an I/O error when the store, the manifest or the review
    ///   cannot be written.
    func verify(_ capture: SnapshotCapture) throws -> String? {
        try Self.lock.withLock {
            var manifest = try GoldenManifest(directory: places.manifests)
            let what = "Snapshot '\(capture.entry.story)' (.\(strategy.kind.rawValue), \(capture.entry.mode))"
            guard let golden = manifest.entry(capture.entry.key) else {
                if [.missing, .all].contains(record) {
                    try keep(capture, in: &manifest)
                    return "\(what) had no golden: recorded it in \(places.manifestFile) (record mode \(record.rawValue)); "
                        + "run the test again to check against it."
                }
                let actual = try writeReview(capture, as: "actual")
                return "\(what) has no golden in \(places.manifestFile).\n  actual: \(actual)\n"
                    + "Record it with record: .missing or \(RecordMode.variable)=missing."
            }
            guard var failure = try compare(capture, with: golden) else { return nil }
            if !failure.comparable {
                failure.lines.append("Record it on a machine with the goldens' fonts and libraries (\(places.fingerprintFile)).")
            } else if [.failed, .all].contains(record) {
                try keep(capture, in: &manifest)
                failure.lines.append("Recorded the new golden (record mode \(record.rawValue)); run the test again to check against it.")
            } else {
                failure.lines.append("Record it again with record: .failed or \(RecordMode.variable)=failed.")
            }
            return "\(what) does not match its golden in \(places.manifestFile): \(failure.reason)\n  " + failure.lines.joined(separator: "\n  ")
        }
    }

    /// Why a capture failed, and the lines that follow (changes, review files, what to do).
    private struct Failure {
        var reason: String
        var lines: [String] = []
        /// False when the goldens' pixels cannot be compared on this machine, which then records nothing.
        var comparable = true
    }

    /// The capture against `golden` by the strategy's measure; nil when it passes.
    private func compare(_ capture: SnapshotCapture, with golden: GoldenEntry) throws -> Failure? {
        switch strategy.kind {
        case .png:
            guard capture.entry.pixels != golden.pixels else { return nil }
            let refusals = places.pixelRefusals()
            guard refusals.isEmpty else {
                // Goldens made with other font files or library versions: their pixels say nothing
                // here, so the frame tree decides, as `folio golden check` does.
                guard capture.entry.tree != golden.tree else { return nil }
                return Failure(reason: "the frame tree changed; pixels not comparable here (\(refusals.joined(separator: "; ")))",
                               lines: changes(capture, from: golden), comparable: false)
            }
            return try comparePixels(capture, with: golden)
        case .frameTree, .pdfText:
            guard capture.entry.tree != golden.tree else { return nil }
            var failure = Failure(reason: strategy.kind == .frameTree ? "the frame tree changed" : "the PDF's text changed")
            failure.lines = changes(capture, from: golden)
            failure.lines.append("actual:   " + (try writeReview(capture.text, capture, as: "actual")))
            if let expected = places.store.tree(golden.tree) { failure.lines.append("expected: " + (try writeReview(expected, capture, as: "expected"))) }
            return failure
        }
    }

    /// Pixels that hash otherwise: compared with the expected picture when the store has it, within
    /// the strategy's threshold; the review gets the actual, expected and diff pictures.
    private func comparePixels(_ capture: SnapshotCapture, with golden: GoldenEntry) throws -> Failure? {
        var failure = Failure(reason: capture.entry.size == golden.size ? "the pixels differ" : "size \(capture.entry.size), the golden's \(golden.size)")
        var expected: [UInt8]?, diff: [UInt8]?
        if let png = places.store.picture(golden.pixels), let picture = try? RasterImage(png: png), picture.pixelDigest == golden.pixels {
            if picture.width == capture.image.width, picture.height == capture.image.height {
                let found = try PixelDiff(threshold: strategy.threshold).compare(picture, capture.image, drawing: true)
                if found.differing == 0 { return nil }
                let share = Double(found.differing) / Double(picture.width * picture.height) * 100
                failure.reason = "\(found.differing) pixels differ (\(String(format: share < 0.1 ? "%.3f" : "%.1f", share)) % of the picture)"
                diff = try found.image?.png()
            }
            expected = png
        } else {
            failure.reason += "; the expected picture is not in the golden store \(places.store.directory)"
        }
        if capture.entry.tree != golden.tree { failure.lines = changes(capture, from: golden) }
        failure.lines.append("actual:   " + (try writeReview(capture, as: "actual")))
        if let expected { failure.lines.append("expected: " + (try writeReview(expected, capture, as: "expected"))) }
        if let diff { failure.lines.append("diff:     " + (try writeReview(diff, capture, as: "diff"))) }
        return failure
    }

    /// The frame tree's (or text's) changes in words, when the store has the recorded one.
    private func changes(_ capture: SnapshotCapture, from golden: GoldenEntry) -> [String] {
        guard let stored = places.store.tree(golden.tree) else { return ["(the recorded text is not in the golden store, so its changes can't be named)"] }
        if strategy.kind != .pdfText, let old = try? JSONValue(parsing: stored), let new = try? JSONValue(parsing: capture.text) {
            return FrameTreeDiff.changes(from: old, to: new).map { "changed: " + $0 }
        }
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false), new = capture.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = (0..<min(old.count, new.count)).first(where: { old[$0] != new[$0] }) ?? (old.count == new.count ? nil : min(old.count, new.count)) else {
            return []
        }
        let was = line < old.count ? String(old[line]) : "(nothing)", now = line < new.count ? String(new[line]) : "(nothing)"
        return ["first change on line \(line + 1): '\(was.trimmingCharacters(in: .whitespaces))' is now '\(now.trimmingCharacters(in: .whitespaces))'"]
    }

    /// Records the capture: its picture and text into the store, then its entry into the manifest.
    private func keep(_ capture: SnapshotCapture, in manifest: inout GoldenManifest) throws {
        try capture.keep(in: places.store)
        manifest.set(capture.entry, group: places.group)
        try manifest.write()
        try AtomicFile.write(SnapshotPlaces.fingerprint.json.serialized(pretty: true) + "\n", to: places.fingerprintFile)
    }

    /// Writes the capture's own review file: its picture, or for a text strategy its text.
    private func writeReview(_ capture: SnapshotCapture, as role: String) throws -> String {
        strategy.kind == .png ? try writeReview(try capture.png(), capture, as: role) : try writeReview(capture.text, capture, as: role)
    }

    private func writeReview(_ png: [UInt8], _ capture: SnapshotCapture, as role: String) throws -> String {
        let path = reviewPath(capture, role, "png")
        try AtomicFile.createDirectory(places.review)
        try AtomicFile.write(png, to: path)
        return path
    }

    private func writeReview(_ text: String, _ capture: SnapshotCapture, as role: String) throws -> String {
        let path = reviewPath(capture, role, strategy.kind == .pdfText ? "txt" : "tree.json")
        try AtomicFile.createDirectory(places.review)
        try AtomicFile.write(text, to: path)
        return path
    }

    /// `<review>/<story>.<mode>.<role>.<ext>`, the story's ":" and "/" made file-safe.
    private func reviewPath(_ capture: SnapshotCapture, _ role: String, _ ext: String) -> String {
        let story = RenderTarget.fileSafe(capture.entry.story).replacingOccurrences(of: "/", with: "_")
        return (places.review as NSString).appendingPathComponent("\(story).\(capture.entry.mode).\(role).\(ext)")
    }
}
