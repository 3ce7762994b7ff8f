import FolioCore

extension Commands {
    /// `folio layout TARGET`: the frame tree of a target, as JSON or as an indented outline.
    static let layout = Command(
        name: "layout", summary: "Print a target's frame tree (roles, geometry, radii).",
        usage: "folio layout TARGET [--json] [--appearance light|dark] [--device D] [--text-size SIZE] [--locale LOCALE] [--full-page]",
        details: "Without --json, an indented outline: role, name, position and size in points, radius.",
        options: TargetOptions.specs + [.flag("json", help: "Print the frame tree as JSON.")],
        run: { args, console in
            let target = try TargetOptions.target(args)
            let frame = try target.frame(try TargetOptions.request(args, for: target), measurer: try TargetOptions.measurer())
            if args.flag("json") {
                console.print(frame.json.serialized(pretty: true))
            } else {
                console.print(frame.outline)
            }
            return .ok
        })
}
