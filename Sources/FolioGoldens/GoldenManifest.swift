import FolioCore
import FolioGraphics
import Foundation

/// A golden set's manifests, the part of the goldens that lives in git: one plain text file per
/// group (`Tests/Goldens/pet.goldens`), one sorted line per story and mode (see `GoldenEntry`), so a
/// pull request shows the stories whose pictures changed as changed lines, and re-recording one
/// screen changes only its lines. Writing replaces only the files whose lines changed, each
/// atomically.
public struct GoldenManifest: Sendable {
    /// The manifests' file extension: `<group>.goldens`.
    package static let fileExtension = "goldens"
    /// The first line of every manifest, saying what the columns are.
    static let header = "# Folio goldens: story, mode, size in pixels, SHA-256 of the decoded pixels, SHA-256 of the frame tree."
        + " The pictures are in the golden store (README: Goldens)."

    /// The folder of the manifests.
    public let directory: String
    /// Group → its entries by key, as read or since changed.
    private var groups: [String: [GoldenEntry.Key: GoldenEntry]] = [:]
    /// The group of each key.
    private var groupOf: [GoldenEntry.Key: String] = [:]
    /// The groups whose file must be written.
    private var changed: Set<String> = []

    /// The manifests in `directory` (none yet when it has none).
    /// - Throws: `GoldenManifestError` naming every malformed or duplicated line, with its file and
    ///   line number; `GraphicsError.io` when a file cannot be read.
    public init(directory: String) throws {
        self.directory = directory
        var problems: [String] = []
        for file in Self.files(in: directory) {
            let path = (directory as NSString).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: path) else { throw GraphicsError.io(path: path, reason: "cannot be read") }
            let group = String(file.dropLast(Self.fileExtension.count + 1))
            for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.isEmpty, !line.hasPrefix("#") else { continue }
                switch GoldenEntry.parse(line) {
                case .failure(let problem): problems.append("\(path):\(number + 1): \(problem.reason)")
                case .success(let entry):
                    if let other = groupOf[entry.key] {
                        problems.append("\(path):\(number + 1): '\(entry.key)' is already in \(other).\(Self.fileExtension)")
                    } else {
                        groups[group, default: [:]][entry.key] = entry
                        groupOf[entry.key] = group
                    }
                }
            }
        }
        if !problems.isEmpty { throw GoldenManifestError(problems: problems) }
    }

    /// The manifest files in `directory`, sorted.
    static func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix("." + fileExtension) }.sorted()
    }

    /// The entry of a story in a mode, nil when it has none.
    public func entry(_ key: GoldenEntry.Key) -> GoldenEntry? {
        groupOf[key].flatMap { groups[$0]?[key] }
    }

    /// Every entry, in key order.
    public var entries: [GoldenEntry] {
        groups.values.flatMap(\.values).sorted()
    }

    /// Sets `entry` in `group`'s manifest (moving it there from another group if it was elsewhere).
    public mutating func set(_ entry: GoldenEntry, group: String) {
        if let old = groupOf[entry.key], old != group { remove(entry.key) }
        guard groups[group]?[entry.key] != entry else { return }
        groups[group, default: [:]][entry.key] = entry
        groupOf[entry.key] = group
        changed.insert(group)
    }

    /// Removes the entry of `key`, if any.
    public mutating func remove(_ key: GoldenEntry.Key) {
        guard let group = groupOf.removeValue(forKey: key) else { return }
        groups[group]?[key] = nil
        changed.insert(group)
    }

    /// Whether anything was set or removed since reading.
    var hasChanges: Bool { !changed.isEmpty }

    /// The text of `group`'s manifest: the header, then its entries' lines in key order.
    func text(of group: String) -> String {
        ([Self.header] + (groups[group] ?? [:]).values.sorted().map(\.line)).joined(separator: "\n") + "\n"
    }

    /// Writes the manifests that changed, each atomically; a group left empty loses its file.
    /// - Throws: `GraphicsError.io` when a file cannot be written.
    public mutating func write() throws {
        guard !changed.isEmpty else { return }
        try AtomicFile.createDirectory(directory)
        for group in changed.sorted() {
            let path = (directory as NSString).appendingPathComponent("\(group).\(Self.fileExtension)")
            if groups[group]?.isEmpty ?? true {
                try? FileManager.default.removeItem(atPath: path)
            } else {
                try AtomicFile.write(text(of: group), to: path)
            }
        }
        changed = []
    }
}

/// Manifest lines Folio cannot read: each with its file, line number and what was expected.
struct GoldenManifestError: Error, ClassifiedError, CustomStringConvertible {
    /// "Tests/Goldens/pet.goldens:12: expected 5 fields …", one per problem.
    var problems: [String]
    var failureKind: FailureKind { .badData }
    var description: String { "the golden manifests are not valid:\n  " + problems.joined(separator: "\n  ") }
}
