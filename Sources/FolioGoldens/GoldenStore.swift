import FolioCore
import FolioGraphics
import Foundation

/// The pictures and frame trees of goldens, kept by content outside git: `<aa>/<sha256>.png` for a
/// picture (named by the SHA-256 of its decoded pixels) and `<aa>/<sha256>.tree` for a frame tree's
/// text (named by the SHA-256 of that text), `aa` the digest's first two digits. Identical pictures
/// are stored once, whichever stories and branches share them, so one folder (in the checkout, a
/// shared volume or a CI cache) serves every manifest. A check never needs it: the review shows the
/// expected picture and the frame tree's changes in words when it has them.
public struct GoldenStore: Sendable {
    /// The store in the checkout, ignored by git.
    public static let defaultDirectory = ".folio/goldens"
    /// The environment variable naming a store elsewhere (a shared folder, a CI cache).
    package static let variable = "FOLIO_GOLDEN_STORE"

    /// What the store keeps: a picture (PNG) or a frame tree (text).
    public enum Kind: String, Sendable, CaseIterable {
        case picture = "png", tree
    }

    /// The store's folder.
    public var directory: String

    public init(directory: String = GoldenStore.defaultDirectory) {
        self.directory = directory
    }

    /// The store `--store` names, else `FOLIO_GOLDEN_STORE`, else the default.
    public static func chosen(_ option: String?, environment: [String: String]) -> GoldenStore {
        GoldenStore(directory: option ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultDirectory)
    }

    /// The path of the `kind` file named `digest` (relative to the store with `relative`).
    public func path(_ digest: String, _ kind: Kind, relative: Bool = false) -> String {
        let name = "\(digest.prefix(2))/\(digest).\(kind.rawValue)"
        return relative ? name : (directory as NSString).appendingPathComponent(name)
    }

    /// The PNG whose decoded pixels hash to `pixels`, nil when the store lacks it.
    public func picture(_ pixels: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(pixels, .picture)).map { [UInt8]($0) }
    }

    /// The frame tree text whose SHA-256 is `digest`, nil when the store lacks it (or its bytes
    /// no longer hash to the name).
    public func tree(_ digest: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path(digest, .tree)), SHA256.hex(data) == digest else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Keeps `png` as the picture of `pixels` unless the store has it already (written atomically).
    /// - Throws: `GraphicsError.io` when it cannot be written.
    public func put(picture png: [UInt8], pixels: String) throws {
        let file = path(pixels, .picture)
        guard !FileManager.default.fileExists(atPath: file) else { return }
        try AtomicFile.createDirectory((file as NSString).deletingLastPathComponent)
        try AtomicFile.write(png, to: file)
    }

    /// Keeps a frame tree's `text` under its SHA-256 unless the store has it already.
    /// - Throws: `GraphicsError.io` when it cannot be written.
    public func put(tree text: String, digest: String) throws {
        let file = path(digest, .tree)
        guard !FileManager.default.fileExists(atPath: file) else { return }
        try AtomicFile.createDirectory((file as NSString).deletingLastPathComponent)
        try AtomicFile.write(text, to: file)
    }

    /// Every file the store holds, as paths inside it, sorted (none when the folder is absent).
    public func files() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        let suffixes = Kind.allCases.map { "." + $0.rawValue }
        return walker.compactMap { $0 as? String }.filter { file in suffixes.contains { file.hasSuffix($0) } }.sorted()
    }

    /// The store's files that none of `entries` names, as paths inside the store.
    func orphans(of entries: [GoldenEntry]) -> [String] {
        let named = Set(entries.flatMap { [path($0.pixels, .picture, relative: true), path($0.tree, .tree, relative: true)] })
        return files().filter { !named.contains($0) }
    }

    /// Removes the store's files that none of `entries` names; returns them.
    /// - Throws: `GraphicsError.io` naming a file that could not be removed.
    @discardableResult
    public func collectGarbage(keeping entries: [GoldenEntry]) throws -> [String] {
        let orphans = orphans(of: entries)
        for file in orphans {
            let full = (directory as NSString).appendingPathComponent(file)
            do { try FileManager.default.removeItem(atPath: full) } catch {
                throw GraphicsError.io(path: full, reason: "could not be removed: \(error.localizedDescription)")
            }
        }
        return orphans
    }
}
