import FolioCore

/// What changed between two frame trees, in words: "card 'Groceries' moved 3 pt down", "glow radius
/// 24 → 32 on group 'streak'", "text 'Brush teeth' now ellipsized". Frames are matched by their path
/// of roles and names; frames left over under the same parent are paired in order (a text whose
/// words changed), and what is still left was added or removed (only its topmost frame is named).
package enum FrameTreeDiff {
    /// The changes from `old` to `new` (both `Frame.json` dumps), at most `limit` sentences, the last
    /// one saying how many more there were.
    package static func changes(from old: JSONValue, to new: JSONValue, limit: Int = 20) -> [String] {
        let before = FrameTreeNode.flatten(old), after = FrameTreeNode.flatten(new)
        let afterByKey = Dictionary(after.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let beforeKeys = Set(before.map(\.key))
        var pairs: [(FrameTreeNode, FrameTreeNode)] = []
        var removed: [FrameTreeNode] = [], added: [FrameTreeNode] = []
        for node in before {
            if let match = afterByKey[node.key] { pairs.append((node, match)) } else { removed.append(node) }
        }
        added = after.filter { !beforeKeys.contains($0.key) }
        pairLeftovers(&removed, &added, into: &pairs)

        let removedKeys = Set(removed.map(\.key)), addedKeys = Set(added.map(\.key))
        var sentences: [String] = []
        for node in removed where !removedKeys.contains(node.parentKey) { sentences.append("\(node.label) removed") }
        for node in added where !addedKeys.contains(node.parentKey) { sentences.append("\(node.label) added") }
        for (a, b) in pairs { sentences += describe(a, b) }
        sentences = counted(sentences)
        guard sentences.count > limit else { return sentences }
        return Array(sentences.prefix(limit - 1)) + ["… and \(sentences.count - limit + 1) more changes"]
    }

    /// The sentences in order, each once, with "(×3)" after those said of several frames.
    private static func counted(_ sentences: [String]) -> [String] {
        var counts: [String: Int] = [:], order: [String] = []
        for sentence in sentences {
            if counts[sentence] == nil { order.append(sentence) }
            counts[sentence, default: 0] += 1
        }
        return order.map { counts[$0, default: 1] > 1 ? "\($0) (×\(counts[$0, default: 1]))" : $0 }
    }

    /// Pairs unmatched frames of the same role under the same parent, in order, and takes them out
    /// of the removed and added lists.
    private static func pairLeftovers(_ removed: inout [FrameTreeNode], _ added: inout [FrameTreeNode],
                                      into pairs: inout [(FrameTreeNode, FrameTreeNode)]) {
        var pool: [String: [Int]] = [:]
        for (i, node) in added.enumerated() { pool[node.parentKey + "|" + node.role, default: []].append(i) }
        var taken = Set<Int>(), keep: [FrameTreeNode] = []
        for node in removed {
            let slot = node.parentKey + "|" + node.role
            if var free = pool[slot], !free.isEmpty {
                let i = free.removeFirst()
                pool[slot] = free
                taken.insert(i)
                pairs.append((node, added[i]))
            } else {
                keep.append(node)
            }
        }
        removed = keep
        added = added.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
    }

    /// The differences of one frame between its two versions.
    static func describe(_ a: FrameTreeNode, _ b: FrameTreeNode) -> [String] {
        var out: [String] = []
        let label = a.label
        if let ta = a.json["text"]?.stringValue, let tb = b.json["text"]?.stringValue, ta != tb {
            out.append("\(label) now reads '\(FrameTreeNode.shorten(tb))'")
        }
        let (dx, dy) = ((b.number("x") ?? 0) - (a.number("x") ?? 0), (b.number("y") ?? 0) - (a.number("y") ?? 0))
        if let moved = movement(dx, dy) { out.append("\(label) moved \(moved)") }
        let (wa, ha, wb, hb) = (a.number("w") ?? 0, a.number("h") ?? 0, b.number("w") ?? 0, b.number("h") ?? 0)
        if abs(wa - wb) >= 0.05 || abs(ha - hb) >= 0.05 {
            out.append("\(label) resized \(points(wa)) × \(points(ha)) → \(points(wb)) × \(points(hb)) pt")
        }
        let wasCut = a.json["truncated"] == .bool(true), isCut = b.json["truncated"] == .bool(true)
        if wasCut != isCut { out.append("\(label) \(isCut ? "now ellipsized" : "no longer ellipsized")") }
        for (key, noun) in [("lines", "lines"), ("font", "font"), ("color", "colour"), ("fill", "fill"), ("icon", "icon"),
                            ("opacity", "opacity")] {
            let fallback = key == "opacity" ? "1" : "none"
            let (ta, tb) = (text(a.json[key], default: fallback), text(b.json[key], default: fallback))
            if ta != tb { out.append("\(label) \(noun) \(ta) → \(tb)") }
        }
        out += shapeChanges(label, a.json["shape"], b.json["shape"])
        out += effectChanges(label, a.json["effects"], b.json["effects"])
        return out
    }

    private static func shapeChanges(_ label: String, _ a: JSONValue?, _ b: JSONValue?) -> [String] {
        guard let a, let b, a != b else { return [] }
        let (ka, kb) = (a["kind"]?.stringValue ?? "?", b["kind"]?.stringValue ?? "?")
        if ka != kb { return ["\(label) shape \(ka) → \(kb)"] }
        var out: [String] = []
        if let ra = a["radius"]?.numberValue, let rb = b["radius"]?.numberValue, points(ra) != points(rb) {
            out.append("\(label) corner radius \(points(ra)) → \(points(rb))")
        }
        if a["corners"] != b["corners"] { out.append("\(label) corners \(text(a["corners"], default: "-")) → \(text(b["corners"], default: "-"))") }
        if a["bounds"] != b["bounds"] || a["elements"] != b["elements"] { out.append("\(label) path redrawn") }
        return out
    }

    private static func effectChanges(_ label: String, _ a: JSONValue?, _ b: JSONValue?) -> [String] {
        func byKind(_ v: JSONValue?) -> [String: [String: JSONValue]] {
            guard case .array(let items)? = v else { return [:] }
            var out: [String: [String: JSONValue]] = [:]
            for case .object(let o) in items {
                if let kind = ["glow", "shadow", "backdropBlur", "perspective"].first(where: { o[$0] != nil }) { out[kind] = o }
            }
            return out
        }
        let ea = byKind(a), eb = byKind(b)
        var out: [String] = []
        for kind in Set(ea.keys).union(eb.keys).sorted() {
            let name = kind == "backdropBlur" ? "glass blur" : kind
            switch (ea[kind], eb[kind]) {
            case (nil, .some): out.append("\(label) gained a \(name)")
            case (.some, nil): out.append("\(label) lost its \(name)")
            case (.some(let x), .some(let y)) where x != y:
                if let rx = x[kind]?.numberValue, let ry = y[kind]?.numberValue, points(rx) != points(ry) {
                    out.append("\(label) \(name) radius \(points(rx)) → \(points(ry))")
                }
                if x["color"] != y["color"] { out.append("\(label) \(name) colour \(text(x["color"], default: "-")) → \(text(y["color"], default: "-"))") }
                if x["offset"] != y["offset"] || (kind == "perspective" && x[kind] != y[kind]) { out.append("\(label) \(name) moved") }
            default: break
            }
        }
        return out
    }

    /// "3 pt down", "2 pt left and 4 pt up"; nil under 0.05 pt.
    static func movement(_ dx: Double, _ dy: Double) -> String? {
        var parts: [String] = []
        if abs(dx) >= 0.05 { parts.append("\(points(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        if abs(dy) >= 0.05 { parts.append("\(points(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// A length with at most one decimal.
    static func points(_ value: Double) -> String {
        JSONValue.format((value * 10).rounded() / 10)
    }

    /// A value as a sentence says it: numbers to two decimals, gradients by their stops.
    private static func text(_ value: JSONValue?, default fallback: String) -> String {
        switch value {
        case nil: fallback
        case .string(let s): s
        case .number(let n): JSONValue.format((n * 100).rounded() / 100)
        case .object(let o) where o.count == 1:
            if let (kind, stops) = o.first, case .array(let colors) = stops {
                "\(kind) gradient " + colors.map { text($0, default: "?") }.joined(separator: "–")
            } else {
                JSONValue.object(o).serialized()
            }
        case .some(let v): v.serialized()
        }
    }
}
