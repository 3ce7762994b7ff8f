import FolioCore
import FolioGraphics
import Foundation

/// Accepting changes from a review folder without rendering again: each failure's render
/// (`<group>/<stem>.<mode>.actual.png`, its frame tree `.actual.json` and its manifest entry
/// `.actual.golden`) goes into the store and its entry into the manifests, so a reviewer accepts one
/// story, one mode of it, or everything, from the artifact a CI run left. Only a picture whose
/// decoded pixels and a tree whose text hash to the entry's are accepted.
public struct GoldenAccept: Sendable {
    /// One render the review holds.
    public struct Candidate: Hashable, Sendable {
        /// The render's picture inside the review folder, without `.actual.png` ("pet/home.dark").
        public var file: String
        /// The entry it would record, and the group whose manifest takes it.
        public var entry: GoldenEntry, group: String
        /// The story's name ("pet.home").
        public var target: String { entry.story }
        /// Its mode ("light", "dark").
        public var appearance: String { entry.mode }
    }

    /// The review folder (a `folio golden check`'s `--review`).
    public var reviewDirectory: String
    /// The manifests' folder the renders are accepted into.
    public var goldensDirectory: String
    /// The store their pictures and trees go into.
    public var store: GoldenStore

    /// Accepts from `reviewDirectory` into `goldensDirectory` and `store`.
    public init(reviewDirectory: String, goldensDirectory: String, store: GoldenStore = GoldenStore()) {
        self.reviewDirectory = reviewDirectory
        self.goldensDirectory = goldensDirectory
        self.store = store
    }

    /// Every render the review holds, in path order.
    /// - Throws: `GraphicsError.io` when the folder cannot be read; `GoldenManifestError` naming an
    ///   entry file that is not one.
    public func candidates() throws -> [Candidate] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: reviewDirectory, isDirectory: &isFolder), isFolder.boolValue,
              let walker = FileManager.default.enumerator(atPath: reviewDirectory) else {
            throw GraphicsError.io(path: reviewDirectory, reason: "no such review folder")
        }
        let suffix = ".actual.golden"
        var problems: [String] = []
        let found = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().compactMap { file -> Candidate? in
            let path = (reviewDirectory as NSString).appendingPathComponent(file)
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let line = text.trimmingCharacters(in: .newlines)
            guard let space = line.firstIndex(of: " ") else {
                problems.append("\(path): expected '<group> <manifest line>'")
                return nil
            }
            switch GoldenEntry.parse(line[line.index(after: space)...]) {
            case .failure(let problem):
                problems.append("\(path): \(problem.reason)")
                return nil
            case .success(let entry):
                return Candidate(file: String(file.dropLast(suffix.count)), entry: entry, group: String(line[..<space]))
            }
        }
        if !problems.isEmpty { throw GoldenManifestError(problems: problems) }
        return found
    }

    /// Records the renders chosen by `only` (story names or groups; nil for all) and `appearance`
    /// (nil for every mode): picture and frame tree into the store, entries into the manifests;
    /// returns what was accepted.
    /// - Throws: `GraphicsError.io` when a file cannot be read or written or does not hash to its
    ///   entry; `GoldenManifestError` for a malformed manifest.
    public func accept(only: [String]? = nil, appearance: String? = nil) throws -> [Candidate] {
        let chosen = try candidates().filter { candidate in
            let inOnly = only.map { names in names.contains { $0 == candidate.target || $0 == candidate.group } } ?? true
            return inOnly && (appearance == nil || appearance == candidate.appearance)
        }
        var manifest = try GoldenManifest(directory: goldensDirectory)
        for candidate in chosen {
            let base = (reviewDirectory as NSString).appendingPathComponent(candidate.file) + ".actual"
            let png = try read(base + ".png"), tree = try read(base + ".json")
            guard try RasterImage(png: png).pixelDigest == candidate.entry.pixels, SHA256.hex(tree) == candidate.entry.tree else {
                throw GraphicsError.io(path: base + ".png", reason: "does not hold the render its .actual.golden names")
            }
            try store.put(picture: png, pixels: candidate.entry.pixels)
            try store.put(tree: String(decoding: tree, as: UTF8.self), digest: candidate.entry.tree)
            manifest.set(candidate.entry, group: candidate.group)
        }
        try manifest.write()
        return chosen
    }

    private func read(_ path: String) throws -> [UInt8] {
        guard let bytes = FileManager.default.contents(atPath: path) else { throw GraphicsError.io(path: path, reason: "missing from the review") }
        return [UInt8](bytes)
    }
}
