import FolioApps
import FolioCore
import FolioDomain
import FolioGraphics
import FolioLayout
import Foundation
import FolioTargets

/// One weekly report per person: a PDF for each line of an NDJSON file (each line one person's
/// snapshots by app, see `PersonLine`), on several threads, for one shard of the file, with the
/// card batch's contract (`LineBatch`): reports named by the line's id (`DIR/ID.pdf`, else
/// `line-N.pdf`), a bad line reported with its JSON paths and skipped, a re-run that rewrites
/// nothing already right, a shard manifest per run and `ReportBatch.merge` for the index.
public struct ReportBatch: Sendable {
    /// The NDJSON file.
    public var input: String
    /// Where the reports go (created when missing).
    public var directory: String
    /// The slice of the file this run renders.
    public var shard: Shard
    /// The sections, copy and page setup of every report.
    public var template: ReportTemplate
    /// What identifies the template among the settings: its file's SHA-256.
    public var templateID: String
    /// The paper (nil: the template's).
    public var paper: Paper?
    /// Light or dark.
    public var appearance: Appearance
    /// The standards every PDF conforms to.
    public var standard: PDFStandard

    /// The command name in a report batch's shard manifests.
    public static let shardCommand = "report"

    /// A batch of one report per line of `input` into `directory`.
    public init(input: String, directory: String, shard: Shard = .all, template: ReportTemplate, templateID: String,
                paper: Paper? = nil, appearance: Appearance = .light, standard: PDFStandard = .ua1AndA2a) {
        self.templateID = templateID
        self.input = input
        self.directory = directory
        self.shard = shard
        self.template = template
        self.paper = paper
        self.appearance = appearance
        self.standard = standard
    }

    /// Every setting that changes a report's bytes besides its line (what draws it is the batch's
    /// `DrawingMachinery`).
    private var settings: String {
        [templateID, paper?.rawValue ?? "template", appearance.rawValue, standard.rawValue].joined(separator: " ")
    }

    /// Renders the shard's lines on `parallelism` threads (see `LineBatch`); a line whose week has
    /// nothing recorded is a bad line like an invalid snapshot.
    /// - Throws: `CardFileError` only when the input cannot be read or the folder cannot be made.
    public func run(parallelism: Int, measurer: any TextMeasuring, progress: @Sendable (CardBatchProgress) -> Void = { _ in },
                    failed: @Sendable (CardBatchFailure) -> Void = { _ in }) throws -> CardBatchReport {
        let (template, paper, appearance, standard) = (template, paper, appearance, standard)
        let batch = LineBatch<ReportData>(
            command: Self.shardCommand, input: input, directory: directory, shard: shard, settings: settings, fileExtension: "pdf",
            decode: { text, file throws(SnapshotError) in
                let snapshots = try PersonLine.snapshots(text, file: file).get()
                do {
                    return try ReportData.make(snapshots: snapshots, week: nil, source: file)
                } catch {
                    throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root, expected: "snapshots with a week to report on",
                                                                 found: "\(error)")])
                }
            },
            draw: { data in
                try WeeklyReport(template: template, data: data, paper: paper, appearance: appearance)
                    .document(measurer: measurer).pdf(standard: standard)
            })
        return try batch.run(parallelism: parallelism, progress: progress, failed: failed)
    }

    /// The batch's identity: the input file's SHA-256 and every setting, so shards of another file
    /// or other settings are not merged together.
    package func batchIdentity(inputHash: String) -> String {
        ShardManifest.batchIdentity([Self.shardCommand, settings, inputHash])
    }

    /// The manifest of a finished run of `assignment`'s shard.
    public func manifest(of report: CardBatchReport, assignment: ShardAssignment) -> ShardManifest {
        ShardManifest(command: Self.shardCommand, batch: batchIdentity(inputHash: report.inputHash), assignment: assignment, report: report)
    }

    /// The merged batch's index in its folder: every report with its line, hash and size, and every
    /// line that failed.
    package static let indexFile = "index.json"

    /// Checks the shard manifests in `directory` and writes the batch's `index.json` (see
    /// `ShardMerge.writeIndex`); returns the merge and the index's path.
    public static func merge(directory: String) throws -> (merge: ShardMerge, index: String) {
        try ShardMerge.writeIndex(command: shardCommand, schema: "folio.reports/1", itemsKey: "reports", directory: directory)
    }
}

/// A report batch runs as one shard of a sharded batch (`folio report --batch`).
extension ReportBatch: ShardedLineBatch {}
