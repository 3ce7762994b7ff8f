import FolioCore
import FolioGraphics
import Foundation

/// What each file in a batch folder was drawn from (`DIR/shards/inputs-COMMAND-I-of-N.json`, one
/// per shard, beside the shard manifests and like them left out of the outputs): per file (a card,
/// a report), a hash of its line, the batch's settings and the drawing machinery (the program, its
/// fonts and libraries), with the file's own hash and size. A rerun leaves a file whose inputs hash
/// the same, and which is still the one recorded, alone without drawing it again. Safe to share
/// between threads.
// Unchecked: `now` is read and written only under `lock`; the rest are lets.
final class BatchInputs: @unchecked Sendable {

    private struct Entry { var input: String, sha256: String, bytes: Int }

    private let lock = NSLock()
    private let earlier: [String: Entry]
    private var now: [String: Entry] = [:]
    /// The settings and machinery every card's input hash starts with.
    private let basis: String
    private let directory: String
    /// This run's record file.
    private let path: String

    /// The records left in `directory` by earlier runs of any shards of `command` (none when missing
    /// or unreadable), for shard `shard`'s files drawn with `settings`.
    init(command: String, directory: String, shard: Shard, settings: String) {
        self.directory = directory
        let prefix = "inputs-\(command)-"
        let folder = (directory as NSString).appendingPathComponent(ShardManifest.folder)
        path = (folder as NSString).appendingPathComponent("\(prefix)\(shard.index)-of-\(shard.count).json")
        basis = settings + "\n" + DrawingMachinery.fingerprint
        var found: [String: Entry] = [:]
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(prefix) }.sorted()
        for file in files {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file)),
                  case .object(let cards)? = (try? JSONValue(parsing: String(decoding: data, as: UTF8.self)))?["cards"] else { continue }
            for (name, value) in cards {
                guard let input = value["input"]?.stringValue, let sha = value["sha256"]?.stringValue,
                      let bytes = value["bytes"]?.numberValue else { continue }
                found[name] = Entry(input: input, sha256: sha, bytes: Int(bytes))
            }
        }
        earlier = found
    }

    /// The input hash of a card drawn from `line`.
    func input(of line: String) -> String { SHA256.hex(Array((basis + "\n" + line).utf8)) }

    /// The earlier run's item for card `name` when its input was `input` and its file is still the
    /// one recorded (same size); nil when it must be drawn.
    func reusable(_ name: String, input: String, line: Int) -> ShardManifest.Item? {
        guard let entry = earlier[name], entry.input == input else { return nil }
        let path = (directory as NSString).appendingPathComponent(name)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == entry.bytes else { return nil }
        return ShardManifest.Item(name: name, line: line, sha256: entry.sha256, bytes: entry.bytes)
    }

    /// Notes that card `item` is now the one drawn from `input`.
    func record(_ item: ShardManifest.Item, input: String) {
        guard let sha = item.sha256, let bytes = item.bytes else { return }
        lock.withLock { now[item.name] = Entry(input: input, sha256: sha, bytes: bytes) }
    }

    /// Writes the record of this run's cards.
    func write() throws {
        let entries = lock.withLock { now }
        let cards = entries.mapValues { JSONValue.object(["input": .string($0.input), "sha256": .string($0.sha256), "bytes": .number(Double($0.bytes))]) }
        try AtomicFile.createDirectory((path as NSString).deletingLastPathComponent, inside: directory)
        try AtomicFile.write(JSONValue.object(["cards": .object(cards)]).serialized() + "\n", to: path)
    }
}
