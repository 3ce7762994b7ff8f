import FolioCore

/// The members of a JSON object being read. Members that no reader asked for are reported as
/// unknown when the object is done, so a misspelt key never passes silently.
final class ObjectNode {
    /// The object's own node.
    let node: JSONNode
    private let members: [String: JSONValue]
    private var asked: [String] = []

    init(node: JSONNode, members: [String: JSONValue]) {
        self.node = node
        self.members = members
    }

    /// Where problems go; nil when recording.
    var sink: DiagnosticSink? { node.sink }

    /// The member `name`, which must be present.
    subscript(name: String) -> JSONNode {
        member(name, required: true)
    }

    /// The member `name` if present (always a node when recording, so its schema is recorded).
    func optional(_ name: String) -> JSONNode? {
        let child = member(name, required: false)
        if case .decoding = node.mode, child.value == nil { return nil }
        return child
    }

    private func member(_ name: String, required: Bool) -> JSONNode {
        asked.append(name)
        switch node.mode {
        case .recording(let recorder):
            return JSONNode(path: node.path[name], value: nil, mode: .recording(recorder.member(name, required: required)))
        case .decoding:
            return JSONNode(path: node.path[name], value: members[name], mode: node.mode)
        }
    }

    /// Reports the members nobody asked for, in name order: the first ones the sink keeps, the rest
    /// only counted (a million unknown members are not all sorted).
    func reportUnknownMembers() {
        guard let sink else { return }
        let unknown = members.keys.filter { !asked.contains($0) }
        let room = max(0, Diagnostic.reportLimit - sink.diagnostics.count)
        let shown = unknown.count <= room ? unknown.sorted() : Self.smallest(room, of: unknown)
        for name in shown {
            sink.report(node.path[name], expected: "one of the members " + asked.joined(separator: ", "), found: "an unknown member")
        }
        sink.omit(unknown.count - shown.count)
    }

    /// The `count` smallest of `names`, in order, in one pass.
    private static func smallest(_ count: Int, of names: [String]) -> [String] {
        var kept: [String] = []
        for name in names where kept.count < count || name < (kept.last ?? name) {
            let at = kept.firstIndex { name < $0 } ?? kept.count
            kept.insert(name, at: at)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }
}

extension JSONNode {
    /// Reads an object through `body`, which asks for its members; reports a missing or non-object
    /// value, and any unknown members afterwards.
    func object<T>(_ body: (ObjectNode) -> T?) -> T? {
        switch mode {
        case .recording(let recorder):
            recorder.keywords = ["type": .string("object")]
            return body(ObjectNode(node: self, members: [:]))
        case .decoding(let sink):
            guard case .object(let members)? = value else {
                sink.report(path, expected: "an object", found: value.map(JSONNode.describe) ?? JSONNode.missing)
                return nil
            }
            let object = ObjectNode(node: self, members: members)
            let result = body(object)
            object.reportUnknownMembers()
            return result
        }
    }

    /// Reads an array of at most `maxCount` elements, each through `element`; nil unless every
    /// element could be read (each bad element has reported its own problems). `minCount` and
    /// `uniqueItems` only record what the caller's own rules check (`minItems`, `uniqueItems`).
    func array<T>(maxCount: Int, minCount: Int = 0, uniqueItems: Bool = false, _ element: (JSONNode) -> T?) -> [T]? {
        elements(maxCount: maxCount, minCount: minCount, uniqueItems: uniqueItems, element).values
    }

    /// Reads an array like `array`, but keeps the elements that could be read with their indices,
    /// so rules between elements (unique ids) still run when another element is broken.
    func elements<T>(maxCount: Int, minCount: Int = 0, uniqueItems: Bool = false, _ element: (JSONNode) -> T?) -> ReadElements<T> {
        switch mode {
        case .recording(let recorder):
            recorder.keywords = ["type": .string("array"), "maxItems": .number(Double(maxCount))]
            if minCount > 0 { recorder.keywords["minItems"] = .number(Double(minCount)) }
            if uniqueItems { recorder.keywords["uniqueItems"] = .bool(true) }
            let items = SchemaRecorder()
            recorder.items = items
            _ = element(JSONNode(path: path[0], value: nil, mode: .recording(items)))
            return ReadElements(items: [], isComplete: false)
        case .decoding(let sink):
            guard case .array(let values)? = value else {
                sink.report(path, expected: "an array", found: value.map(JSONNode.describe) ?? JSONNode.missing)
                return ReadElements(items: [], isComplete: false)
            }
            guard values.count <= maxCount else {
                sink.report(path, expected: "at most \(maxCount) elements", found: "\(values.count)")
                return ReadElements(items: [], isComplete: false)
            }
            let items = values.enumerated().compactMap { index, value in
                element(JSONNode(path: path[index], value: value, mode: mode)).map { (index: index, value: $0) }
            }
            return ReadElements(items: items, isComplete: items.count == values.count)
        }
    }
}

/// The elements of an array that could be read, each with its index in the document.
struct ReadElements<T> {
    /// The elements read, in order, with their indices.
    let items: [(index: Int, value: T)]
    /// Whether every element could be read.
    let isComplete: Bool

    /// All elements, or nil when some could not be read.
    var values: [T]? { isComplete ? items.map(\.value) : nil }

    /// Each element's index paired with a property of it, for rules between elements.
    func indexed<V>(_ property: (T) -> V) -> [(index: Int, value: V)] {
        items.map { ($0.index, property($0.value)) }
    }
}
