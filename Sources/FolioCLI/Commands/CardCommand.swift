import FolioApps
import Dispatch
import FolioCore
import FolioCards
import FolioTargets
import FolioDomain
import FolioLayout
import Foundation

extension Commands {
    /// `folio card APP`: one app's share card, tilted on its backdrop, as a PNG; or with `--batch`,
    /// one card per line of an NDJSON file, in parallel and sharded.
    static let card = Command(
        name: "card", summary: "Render an app's share card, or one per line of a batch, as tilted PNGs.",
        usage: """
        folio card APP [--snapshot F|-] [--story NAME] [--tilt PITCH,YAW] [--size WxH] [--appearance light|dark] [--locale LOCALE] [--show-amounts] [--quality N] [-o FILE.png|.jpg|.webp|-]
               folio card APP --batch F.ndjson --out DIR [--shard I/N] [--jobs N] [--tilt ...] [--size ...] [--appearance ...]
               folio card --merge --out DIR
        """,
        details: """
        APP is \(spelledList(ShareCardCatalog.all.map(\.app.rawValue))). The card is drawn flat from the snapshot (the bundled
        default unless --snapshot), tilted in perspective with its sheen and shadow, on the app's backdrop.
        --size is in pixels: WxH with each side \(ShareCardSize.limits.lowerBound)…\(ShareCardSize.limits.upperBound), or one of
        \(ShareCardSize.presets.map { "\($0.name) (\($0.size))" }.joined(separator: ", ")); default portrait.
        --tilt is in degrees, each within ±\(Int(CardTilt.limit)): positive pitch tips the top away, positive yaw the right
        edge; 0,0 lies flat; default \(CardTilt.standard). Without -o the card goes to Output/cards/APP-WxH-APPEARANCE.png.
        Cards are private by default: money shows as shares and percentages unless --show-amounts.
        --story draws the card from a story's snapshot, derived from the one given (home:away, or
        away when one screen has it; see 'folio list stories').

        Batch: each line of F.ndjson is one snapshot; blank lines are skipped. A top-level "id" member (letters,
        digits, '.', '_', '-'; at most 100) names the card DIR/ID.png and is taken off before the snapshot is read;
        a line without one is named line-N.png (N its line number from 1). Line N belongs to shard (N - 1) mod COUNT,
        so --shard I/COUNT (0 ≤ I < COUNT; or FOLIO_SHARD, JOB_COMPLETION_INDEX and FOLIO_SHARD_COUNT, or a Slurm
        array's SLURM_ARRAY_TASK_* from the environment) on COUNT machines renders every line exactly once. A file
        that already holds the same bytes is left alone and counted unchanged; a line whose inputs (its text, the
        options, this folio, its fonts and libraries) are those of the card already there is not drawn at all. A line that is not a valid snapshot is
        reported with its line number and JSON paths and skipped; all the others are rendered, then folio exits 65.
        A card that cannot be written (a full disk) stops the batch at once with exit 74. A line longer than 16 MB is
        refused without being held in memory. Each run writes DIR/shards/card-I-of-COUNT.json (its cards with their
        SHA-256, its failed lines); --merge --out DIR checks that every shard reported, each line once, no card
        twice, then writes DIR/index.json (an unsharded run writes it at once).
        """,
        options: [
            .value("snapshot", "FILE", help: "Draw from this snapshot instead of the bundled default."),
            .value("story", "NAME", help: "Draw from this story's snapshot (home:away), derived from the snapshot."),
            .value("tilt", "PITCH,YAW", help: "The card's turn in degrees (default \(CardTilt.standard); 0,0 is flat)."),
            .value("size", "WxH", help: "Image size in pixels or a preset name (default portrait, 1080x1350)."),
            .value("appearance", "light|dark", help: "Light (default) or dark appearance."),
            TargetOptions.locale,
            .flag("show-amounts", help: "Show amounts (money) on the card; by default it shows only shares and percentages."),
            .value("output", "FILE", short: "o", help: "Where to write: .png, .jpg or .webp by its extension; - for PNG on standard output."),
            Commands.qualityOption,
            .value("batch", "F.ndjson", help: "Render one card per line of this file (one snapshot per line)."),
            .value("out", "DIR", help: "With --batch: the folder the cards go into."),
            ShardOptions.spec,
            .value("jobs", "N", help: "With --batch: parallel jobs (default: the number of cores)."),
            .flag("merge", help: "With --out DIR: check every shard's report of a batch and write DIR/index.json."),
        ],
        run: { args, console in
            if args.flag("merge") { return try mergeCardBatch(args, console: console) }
            let settings = try CardSettings(args)
            if let batch = args.value("batch") {
                guard args.value("locale") == nil else { throw CLIError.usage("--locale draws one card; it does not go with --batch yet") }
                // Each line of a batch is its own snapshot, drawn as given.
                guard args.value("story") == nil else { throw CLIError.usage("--story draws one card; it does not go with --batch") }
                return try runCardBatch(batch, settings: settings, args: args, console: console)
            }
            for name in ["out", "shard", "jobs"] where args.value(name) != nil {
                throw CLIError.usage("--\(name) goes with --batch")
            }
            let given = try args.value("output").map { try OutputFile($0, allowed: OutputFormat.images, fallback: .png, what: "cards") }
            let quality = try Commands.quality(args)
            var snapshot = try SnapshotStore.shared.snapshot(settings.entry.snapshotType, path: args.value("snapshot"))
            if let name = args.value("story") {
                snapshot = try StoryChoice.story(name, in: settings.entry.app).snapshot(from: snapshot) ?? snapshot
            }
            let (output, bytes) = try TargetOptions.inLocale(args) {
                let card = try ShareCard(entry: settings.entry, snapshot: snapshot, size: settings.size, tilt: settings.tilt,
                                         appearance: settings.appearance, options: settings.options)
                let output = try given ?? OutputFile("Output/cards/\(card.fileName)", allowed: OutputFormat.images, fallback: .png, what: "cards")
                return (output, try card.encoded(as: output.format, quality: quality, measurer: TargetOptions.measurer()) ?? [])
            }
            if output.isStandardOutput {
                try output.write(bytes, console: console)
                return .ok
            }
            try Commands.createParent(of: output.path)
            let outcome = try CardFile.write(bytes, to: output.path)
            if outcome == .written { console.wrote(output.path) } else { console.error("unchanged \(output.path)") }
            return .ok
        })
}

