import Dispatch
import FolioGraphics
import FolioDomain
import Foundation

/// The run every batch of NDJSON lines shares, one output file per line (a card, a report): the
/// shard's lines handed out to `parallelism` threads, each read, drawn and written unless its file
/// is already right, with a progress after each line and every failure as it happens.
///
/// A line that cannot be read is reported and skipped; a file that cannot be written stops the run
/// (the lines being drawn finish; no new one starts). A line whose inputs (its text, `settings`,
/// this folio, its fonts and libraries) are those of the file already there is not drawn at all
/// (`BatchInputs`); a file that already holds the drawn bytes is left alone (`CardFile`).
package struct LineBatch<Value>: Sendable {
    /// The command, which names the shard's records (`inputs-COMMAND-I-of-N.json`).
    package var command: String
    /// The NDJSON file.
    package var input: String
    /// Where the files go (created when missing).
    package var directory: String
    /// The slice of the file this run renders.
    package var shard: Shard
    /// Every setting that changes a file's bytes besides its line.
    package var settings: String
    /// The files' extension, e.g. "pdf".
    package var fileExtension: String
    /// Reads a line's text without its id; its diagnostics name the file as given.
    package var decode: @Sendable (_ text: String, _ file: String) throws(SnapshotError) -> Value
    /// Draws what a line holds into the file's bytes.
    package var draw: @Sendable (Value) throws -> [UInt8]


    /// A batch of `input`'s lines into `directory`, read with `decode` and drawn with `draw`.
    package init(command: String, input: String, directory: String, shard: Shard, settings: String, fileExtension: String,
                 decode: @escaping @Sendable (_ text: String, _ file: String) throws(SnapshotError) -> Value,
                 draw: @escaping @Sendable (Value) throws -> [UInt8]) {
        self.command = command
        self.input = input
        self.directory = directory
        self.shard = shard
        self.settings = settings
        self.fileExtension = fileExtension
        self.decode = decode
        self.draw = draw
    }

    /// Runs the shard on `parallelism` threads; `progress` is called after each line and `failed` as
    /// soon as a line fails (both from the worker's thread).
    /// - Throws: `CardFileError` only when the input cannot be read or the folder cannot be made.
    package func run(parallelism: Int, progress: @Sendable (CardBatchProgress) -> Void, failed: @Sendable (CardBatchFailure) -> Void) throws -> CardBatchReport {
        let source = try BatchSource(input)
        defer { source.remove() }
        let survey = try BatchLines.survey(path: source.path, shard: shard)
        let total = survey.shardLines
        let lines = try BatchLines(path: source.path, shard: shard)
        try AtomicFile.createDirectory(directory)
        // The records go in a folder inside the output one: a link planted there is refused before anything is drawn.
        try AtomicFile.createDirectory((directory as NSString).appendingPathComponent(ShardManifest.folder), inside: directory)
        let tally = BatchTally(total: total, batchLines: survey.allLines, inputHash: survey.sha256)
        let inputs = BatchInputs(command: command, directory: directory, shard: shard, settings: settings)
        let file = source.name
        let stop = StopSignal()
        DispatchQueue.concurrentPerform(iterations: max(1, min(parallelism, total))) { _ in
            while !stop.isRaised, let (ticket, number, text, oversized) = lines.next() {
                do {
                    if oversized {
                        tally.pass(ticket)
                        throw CardBatchFailure(line: number, kind: .data, messages: [
                            "\(file):\(number): expected a snapshot of at most \(BatchLines.maxLineBytes >> 20) MB on one line, found a longer line"])
                    }
                    let (outcome, item) = try render(text, number: number, ticket: ticket, file: file, tally: tally, inputs: inputs)
                    progress(tally.finish(outcome, item))
                } catch {
                    let failure = error as? CardBatchFailure
                        ?? CardBatchFailure(line: number, kind: .io, messages: ["\(file):\(number): \(error)"])
                    // A write that failed (a full disk, a folder gone) fails every file after it: stop
                    // at the first instead of drawing the rest for nothing.
                    if failure.kind == .io { stop.raise() }
                    failed(failure)
                    progress(tally.fail(failure))
                }
            }
        }
        try? inputs.write()
        return tally.report
    }

    /// Reads, draws and writes the file of one line; a file whose inputs are those of the file
    /// already in the folder is left alone, not drawn.
    private func render(_ text: String, number: Int, ticket: Int, file: String, tally: BatchTally,
                        inputs: BatchInputs) throws -> (CardFile.Outcome, ShardManifest.Item) {
        let line: BatchLine<Value>
        do {
            line = try BatchLine(text, number: number, file: file, decode: decode)
        } catch {
            tally.pass(ticket)
            throw CardBatchFailure(line: number, kind: .data, messages: error.messages)
        }
        if let first = tally.claim(line.name, line: number, ticket: ticket) {
            let message = "\(file):\(number): $.id: expected an id of its own, found \"\(line.name)\", the id of line \(first)"
            throw CardBatchFailure(line: number, kind: .data, messages: [message])
        }
        let name = "\(line.name).\(fileExtension)"
        let input = inputs.input(of: text)
        if let item = inputs.reusable(name, input: input, line: number) {
            tally.reuse()
            inputs.record(item, input: input)
            return (.unchanged, item)
        }
        let bytes = try draw(line.value)
        let outcome = try CardFile.write(bytes, to: "\(directory)/\(name)")
        let item = ShardManifest.Item(name: name, line: number, contents: bytes)
        inputs.record(item, input: input)
        return (outcome, item)
    }
}
