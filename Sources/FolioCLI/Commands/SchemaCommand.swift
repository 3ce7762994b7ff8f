import FolioApps
import FolioCards
import FolioDomain

extension Commands {
    /// `folio schema APP`: the JSON Schema of an app's snapshot format.
    static let schema = Command(
        name: "schema", summary: "Print the JSON Schema of an app's snapshot format.",
        usage: "folio schema APP [--batch]",
        details: """
        APP is one of: \(SnapshotRegistry.appIDs.joined(separator: ", ")). With --batch, the schema of one line of a card batch:
        the snapshot with the optional "id" member that names its card.
        """,
        options: [.flag("batch", help: "The schema of a line of `folio card APP --batch` (the snapshot and its card id).")],
        run: { args, console in
            try args.requirePositionals(atMost: 1)
            guard let app = args.positionals.first else { throw CLIError.usage("name an app: \(SnapshotRegistry.appIDs.joined(separator: ", "))") }
            guard let format = SnapshotRegistry.format(for: app) else {
                let hint = closest(to: app, in: SnapshotRegistry.appIDs).map { "; did you mean '\($0)'?" } ?? ""
                throw CLIError.usage("unknown app '\(app)'\(hint) (known: \(SnapshotRegistry.appIDs.joined(separator: ", ")))")
            }
            console.print((args.flag("batch") ? CardBatch.lineSchema(of: format) : format.jsonSchema).serialized(pretty: true))
            return .ok
        })
}
