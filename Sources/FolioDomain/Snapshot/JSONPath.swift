import FolioCore

/// Where a value sits in a JSON document, written as `$.goals[3].title`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: a member of an object or an element of an array.
    public enum Component: Hashable, Sendable {
        /// A member name.
        case key(String)
        /// A 0-based array index.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// The document itself, `$`.
    public static let root = JSONPath(components: [])

    /// A path from its steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path of the member `key` below this one.
    public subscript(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// The path of the element at `index` below this one.
    public subscript(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// `$.goals[3].title`; member names that are not plain identifiers are quoted, `$["two words"]`.
    public var description: String {
        var out = "$"
        for component in components {
            switch component {
            case .index(let i): out += "[\(i)]"
            case .key(let k) where JSONPath.isPlain(k): out += "." + k
            case .key(let k): out += "[" + JSONValue.string(k).serialized() + "]"
            }
        }
        return out
    }

    private static func isPlain(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
