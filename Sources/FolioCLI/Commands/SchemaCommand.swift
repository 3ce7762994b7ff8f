import FolioApps
import FolioDomain

extension Commands {
    /// `folio schema APP`: the JSON Schema of an app's snapshot format.
    static let schema = Command(
        name: "schema", summary: "Print the JSON Schema of an app's snapshot format.",
        usage: "folio schema APP",
        details: "APP is one of: \(SnapshotRegistry.appIDs.joined(separator: ", ")).",
        run: { args, console in
            try args.requirePositionals(atMost: 1)
            guard let app = args.positionals.first else { throw CLIError.usage("name an app: \(SnapshotRegistry.appIDs.joined(separator: ", "))") }
            guard let format = SnapshotRegistry.format(for: app) else {
                let hint = closest(to: app, in: SnapshotRegistry.appIDs).map { "; did you mean '\($0)'?" } ?? ""
                throw CLIError.usage("unknown app '\(app)'\(hint) (known: \(SnapshotRegistry.appIDs.joined(separator: ", ")))")
            }
            console.print(format.jsonSchema.serialized(pretty: true))
            return .ok
        })
}
