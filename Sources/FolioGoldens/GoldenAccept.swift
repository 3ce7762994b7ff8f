import FolioCodecs
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
                problems.append("\(path.escapedForMessage): expected '<group> <manifest line>'")
                return nil
            }
            switch GoldenEntry.parse(line[line.index(after: space)...]) {
            case .failure(let problem):
                problems.append("\(path.escapedForMessage): \(problem.reason)")
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
    /// returns what was accepted. Every file is read once and checked before anything is recorded:
    /// a regular file inside the review folder (no symbolic link on the way, as in a downloaded
    /// artifact), a picture the check's reader decodes within its limits whose pixels hash to the
    /// entry's, a tree that does.
    /// - Throws: `GoldenAcceptRefusal` naming every file refused (nothing is accepted then);
    ///   `GraphicsError.io` when a file cannot be written; `GoldenManifestError` for a malformed manifest.
    public func accept(only: [String]? = nil, appearance: String? = nil) throws -> [Candidate] {
        let chosen = try candidates().filter { candidate in
            let inOnly = only.map { names in names.contains { $0 == candidate.target || $0 == candidate.group } } ?? true
            return inOnly && (appearance == nil || appearance == candidate.appearance)
        }
        var checked: [(candidate: Candidate, png: [UInt8], tree: [UInt8])] = []
        var refusals: [String] = []
        for candidate in chosen {
            let base = candidate.file + ".actual"
            func refuse(_ file: String, _ reason: String) {
                refusals.append("\((reviewDirectory as NSString).appendingPathComponent(file).escapedForMessage): \(reason)")
            }
            switch (readChecked(base + ".png"), readChecked(base + ".json")) {
            case (.success(let png), .success(let tree)):
                do {
                    guard try RasterImage(png: png).pixelDigest == candidate.entry.pixels else {
                        refuse(base + ".png", "does not hold the render its .actual.golden names")
                        continue
                    }
                } catch {
                    refuse(base + ".png", "not a picture the check can read (\(error))")
                    continue
                }
                guard SHA256.hex(tree) == candidate.entry.tree else {
                    refuse(base + ".json", "does not hold the frame tree its .actual.golden names")
                    continue
                }
                checked.append((candidate, png, tree))
            case (let png, let tree):
                if case .failure(let refusal) = png { refuse(base + ".png", refusal.reason) }
                if case .failure(let refusal) = tree { refuse(base + ".json", refusal.reason) }
            }
        }
        guard refusals.isEmpty else { throw GoldenAcceptRefusal(refusals: refusals) }
        var manifest = try GoldenManifest(directory: goldensDirectory)
        for (candidate, png, tree) in checked {
            try store.put(picture: png, pixels: candidate.entry.pixels)
            try store.put(tree: String(decoding: tree, as: UTF8.self), digest: candidate.entry.tree)
            manifest.set(candidate.entry, group: candidate.group)
        }
        try manifest.write()
        return chosen
    }

    /// The bytes of `relative` inside the review folder, checked; the reason when refused.
    private func readChecked(_ relative: String) -> Result<[UInt8], GoldenAcceptRefusal.Reason> {
        var path = reviewDirectory
        for component in relative.split(separator: "/") {
            guard component != "..", component != "." else { return .failure(.init("a path outside the review folder")) }
            path = (path as NSString).appendingPathComponent(String(component))
            var info = stat()
            guard lstat(path, &info) == 0 else { return .failure(.init("missing from the review")) }
            if (info.st_mode & S_IFMT) == S_IFLNK { return .failure(.init("a symbolic link, which accept never follows")) }
        }
        do {
            return .success(try BoundedInput.read(path, limit: 256 << 20))
        } catch {
            return .failure(.init("cannot be read (\(error))"))
        }
    }
}

/// Files of a review that `golden accept` refused to copy, each with its reason.
struct GoldenAcceptRefusal: Error, CustomStringConvertible {
    /// Why one file was refused.
    struct Reason: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// "review/pet/home.dark.actual.png: a symbolic link, which accept never follows", one a file.
    var refusals: [String]

    /// One line per refusal, and that nothing was accepted.
    var description: String {
        (refusals.map { "REFUSED \($0)" } + ["golden accept: nothing accepted; \(refusals.count) file\(refusals.count == 1 ? "" : "s") refused"])
            .joined(separator: "\n")
    }
}

extension GoldenAcceptRefusal: ClassifiedError {
    /// A review holding what cannot be a golden is bad data.
    public var failureKind: FailureKind { .badData }
}
