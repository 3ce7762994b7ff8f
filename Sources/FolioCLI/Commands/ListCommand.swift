import FolioApps
import FolioDocuments
import FolioDomain
import FolioPieces

extension Commands {
    /// `folio list`: what can be rendered (targets), the pieces of the gallery, or the apps.
    static let list = Command(
        name: "list", summary: "List what can be rendered: targets, pieces or apps.",
        usage: "folio list [targets|pieces|apps]",
        run: { args, console in
            try args.requirePositionals(atMost: 1)
            switch args.positionals.first ?? "targets" {
            case "targets":
                let width = TargetCatalog.all.map(\.name.count).max() ?? 0
                for t in TargetCatalog.all {
                    console.print(t.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + t.summary)
                }
            case "pieces":
                let width = PieceCatalog.all.map(\.name.count).max() ?? 0
                for p in PieceCatalog.all {
                    let apps = p.apps.map(\.id.rawValue).joined(separator: ", ")
                    console.print(p.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(p.title) — \(apps)")
                }
            case "apps":
                let width = AppCatalog.apps.map(\.id.rawValue.count).max() ?? 0
                for app in AppCatalog.apps {
                    console.print(app.id.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                                  + "\(app.name) — \(app.screens.count) screens, \(app.flows.count) flows, "
                                  + "snapshot \(app.snapshotType.schemaID)")
                }
            case let other:
                throw CLIError.usage("unknown list '\(other)': use targets, pieces or apps")
            }
            return .ok
        })
}
