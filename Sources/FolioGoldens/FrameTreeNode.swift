import FolioCore

/// One frame of a frame-tree JSON dump (`Frame.json`), flattened with a key that finds "the same"
/// frame in another version of the tree: the path of role + name (or text) from the root, with an
/// occurrence number among siblings that share it.
struct FrameTreeNode {
    /// "screen/card 'Groceries'/text \"Milk\"#1".
    var key: String
    /// The key of the parent, "" for the root.
    var parentKey: String
    /// How a person names it in a sentence: "card 'Groceries'", "text 'Milk'", "shape in card 'Groceries'".
    var label: String
    var role: String
    var json: [String: JSONValue]

    /// The frames of `tree`, parents before children.
    static func flatten(_ tree: JSONValue) -> [FrameTreeNode] {
        var nodes: [FrameTreeNode] = []
        guard case .object(let root) = tree else { return nodes }
        visit(root, key: segment(root), parentKey: "", context: nil, into: &nodes)
        return nodes
    }

    private static func visit(_ o: [String: JSONValue], key: String, parentKey: String, context: String?,
                              into nodes: inout [FrameTreeNode]) {
        let role = o["role"]?.stringValue ?? "frame"
        let label = ownLabel(o) ?? context.map { "\(role) in \($0)" } ?? role
        nodes.append(FrameTreeNode(key: key, parentKey: parentKey, label: label, role: role, json: o))
        guard case .array(let children)? = o["children"] else { return }
        var seen: [String: Int] = [:]
        for case .object(let child) in children {
            let segment = segment(child)
            let n = seen[segment, default: 0]
            seen[segment] = n + 1
            visit(child, key: key + "/" + segment + (n > 0 ? "#\(n)" : ""), parentKey: key,
                  context: ownLabel(o) ?? context, into: &nodes)
        }
    }

    /// The part of a key one frame adds: its role and its name, or its text or icon when unnamed.
    private static func segment(_ o: [String: JSONValue]) -> String {
        let role = o["role"]?.stringValue ?? "frame"
        if let name = o["name"]?.stringValue { return "\(role) '\(name)'" }
        if let text = o["text"]?.stringValue { return "\(role) \"\(text)\"" }
        if let icon = o["icon"]?.stringValue { return "\(role) [\(icon)]" }
        return role
    }

    /// A frame's name for people when it has one of its own.
    private static func ownLabel(_ o: [String: JSONValue]) -> String? {
        let role = o["role"]?.stringValue ?? "frame"
        if let name = o["name"]?.stringValue { return "\(role) '\(name)'" }
        if let text = o["text"]?.stringValue { return "text '\(shorten(text))'" }
        if let icon = o["icon"]?.stringValue { return "icon '\(icon)'" }
        return nil
    }

    /// Long text cut to a readable length.
    static func shorten(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.count > 40 ? line.prefix(39) + "…" : line
    }

    func number(_ key: String) -> Double? { json[key]?.numberValue }
}
