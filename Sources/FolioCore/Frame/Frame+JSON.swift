extension Frame {
    /// The frame tree as a JSON value: geometry, role and what each item draws (paths summarised by
    /// their bounds). Stable: the same tree always gives the same text.
    public var json: JSONValue {
        var o: [String: JSONValue] = [
            "role": .string(role.rawValue),
            "x": .number(origin.x), "y": .number(origin.y),
            "w": .number(size.width), "h": .number(size.height),
        ]
        if let name { o["name"] = .string(name) }
        if isTapTarget { o["tap"] = .bool(true) }
        switch item {
        case .group(let g):
            o["kind"] = .string("group")
            if !g.transform.isIdentity { o["transform"] = g.transform.json }
            if let clip = g.clip { o["clip"] = clip.json(in: size) }
            if g.opacity < 1 { o["opacity"] = .number(g.opacity) }
            if !g.effects.isEmpty { o["effects"] = .array(g.effects.map(\.json)) }
            o["children"] = .array(g.children.map(\.json))
        case .shape(let s):
            o["kind"] = .string("shape")
            o["shape"] = s.shape.json(in: size)
            if let fill = s.fill { o["fill"] = fill.json }
            if let stroke = s.stroke { o["stroke"] = .object(["paint": stroke.paint.json, "width": .number(stroke.width)]) }
        case .text(let t):
            o["kind"] = .string("text")
            o["text"] = .string(t.string)
            o["font"] = .string("\(t.style.resolvedFamily) \(t.style.weight.name) \(JSONValue.format(t.style.size))")
            o["color"] = t.color.json
            o["lines"] = .number(Double(t.metrics.lineCount))
            if t.metrics.isTruncated { o["truncated"] = .bool(true) }
            if t.isWhole { o["whole"] = .bool(true) }
            if t.alignment != .leading { o["align"] = .string(t.alignment.rawValue) }
            if t.direction != .leftToRight { o["direction"] = .string(t.direction.rawValue) }
        case .icon(let i):
            o["kind"] = .string("icon")
            o["icon"] = .string(i.icon.rawValue)
            if i.weight != .regular { o["weight"] = .string(i.weight.name) }
            o["color"] = i.color.json
        case .image(let img):
            o["kind"] = .string("image")
            o["pixels"] = .string("\(Int(img.pixelSize.width))x\(Int(img.pixelSize.height))")
        }
        return .object(o)
    }
}

extension Shape {
    func json(in size: Size) -> JSONValue {
        switch self {
        case .rect: return .object(["kind": .string("rect")])
        case .roundedRect(let r, let style):
            return .object(["kind": .string("roundedRect"), "radius": .number(r), "corners": .string(style.rawValue)])
        case .capsule: return .object(["kind": .string("capsule"), "radius": .number(min(size.width, size.height) / 2)])
        case .ellipse: return .object(["kind": .string("ellipse")])
        case .path(let p):
            let b = p.controlBounds
            return .object(["kind": .string("path"), "elements": .number(Double(p.elements.count)),
                            "bounds": .array([b.minX, b.minY, b.width, b.height].map { .number($0) })])
        }
    }
}

extension Paint {
    var json: JSONValue {
        switch self {
        case .solid(let c): return .string(c.hex)
        case .linear(let g): return .object(["linear": .array(g.stops.map { .string($0.color.hex) })])
        case .radial(let g): return .object(["radial": .array(g.stops.map { .string($0.color.hex) })])
        }
    }
}

extension Effect {
    var json: JSONValue {
        switch self {
        case .shadow(let color, let radius, let offset):
            return .object(["shadow": .number(radius), "color": .string(color.hex),
                            "offset": .array([.number(offset.x), .number(offset.y)])])
        case .glow(let color, let radius):
            return .object(["glow": .number(radius), "color": .string(color.hex)])
        case .backdropBlur(let radius, _):
            return .object(["backdropBlur": .number(radius)])
        case .perspective(let t):
            return .object(["perspective": .array(t.m.map { .number($0) })])
        }
    }
}

extension AffineTransform {
    var json: JSONValue { .array([a, b, c, d, tx, ty].map { .number($0) }) }
}
