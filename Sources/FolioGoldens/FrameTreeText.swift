import FolioCore

/// The text of a golden's frame tree: `Frame.json` with one frame per line (its fields compact, in
/// sorted order, its children on the lines below, indented one space a level). Half the size of
/// indented JSON, and a change to one frame is a change to one line in a diff.
package enum FrameTreeText {
    /// The text of `tree` (a frame tree's JSON), ending in a newline.
    package static func text(_ tree: JSONValue) -> String {
        var out = ""
        write(tree, depth: 0, into: &out)
        return out + "\n"
    }

    private static func write(_ node: JSONValue, depth: Int, into out: inout String) {
        out += String(repeating: " ", count: depth)
        guard case .object(var fields) = node, case .array(let children)? = fields.removeValue(forKey: "children") else {
            out += node.serialized()
            return
        }
        out += String(JSONValue.object(fields).serialized().dropLast()) + (fields.isEmpty ? "" : ",") + "\"children\":["
        for (index, child) in children.enumerated() {
            out += "\n"
            write(child, depth: depth + 1, into: &out)
            if index < children.count - 1 { out += "," }
        }
        out += "]}"
    }
}
