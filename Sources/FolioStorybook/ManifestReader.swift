import FolioApps
import FolioCore
import FolioLayout
import FolioTargets

/// Reads the fields of a manifest (a class, so the closures that read list elements can add
/// problems too), collecting every problem with its JSON path instead of stopping
/// at the first.
final class ManifestReader {
    var problems: [String] = []

    func unknownKeys(_ object: [String: JSONValue], allowed: Set<String>, at path: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            problems.append("\(path).\(key): unknown field (expected one of \(allowed.filter { $0 != "$comment" }.sorted().joined(separator: ", ")))")
        }
    }

    func number(_ value: JSONValue?, at path: String, allowed: [Double]) -> Double? {
        guard let value else { return nil }
        guard case .number(let n) = value, allowed.contains(n) else {
            problems.append("\(path): expected one of \(allowed.map { JSONValue.format($0) }.joined(separator: ", ")), found \(describe(value))")
            return nil
        }
        return n
    }

    func choice(_ value: JSONValue?, at path: String, names: [String]) -> String? {
        guard let value else { return nil }
        guard case .string(let s) = value, names.contains(s) else {
            problems.append("\(path): expected one of \(names.joined(separator: ", ")), found \(describe(value))")
            return nil
        }
        return s
    }

    func string(_ value: JSONValue?, at path: String) -> String? {
        guard let value else { return nil }
        guard case .string(let s) = value, !s.isEmpty else {
            problems.append("\(path): expected a non-empty string, found \(describe(value))")
            return nil
        }
        return s
    }

    /// A list, or a single value standing for a list of one.
    func list<T>(_ value: JSONValue?, at path: String, singleAllowed: Bool = false,
                          _ element: (JSONValue, String) -> T?) -> [T]? {
        guard let value else { return nil }
        switch value {
        case .array(let items):
            return items.enumerated().compactMap { element($1, "\(path)[\($0)]") }
        case .string where singleAllowed:
            return element(value, path).map { [$0] } ?? []
        default:
            problems.append("\(path): expected a list, found \(describe(value))")
            return nil
        }
    }

    /// An object of kind → scale, e.g. `{"piece": 1}`.
    func kindScales(_ value: JSONValue?, at path: String) -> [RenderTarget.Kind: Double] {
        guard let value else { return [:] }
        guard case .object(let o) = value else {
            problems.append("\(path): expected an object of kind → scale, such as {\"piece\": 1}, found \(describe(value))")
            return [:]
        }
        var scales: [RenderTarget.Kind: Double] = [:]
        for key in o.keys.sorted() {
            let kind = choice(.string(key), at: "\(path).\(key)", names: RenderTarget.Kind.allCases.map(\.rawValue))
            if let kind = kind.flatMap(RenderTarget.Kind.init(rawValue:)), let scale = number(o[key], at: "\(path).\(key)", allowed: [1, 2, 3]) {
                scales[kind] = scale
            }
        }
        return scales
    }

    /// `true` (every screen), `false` (none) or a list of rules choosing the screens drawn whole.
    func fullPage(_ value: JSONValue?, at path: String) -> [TargetRule] {
        switch value {
        case nil, .bool(false)?: return []
        case .bool(true)?: return [TargetRule(kinds: [.screen])]
        case .array?: return rules(value, at: path, needsReason: false) ?? []
        case let other?:
            problems.append("\(path): expected true, false or a list of rules, found \(describe(other))")
            return []
        }
    }

    func rules(_ value: JSONValue?, at path: String, needsReason: Bool) -> [TargetRule]? {
        list(value, at: path) { item, itemPath in rule(item, at: itemPath, needsReason: needsReason) }
    }

    private func rule(_ value: JSONValue, at path: String, needsReason: Bool) -> TargetRule? {
        guard case .object(let o) = value else {
            problems.append("\(path): expected a rule object such as {\"kind\": \"screen\"}, found \(describe(value))")
            return nil
        }
        unknownKeys(o, allowed: ["app", "kind", "name", "reason", "$comment"], at: path)
        let appNames = AppCatalog.apps.map(\.id.rawValue), kindNames = RenderTarget.Kind.allCases.map(\.rawValue)
        let apps = list(o["app"], at: "\(path).app", singleAllowed: true) { choice($0, at: $1, names: appNames) } ?? []
        let kinds = list(o["kind"], at: "\(path).kind", singleAllowed: true) { choice($0, at: $1, names: kindNames) } ?? []
        let names = list(o["name"], at: "\(path).name", singleAllowed: true) { string($0, at: $1) } ?? []
        let reason = string(o["reason"], at: "\(path).reason")
        if needsReason, reason == nil, o["reason"] == nil {
            problems.append("\(path).reason: missing (say why these targets are left out)")
        }
        return TargetRule(apps: apps.compactMap { AppCatalog.app($0)?.id }, kinds: kinds.compactMap(RenderTarget.Kind.init(rawValue:)),
                          names: names, reason: reason)
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): "'\(s)'"
        case .number(let n): JSONValue.format(n)
        default: value.typeName
        }
    }
}
