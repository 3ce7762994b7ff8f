import FolioCodecs
import FolioGraphics
import Foundation
import FolioStorybook
import FolioTargets

extension GoldenSuite {
    /// How many changed regions the review crops.
    static let zoomsShown = 3

    /// The review's crops of the most changed `regions` (at most three), padded and enlarged so a
    /// change of a few pixels fills about 240 px.
    func writeZooms(_ regions: [PixelDiff.Region], _ expected: RasterImage, _ actual: RasterImage,
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

    /// Gives the appearances that passed, of targets where another failed, their golden in the review
    /// too (when the store has it), so light is seen next to dark.
    func pairAppearances(_ results: inout [GoldenResult], manifest: GoldenManifest) throws {
        let failing = Set(results.filter(\.isFailure).map(\.target.name))
        for i in results.indices where failing.contains(results[i].target.name) && results[i].expectedImage == nil
            && results[i].status != .missing && !results[i].isFailure {
            let key = GoldenEntry.Key(story: results[i].target.name, mode: results[i].mode)
            guard let entry = manifest.entry(key), let golden = store.picture(entry.pixels) else { continue }
            let image = try writeReview(golden, for: results[i].file, as: "expected")
            results[i].expectedImage = image
            results[i].actualImage = image
        }
    }

    /// Where an unsharded check keeps the review of the check before it: `<review>.previous`.
    public var previousReviewDirectory: String { reviewDirectory + ".previous" }

    /// Whether the review folder holds an earlier check's review (a folder this code made, marked so),
    /// which the next unsharded check moves to `previousReviewDirectory`.
    public var hasReview: Bool {
        FileManager.default.fileExists(atPath: (reviewDirectory as NSString).appendingPathComponent(Self.reviewMarker))
    }

    /// Makes way for this check's review: an earlier check's review (only a folder this code made,
    /// marked so) moves to `previousReviewDirectory`, replacing the one kept there, so a check never
    /// silently loses the review before it; one shard of several removes only its own stories'
    /// pictures, the other shards share the folder.
    func prepareReview(shard: Shard) throws {
        let marker = (reviewDirectory as NSString).appendingPathComponent(Self.reviewMarker)
        if shard.count > 1 {
            removeReviewPictures(of: plan.stories(in: shard))
        } else if hasReview {
            try? FileManager.default.removeItem(atPath: previousReviewDirectory)
            do {
                try FileManager.default.moveItem(atPath: reviewDirectory, toPath: previousReviewDirectory)
            } catch {
                throw GraphicsError.io(path: reviewDirectory, reason: "the previous review could not be kept as \(previousReviewDirectory): \(error)")
            }
        }
        try AtomicFile.createDirectory(reviewDirectory)
        try AtomicFile.write("Made by folio golden check; the next one moves it to <this folder>.previous.\n", to: marker)
    }

    /// The file that marks a folder as a review Folio may empty.
    static let reviewMarker = ".folio-review"

    /// What the review keeps of a render that `folio golden accept` records: its picture
    /// (`<file>.actual.png`), its frame tree (`.actual.json`) and its manifest entry with its group
    /// (`.actual.golden`: "<group> <manifest line>").
    static let actualSuffixes = [".actual.png", ".actual.json", ".actual.golden"]

    /// Writes the render into the review (see `actualSuffixes`); returns the picture's path in the folder.
    func writeActual(_ render: Render, key: GoldenEntry.Key, group: String, for file: String) throws -> String {
        let name = try writeReview(try render.png(), for: file, as: "actual")
        let base = (reviewDirectory as NSString).appendingPathComponent(String(name.dropLast(4)))
        let tree = render.treeText
        try AtomicFile.write(tree, to: base + ".json")
        try AtomicFile.write("\(group) \(render.entry(key, tree: tree).line)\n", to: base + ".golden")
        return name
    }

    /// Writes one review picture (`<group>/<stem>.<mode>.<role>.png`); returns its path in the folder.
    func writeReview(_ png: [UInt8], for file: String, as role: String) throws -> String {
        let name = String(file.dropLast(4)) + ".\(role).png"
        let full = (reviewDirectory as NSString).appendingPathComponent(name)
        try AtomicFile.createDirectory((full as NSString).deletingLastPathComponent)
        try AtomicFile.write(png, to: full)
        return name
    }

    /// Removes the review pictures and frame trees an earlier check left for `stories`.
    func removeReviewPictures(of stories: [Story]) {
        for story in stories {
            let base = (reviewDirectory as NSString).appendingPathComponent(String(GoldenSuite.file(story).dropLast(4)))
            for suffix in [".expected.png", ".diff.png"] + Self.actualSuffixes
                + (1...GoldenSuite.zoomsShown).flatMap({ [".zoom\($0)-expected.png", ".zoom\($0)-actual.png"] }) {
                try? FileManager.default.removeItem(atPath: base + suffix)
            }
        }
    }
}
