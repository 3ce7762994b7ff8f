import FolioCore
import FolioDocuments

extension Commands {
    /// `folio layout TARGET`: the frame tree of a target, as JSON or as an indented outline.
    static let layout = Command(
        name: "layout", summary: "Print a target's frame tree (roles, geometry, radii).",
        usage: "folio layout TARGET [--json] [--appearance light|dark] [--device D]",
        details: "Without --json, an indented outline: role, name, position and size in points, radius.",
        options: TargetOptions.specs + [.flag("json", help: "Print the frame tree as JSON.")],
        run: { args, console in
            let target = try TargetOptions.target(args)
            let frame = try target.frame(try TargetOptions.request(args, for: target), measurer: try TargetOptions.measurer())
            if args.flag("json") {
                console.print(frame.json.serialized(pretty: true))
            } else {
                frame.walk { f, _, depth in console.print(String(repeating: "  ", count: depth) + outline(f)) }
            }
            return .ok
        })

    /// One line of the outline: role, name, rectangle, radius or text.
    static func outline(_ f: Frame) -> String {
        var line = f.role.rawValue
        if let name = f.name { line += " '\(name)'" }
        let n = JSONValue.format
        line += " (\(n(f.origin.x)), \(n(f.origin.y))) \(n(f.size.width))×\(n(f.size.height))"
        switch f.item {
        case .shape(let s):
            if let r = s.shape.cornerRadius(in: f.size), r > 0 { line += " r=\(n(r))" }
        case .text(let t): line += " \"\(t.string.prefix(40))\""
        case .icon(let i): line += " [\(i.icon.rawValue)]"
        case .group, .image: break
        }
        return line
    }
}
