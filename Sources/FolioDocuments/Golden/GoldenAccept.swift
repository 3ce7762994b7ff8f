import FolioGraphics
import Foundation

/// Accepting changes from a review folder without rendering again: each failure's actual picture
/// and frame tree (`<group>/<stem>.<appearance>.actual.png` and `.actual.json`) are copied over its
/// golden, so a reviewer accepts one target, one appearance of it, or everything, from the artifact
/// a CI run left.
public struct GoldenAccept: Sendable {
    /// One render the review holds.
    public struct Candidate: Hashable, Sendable {
        /// The golden's path inside the goldens folder ("pet/home.dark.png").
        public var file: String
        /// The target's name ("pet.home").
        public var target: String
        /// "light" or "dark".
        public var appearance: String
    }

    /// The review folder (a `folio golden check`'s `--review`).
    public var reviewDirectory: String
    /// The goldens folder the renders are accepted into.
    public var goldensDirectory: String

    /// Accepts from `reviewDirectory` into `goldensDirectory`.
    public init(reviewDirectory: String, goldensDirectory: String) {
        self.reviewDirectory = reviewDirectory
        self.goldensDirectory = goldensDirectory
    }

    /// Every render the review holds, in path order.
    /// - Throws: `GraphicsError.io` when the folder cannot be read.
    public func candidates() throws -> [Candidate] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: reviewDirectory, isDirectory: &isFolder), isFolder.boolValue,
              let walker = FileManager.default.enumerator(atPath: reviewDirectory) else {
            throw GraphicsError.io(path: reviewDirectory, reason: "no such review folder")
        }
        let suffix = ".actual.png"
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().compactMap { path in
            let golden = String(path.dropLast(suffix.count))
            guard let slash = golden.lastIndex(of: "/"), let dot = golden.lastIndex(of: "."), slash < dot else { return nil }
            let group = golden[..<slash], stem = golden[golden.index(after: slash)..<dot]
            return Candidate(file: golden + ".png", target: "\(group).\(stem)", appearance: String(golden[golden.index(after: dot)...]))
        }
    }

    /// Copies the renders chosen by `only` (target names or groups; nil for all) and `appearance`
    /// (nil for both) over their goldens, picture and frame tree; returns what was accepted.
    /// - Throws: `GraphicsError.io` when a file cannot be read or written.
    public func accept(only: [String]? = nil, appearance: String? = nil) throws -> [Candidate] {
        let chosen = try candidates().filter { candidate in
            let inOnly = only.map { names in names.contains { $0 == candidate.target || $0 == candidate.target.prefix { $0 != "." } } } ?? true
            return inOnly && (appearance == nil || appearance == candidate.appearance)
        }
        for candidate in chosen {
            let actual = (reviewDirectory as NSString).appendingPathComponent(String(candidate.file.dropLast(4)) + ".actual")
            let golden = (goldensDirectory as NSString).appendingPathComponent(String(candidate.file.dropLast(4)))
            try AtomicFile.createDirectory((golden as NSString).deletingLastPathComponent)
            for ext in ["png", "json"] {
                guard let bytes = FileManager.default.contents(atPath: "\(actual).\(ext)") else {
                    throw GraphicsError.io(path: "\(actual).\(ext)", reason: "missing from the review")
                }
                try AtomicFile.write([UInt8](bytes), to: "\(golden).\(ext)")
            }
        }
        return chosen
    }
}
