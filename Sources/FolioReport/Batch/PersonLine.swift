import FolioApps
import FolioCore
import FolioDomain

/// One person's line of a report batch: an object of that person's snapshots by app id
/// (`{"pet": {...}, "water": {...}}`; any of the apps with a report section, at least one), read
/// with every problem's JSON path from the line's root (`$.pet.goals[2].title`).
enum PersonLine {
    /// The snapshots of the line `text` (its id already taken off), in the catalog's order, or a
    /// `SnapshotError` with every problem, naming `file` (`people.ndjson:42`).
    static func snapshots(_ text: String, file: String) -> Result<[any AppSnapshot], SnapshotError> {
        let formats = ReportData.snapshotFormats
        let names = formats.map { $0.appID }
        guard let members = members(of: text) else {
            return .failure(SnapshotError(diagnostics: [Diagnostic(file: file, path: .root, expected: "an object of snapshots by app",
                                                                   found: "another value")]))
        }
        var problems: [Diagnostic] = []
        var snapshots: [any AppSnapshot] = []
        for key in members.keys.sorted() where !names.contains(key) {
            problems.append(Diagnostic(file: file, path: JSONPath.root[key], expected: "an app's snapshot: \(names.joined(separator: ", "))",
                                       found: "a member '\(key.escapedForMessage)'"))
        }
        for format in formats {
            guard let value = members[format.appID] else { continue }
            switch decode(format, value, file: file) {
            case .success(let snapshot): snapshots.append(snapshot)
            case .failure(let error): problems += error.diagnostics.map { moved($0, under: format.appID) }
            }
        }
        if snapshots.isEmpty && problems.isEmpty {
            problems.append(Diagnostic(file: file, path: .root, expected: "the snapshot of at least one app: \(names.joined(separator: ", "))",
                                       found: "none"))
        }
        return problems.isEmpty ? .success(snapshots) : .failure(SnapshotError(diagnostics: problems))
    }

    /// The members of the object `text` holds, nil when it holds another value.
    private static func members(of text: String) -> [String: JSONValue]? {
        guard let value = try? JSONValue(parsing: text), case .object(let members) = value else { return nil }
        return members
    }

    private static func decode(_ format: any AppSnapshot.Type, _ value: JSONValue, file: String) -> Result<any AppSnapshot, SnapshotError> {
        do {
            return .success(try format.decode(value.serialized(), file: file))
        } catch {
            return .failure(error)
        }
    }

    /// `diagnostic` with its path under the member `key` of the line.
    private static func moved(_ diagnostic: Diagnostic, under key: String) -> Diagnostic {
        var moved = diagnostic
        if let path = diagnostic.path { moved.location = .path(JSONPath(components: [.key(key)] + path.components)) }
        return moved
    }
}
