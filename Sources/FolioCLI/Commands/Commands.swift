/// The subcommands of `folio`, in the order `--help` lists them, and the main job run without one.
enum Commands {
    static let all: [Command] = [schema]

    static let mainJob = Command(name: "", summary: "Run the main job.", usage: "folio", run: { _, console in
        console.print(Folio.overview(all))
        return .ok
    })
}