/// The options every card shares, checked: the app, the size, the tilt and the appearance.
struct CardSettings {
    var entry: ShareCardEntry
    var size: ShareCardSize
    var tilt: CardTilt
    var appearance: Appearance
    var options: ShareCardOptions

    init(_ args: ParsedArguments) throws {
        let apps = ShareCardCatalog.all.map(\.app.rawValue)
        guard let app = args.positionals.first else {
            throw CLIError.usage("name an app: \(spelledList(apps)), e.g. folio card water")
        }
        try args.requirePositionals(atMost: 1)
        guard let entry = ShareCardCatalog.entry(for: app) else {
            let hint = closest(to: app, in: apps).map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("no share card for '\(app.escapedForMessage)'\(hint) (cards: \(apps.joined(separator: ", ")))")
        }
        self.entry = entry
        let limits = "\(ShareCardSize.limits.lowerBound)…\(ShareCardSize.limits.upperBound)"
        size = try args.value("size", expected: "WxH with each side \(limits) pixels, or square, portrait, story or landscape") {
            ShareCardSize($0)
        } ?? .portrait
        tilt = try args.value("tilt", expected: "PITCH,YAW in degrees, each within ±\(Int(CardTilt.limit))") { CardTilt($0) } ?? .standard
        appearance = try args.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light
        options = ShareCardOptions(showsAmounts: args.flag("show-amounts"))
    }
}

extension Commands {
    /// The main job's share cards: every app's card at the four preset sizes, light and dark, into `directory`.
    static func writeDefaultCards(into directory: String, jobs: Int, console: Console) throws {
        console.progress("rendering the share cards")
        let count = try DefaultCards.write(into: directory, parallelism: jobs, measurer: try TargetOptions.measurer())
        console.progress("rendered \(count) share cards into \(directory)/", final: true)
    }

    /// `folio card APP --batch F --out DIR`: the cards of one shard of F, with a progress line and every
    /// failed line reported as it happens, then a summary.
    static func runCardBatch(_ input: String, settings: CardSettings, args: ParsedArguments, console: Console) throws -> ExitCode {
        for name in ["snapshot", "output"] where args.value(name) != nil {
            throw CLIError.usage("--\(name) does not go with --batch (each line is a snapshot; --out names the folder)")
        }
        guard let out = args.value("out") else { throw CLIError.usage("--batch needs --out DIR, the folder for the cards") }
        let assignment = try ShardOptions.assignment(args, environment: console.environment)
        let batch = CardBatch(entry: settings.entry, input: input, directory: out, shard: assignment.shard, size: settings.size,
                              tilt: settings.tilt, appearance: settings.appearance, options: settings.options)
        return try runLineBatch(batch, assignment: assignment, noun: "cards", out: out, args: args, console: console)
    }

    /// `folio card --merge --out DIR`: the shards' reports checked and the batch's index written; the
    /// lines that failed in any shard are listed with their shard (exit 65, or 74 for a failed write).
    static func mergeCardBatch(_ args: ParsedArguments, console: Console) throws -> ExitCode {
        try mergeLineBatch(CardBatch.self, args, console: console, noun: "cards", notWith: ["batch", "shard", "snapshot", "output"])
    }
}
