import FolioCore
import Foundation

extension ShardManifest {
    /// Reads a manifest from its JSON; `file` names it in messages.
    /// - Throws: `ShardManifestError` listing every problem with its JSON path.
    public init(json: JSONValue, file: String) throws {
        let reader = FieldReader()
        if json["schema"]?.stringValue != Self.schema {
            reader.problems.append("$.schema: expected \"\(Self.schema)\", found \(json["schema"].map { $0.serialized() } ?? "nothing")")
        }
        let command = reader.string(json, "command", at: "$")
        let batch = reader.string(json, "batch", at: "$")
        let shardJSON = json["shard"] ?? .null
        let index = reader.int(shardJSON, "index", at: "$.shard"), count = reader.int(shardJSON, "count", at: "$.shard")
        let source = reader.string(shardJSON, "source", at: "$.shard")
        let shard = index.flatMap { i in count.flatMap { Shard(index: i, count: $0) } }
        if index != nil, count != nil, shard == nil { reader.problems.append("$.shard: expected 0 ≤ index < count") }
        let batchSize = reader.int(json, "batchSize", at: "$"), total = reader.int(json, "total", at: "$")
        let items = reader.array(json, "items", at: "$").enumerated().map { i, item in
            let at = "$.items[\(i)]"
            return Item(name: reader.string(item, "name", at: at) ?? "", line: reader.int(item, "line", at: at, optional: true),
                        sha256: reader.string(item, "sha256", at: at, optional: true), bytes: reader.int(item, "bytes", at: at, optional: true),
                        details: item["details"])
        }
        let failures = reader.array(json, "failures", at: "$").enumerated().map { i, failure in
            let at = "$.failures[\(i)]"
            let kindName = reader.string(failure, "kind", at: at) ?? "internal"
            let kind = Failure.kindNames.first { $0.value == kindName }?.key
            if kind == nil { reader.problems.append("\(at).kind: expected one of data, io, internal, usage, found '\(kindName)'") }
            return Failure(name: reader.string(failure, "name", at: at) ?? "", line: reader.int(failure, "line", at: at, optional: true),
                           kind: kind ?? .internal, message: reader.string(failure, "message", at: at) ?? "")
        }
        guard reader.problems.isEmpty, let command, let batch, let shard, let source, let batchSize, let total else {
            throw ShardManifestError(file: file, problems: reader.problems)
        }
        self.init(command: command, batch: batch, assignment: ShardAssignment(shard: shard, source: source), batchSize: batchSize,
                  total: total, items: items, failures: failures, details: json["details"])
    }

    /// Every manifest of `command` in `directory/shards/`, by file name.
    /// - Throws: `ShardManifestError` for a manifest that is not valid (all of them named), an I/O
    ///   error when the folder cannot be read.
    public static func read(command: String, in directory: String) throws -> [(file: String, manifest: ShardManifest)] {
        let folder = (directory as NSString).appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("\(command)-") && $0.hasSuffix(".json") }
        var found: [(String, ShardManifest)] = [], problems: [String] = []
        for name in names.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                found.append((path, try ShardManifest(json: try JSONValue(parsing: text), file: path)))
            } catch let error as ShardManifestError {
                problems += error.problems.map { "\(path): \($0)" }
            } catch let error as JSONSyntaxError {
                problems.append("\(path):\(error.line):\(error.column): invalid JSON: \(error.message)")
            }
        }
        if !problems.isEmpty { throw ShardManifestError(file: folder, problems: problems) }
        return found
    }
}

/// Reads typed fields of a manifest, collecting a problem with its JSON path for each one missing
/// or of the wrong type.
private final class FieldReader {
    var problems: [String] = []

    func string(_ json: JSONValue, _ key: String, at path: String, optional: Bool = false) -> String? {
        guard let value = json[key] else { return missing(key, at: path, optional: optional, "a string") }
        guard let s = value.stringValue else { return wrong(key, at: path, "a string", value) }
        return s
    }

    func int(_ json: JSONValue, _ key: String, at path: String, optional: Bool = false) -> Int? {
        guard let value = json[key] else { return missing(key, at: path, optional: optional, "a whole number") }
        guard let n = value.numberValue, n == n.rounded(), n >= 0, n < 1e15 else { return wrong(key, at: path, "a whole number ≥ 0", value) }
        return Int(n)
    }

    func array(_ json: JSONValue, _ key: String, at path: String) -> [JSONValue] {
        guard case .array(let items)? = json[key] else {
            problems.append("\(path).\(key): expected an array, found \(json[key]?.typeName ?? "nothing")")
            return []
        }
        return items
    }

    private func missing<T>(_ key: String, at path: String, optional: Bool, _ expected: String) -> T? {
        if !optional { problems.append("\(path).\(key): expected \(expected), found nothing") }
        return nil
    }

    private func wrong<T>(_ key: String, at path: String, _ expected: String, _ value: JSONValue) -> T? {
        problems.append("\(path).\(key): expected \(expected), found \(value.typeName)")
        return nil
    }
}

/// Shard manifests that cannot be read, each problem with its file and JSON path.
struct ShardManifestError: Error, ClassifiedError, CustomStringConvertible {
    /// The manifest (or the folder of several).
    var file: String
    /// Every problem, one a line.
    var problems: [String]
    /// A manifest that is not valid is bad data.
    var failureKind: FailureKind { .badData }
    var description: String {
        problems.count == 1 && problems[0].hasPrefix(file) ? problems[0] : "\(file): " + problems.joined(separator: "\n  ")
    }
}
