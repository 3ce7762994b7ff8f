import FolioCore
import FolioGraphics
import Foundation

/// What one shard of a batch did, written beside its outputs as `DIR/shards/<command>-<I>-of-<N>.json`
/// (`"schema": "folio.shard/1"`): the batch it belongs to, which shard it was and where that came
/// from, every output with its SHA-256 and size, and every item that failed. A merge step reads the
/// manifests of all shards (see `ShardMerge`) before it writes the batch's index or report, so a
/// shard that never ran, ran twice or wrote elsewhere is found instead of silently missing.
public struct ShardManifest: Hashable, Sendable {
    /// The manifests' format name.
    public static let schema = "folio.shard/1"
    /// The folder of the manifests inside a batch's output folder.
    public static let folder = "shards"

    /// One output of the shard.
    public struct Item: Hashable, Sendable {
        /// The output's path inside the batch's folder ("pet/home-light@2x.png", "ana.png").
        public var name: String
        /// The input line it came from, for batches read from a file (from 1).
        public var line: Int?
        /// The output's SHA-256 in hex, as `sha256sum` prints it, and its size in bytes.
        public var sha256: String?, bytes: Int?
        /// What else the command keeps per item (a golden check's result).
        public var details: JSONValue?

        /// An output named `name`.
        public init(name: String, line: Int? = nil, sha256: String? = nil, bytes: Int? = nil, details: JSONValue? = nil) {
            self.name = name
            self.line = line
            self.sha256 = sha256
            self.bytes = bytes
            self.details = details
        }

        /// An output whose bytes were `bytes`.
        public init(name: String, line: Int? = nil, contents: [UInt8]) {
            self.init(name: name, line: line, sha256: SHA256.hex(contents), bytes: contents.count)
        }
    }

    /// An item of the shard that gave no output.
    public struct Failure: Hashable, Sendable {
        /// The output it should have made, or "line-N" for a line that named none.
        public var name: String
        /// Its input line, for batches read from a file.
        public var line: Int?
        /// Bad data, I/O, internal.
        public var kind: FailureKind
        /// Why, as the shard printed it.
        public var message: String

        /// A failure of `name`.
        public init(name: String, line: Int? = nil, kind: FailureKind, message: String) {
            self.name = name
            self.line = line
            self.kind = kind
            self.message = message
        }
    }

    /// "storybook", "card" or "golden".
    public var command: String
    /// The batch's identity (a hash of what it draws and how): the same in every shard of one batch.
    public var batch: String
    /// Which shard this was.
    public var shard: Shard
    /// Where the shard came from (`ShardAssignment.source`).
    public var source: String
    /// Items in the whole batch, and items this shard was given.
    package var batchSize: Int, total: Int
    /// The outputs, in the order the batch lists them.
    public var items: [Item]
    /// The items that failed, in the same order.
    public var failures: [Failure]
    /// What else the command keeps for the shard as a whole.
    public var details: JSONValue?

    /// A manifest of `shard` of `command`'s `batch`.
    public init(command: String, batch: String, assignment: ShardAssignment, batchSize: Int, total: Int,
                items: [Item], failures: [Failure] = [], details: JSONValue? = nil) {
        self.command = command
        self.batch = batch
        self.shard = assignment.shard
        self.source = assignment.source
        self.batchSize = batchSize
        self.total = total
        self.items = items
        self.failures = failures
        self.details = details
    }

    /// The batch identity of `parts`: a SHA-256 over them, each on its own line.
    package static func batchIdentity(_ parts: [String]) -> String {
        SHA256.hex(parts.joined(separator: "\n").utf8)
    }

    /// `<command>-<I>-of-<N>.json`.
    public var fileName: String { "\(command)-\(shard.index)-of-\(shard.count).json" }

    /// Writes the manifest into `directory/shards/`, removing that command's manifests of another
    /// shard count (an earlier run split another way); returns the file's path.
    /// - Throws: `GraphicsError.io` when the folder or file cannot be written.
    @discardableResult
    public func write(into directory: String) throws -> String {
        let folder = (directory as NSString).appendingPathComponent(Self.folder)
        try AtomicFile.createDirectory(folder, inside: directory)
        let stale = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix("\(command)-") && $0.hasSuffix(".json") && !$0.hasSuffix("-of-\(shard.count).json")
        }
        for file in stale { try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(file)) }
        let path = (folder as NSString).appendingPathComponent(fileName)
        try AtomicFile.write(json.serialized(pretty: true) + "\n", to: path)
        return path
    }

    /// The manifest as its file holds it.
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "schema": .string(Self.schema), "command": .string(command), "batch": .string(batch),
            "shard": .object(["index": .number(Double(shard.index)), "count": .number(Double(shard.count)), "source": .string(source)]),
            "batchSize": .number(Double(batchSize)), "total": .number(Double(total)),
            "items": .array(items.map(\.json)), "failures": .array(failures.map(\.json)),
        ]
        if let details { o["details"] = details }
        return .object(o)
    }
}

extension ShardManifest.Item {
    var json: JSONValue {
        var o: [String: JSONValue] = ["name": .string(name)]
        if let line { o["line"] = .number(Double(line)) }
        if let sha256 { o["sha256"] = .string(sha256) }
        if let bytes { o["bytes"] = .number(Double(bytes)) }
        if let details { o["details"] = details }
        return .object(o)
    }
}

extension ShardManifest.Failure {
    /// The kinds' names in a manifest.
    static let kindNames: [FailureKind: String] = [.usage: "usage", .badData: "data", .io: "io", .internal: "internal"]

    var json: JSONValue {
        var o: [String: JSONValue] = ["name": .string(name), "kind": .string(Self.kindNames[kind] ?? "internal"), "message": .string(message)]
        if let line { o["line"] = .number(Double(line)) }
        return .object(o)
    }
}
