import FolioApps
import FolioCore
import FolioTargets
import FolioLayout

extension Commands {
    /// `folio lint`: the shape lock, text overflow, missing glyphs and tap targets, checked on the
    /// frame tree of every target (or the named ones) in light and dark.
    static let lint = Command(
        name: "lint", summary: "Check targets against the shape lock, overflow, glyphs and tap targets.",
        usage: "folio lint [TARGET ...] [--snapshot F] [--device D] [--json]",
        details: """
        Lays out every target (or the named ones) in light and dark and checks the frame trees: cards
        and tiles in the app's radii with continuous corners, actions as pills, no text overflowing its
        box or drawn with missing glyphs, tap targets of at least 44 × 44 pt. Exit 1 on any finding.
        With --snapshot, the screens of that snapshot's app (or the named targets) are drawn from it.
        """,
        options: [TargetOptions.specs[2], .value("snapshot", "FILE", help: "Lint the screens of this snapshot's app, drawn from it."),
                  .flag("json", help: "Print the findings as one JSON document (for CI) instead of lines.")],
        run: { args, console in
            var base = try TargetOptions.request(args)
            var targets = try args.positionals.isEmpty ? TargetCatalog.all.filter(\.isLinted) : args.positionals.map { name in
                guard let t = TargetCatalog.target(named: name) else { throw CLIError.usage("unknown target '\(name.escapedForMessage)' (see 'folio list')") }
                return t
            }
            if let path = args.value("snapshot") {
                let format = try SnapshotStore.shared.format(ofFile: path)
                let app = format.appID
                base = base.drawing(from: try SnapshotStore.shared.snapshot(format, path: path))
                if args.positionals.isEmpty { targets = targets.filter { $0.app.rawValue == app && $0.sizing == .screen } }
            }
            let measurer = try TargetOptions.measurer()
            var found: [JSONValue] = []
            for target in targets {
                for appearance in Appearance.allCases {
                    var request = base
                    request.appearance = appearance
                    let frame = try target.frame(request, measurer: measurer)
                    for finding in FolioLayout.lint(frame, theme: Theme(app: target.look, appearance: appearance), others: AppCatalog.themes) {
                        if !args.flag("json") { console.print("\(target.name) (\(appearance.rawValue)): \(finding)") }
                        found.append(.object(["target": .string(target.name), "appearance": .string(appearance.rawValue),
                                              "rule": .string(finding.rule.rawValue), "path": .string(finding.path),
                                              "message": .string(finding.message)]))
                    }
                }
            }
            let count = found.count
            let summary = "linted \(targets.count) target\(targets.count == 1 ? "" : "s") in light and dark: "
                + (count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")")
            if args.flag("json") {
                let report: JSONValue = .object(["summary": .string(summary), "targets": .number(Double(targets.count)),
                                                 "findings": .array(found)])
                console.print(report.serialized(pretty: true))
            }
            console.error(summary)
            return count == 0 ? .ok : .checkFailed
        })
}
