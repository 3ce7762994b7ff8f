import FolioApps
import FolioCore
import FolioTargets
import FolioLayout

extension Commands {
    /// `folio lint`: the rules of `LintRule`, checked on the frame tree (and the rendered pixels) of
    /// every target (or the named ones) in light and dark, on a device at a text size.
    static let lint = Command(
        name: "lint", summary: "Check targets against the shape lock, overflow, glyphs, tap targets, chrome and contrast.",
        usage: "folio lint [TARGET ...] [--snapshot F] [--device D] [--text-size SIZE] [--locale LOCALE] [--warnings] [--json]",
        details: """
        Lays out every target (or the named ones) in light and dark on the device at the text size, and
        checks the frame trees and, for contrast, the pixels drawn. Exit 1 on any error; warnings are
        counted and do not fail (--warnings prints each; --json always holds them). With --snapshot, the screens of that snapshot's app (or the named
        targets) are drawn from it. The rules:

        """ + LintRule.allCases.map { "  \($0.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"),
        options: [TargetOptions.specs[2], TargetOptions.textSize, TargetOptions.locale,
                  .value("snapshot", "FILE", help: "Lint the screens of this snapshot's app, drawn from it."),
                  .flag("warnings", help: "Print each warning (pixel-contrast off key elements) as well as the errors."),
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
            var found: [JSONValue] = [], errors = 0
            for target in targets {
                for appearance in Appearance.allCases {
                    var request = base
                    request.appearance = appearance
                    let findings = try TargetLint.findings(of: target, request, measurer: measurer)
                    for finding in findings {
                        let severity = finding.severity
                        if severity == .error { errors += 1 }
                        if !args.flag("json"), severity == .error || args.flag("warnings") {
                            console.print("\(severity == .warning ? "warning: " : "")\(target.name) (\(appearance.rawValue)): \(finding)")
                        }
                        found.append(.object(["target": .string(target.name), "appearance": .string(appearance.rawValue),
                                              "rule": .string(finding.rule.rawValue), "severity": .string(severity.rawValue),
                                              "path": .string(finding.path), "message": .string(finding.message)]))
                    }
                }
            }
            let warnings = found.count - errors
            let axes = "\(base.device.name) at \(base.textSize.name)" + (base.locale == .source ? "" : " in \(base.locale.identifier)")
            let summary = "linted \(targets.count) target\(targets.count == 1 ? "" : "s") in light and dark on \(axes): "
                + (found.isEmpty ? "no findings" : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            if args.flag("json") {
                let report: JSONValue = .object(["summary": .string(summary), "targets": .number(Double(targets.count)),
                                                 "findings": .array(found)])
                console.print(report.serialized(pretty: true))
            }
            console.error(summary)
            return errors == 0 ? .ok : .checkFailed
        })
}
