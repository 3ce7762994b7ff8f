extension Frame {
    /// The frame tree as text for people, one frame per line, indented two spaces a level: role,
    /// name, origin in its parent and size, then what it draws (a radius, a text, an icon, a group's
    /// transform, clip, opacity and effects). What `folio layout` prints and what failing layout
    /// tests show; the goldens keep the tree as JSON (``json``) instead.
    ///
    /// ```text
    /// screen 'pet.home' (0, 0) 393×852 group
    ///   card 'Today' (16, 120) 361×240 r=28
    /// ```
    public var outline: String {
        var lines: [String] = []
        walk { frame, _, depth in lines.append(String(repeating: "  ", count: depth) + frame.outlineLine) }
        return lines.joined(separator: "\n")
    }

    /// This frame's line of ``outline``.
    public var outlineLine: String {
        var line = role.rawValue
        if let name { line += " '\(name)'" }
        let n = JSONValue.format
        line += " (\(n(origin.x)), \(n(origin.y))) \(n(size.width))×\(n(size.height))"
        switch item {
        case .group(let g):
            line += " group" + (g.transform.isIdentity ? "" : " transform") + (g.clip == nil ? "" : " clip")
                + (g.opacity < 1 ? " opacity \(n(g.opacity))" : "") + (g.effects.isEmpty ? "" : " effects")
        case .shape(let s):
            if let r = s.shape.cornerRadius(in: size), r > 0 { line += " r=\(n(r))" }
        case .text(let t): line += " \"\(t.string.prefix(40))\""
        case .icon(let i): line += " [\(i.icon.rawValue)]"
        case .image: line += " image"
        }
        return line
    }
}
