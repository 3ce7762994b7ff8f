import FolioApps
import FolioTargets
import FolioDomain
import FolioPieces

extension Commands {
    /// `folio list`: what can be rendered (targets), the pieces of the gallery, or the apps.
    static let list = Command(
        name: "list", summary: "List what can be rendered: targets, stories, pieces or apps.",
        usage: "folio list [targets|stories|pieces|apps]",
        details: """
        targets (the default): every name render, layout and lint take, a screen's stories among
        them (pet.home is the home screen's default story, pet.home:away another). stories: each
        screen with its stories and their captions, the default first.
        """,
        run: { args, console in
            try args.requirePositionals(atMost: 1)
            switch args.positionals.first ?? "targets" {
            case "targets":
                let width = TargetCatalog.all.map(\.name.count).max() ?? 0
                for t in TargetCatalog.all {
                    console.print(t.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + t.summary)
                }
            case "stories":
                let stories = AppCatalog.stories
                let width = stories.map(\.id.count).max() ?? 0
                var screen = ""
                for story in stories {
                    // A screen's first story is its default.
                    let isDefault = story.screenID != screen
                    if isDefault {
                        screen = story.screenID
                        let entry = AppCatalog.screens.first { $0.id == screen }
                        console.print("\(screen) — \(AppCatalog.name(of: story.app)): \(entry?.title ?? story.screen)")
                    }
                    console.print("  " + story.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + story.caption
                                  + (isDefault ? " (default)" : ""))
                }
                console.error("\(stories.count) stories of \(AppCatalog.screens.count) screens")
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
                                  + "\(app.name) — \(app.screens.count) screens, \(app.screens.map { app.stories(of: $0).count }.reduce(0, +)) stories, \(app.flows.count) flows, "
                                  + "snapshot \(app.snapshotType.schemaID)")
                }
            case let other:
                throw CLIError.usage("unknown list '\(other.escapedForMessage)': use targets, stories, pieces or apps")
            }
            return .ok
        })
}
