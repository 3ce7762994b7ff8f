import FolioGraphics
import FolioCore
import FolioApps
import Dispatch
import FolioDomain
import FolioLayout
import Foundation
import FolioTargets

/// Renders one share card per line of an NDJSON file (one snapshot per line) into a folder, on
/// several threads, for one shard of the file (see ``Shard``). A line that is not a valid
/// snapshot, or whose card cannot be written, is reported and skipped; every other line is still
/// rendered. Cards are named by the line's id (see `BatchLine`); a file that already holds the
/// card's bytes is left alone.
public struct CardBatch: Sendable {
    /// The app whose card each line gets.
    public var entry: ShareCardEntry
    /// The NDJSON file.
    public var input: String
    /// Where the cards go (created when missing).
    public var directory: String
    /// The slice of the file this run renders.
    public var shard: Shard
    /// Every card's size in pixels.
    public var size: ShareCardSize
    /// Every card's tilt.
    public var tilt: CardTilt
    /// Light or dark.
    public var appearance: Appearance
    /// What every card may show.
    public var options: ShareCardOptions

    /// A batch of `entry`'s cards, one per line of `input`, into `directory`.
    public init(entry: ShareCardEntry, input: String, directory: String, shard: Shard = .all, size: ShareCardSize = .portrait,
                tilt: CardTilt = .standard, appearance: Appearance = .light, options: ShareCardOptions = ShareCardOptions()) {
        self.options = options
        self.entry = entry
        self.input = input
        self.directory = directory
        self.shard = shard
        self.size = size
        self.tilt = tilt
        self.appearance = appearance
    }

    /// Renders the shard's lines on `parallelism` threads. `progress` is called after each line, and
    /// `failed` as soon as a line fails (both from the worker's thread). A line whose card cannot be
    /// written stops the run (the lines being drawn finish; no new one starts); a line that is not
    /// a valid snapshot is skipped.
    /// - Throws: `CardFileError` only when the input cannot be read or the folder cannot be made;
    ///   problems with single lines are in the report.
    public func run(parallelism: Int, measurer: any TextMeasuring, progress: @Sendable (CardBatchProgress) -> Void = { _ in },
                    failed: @Sendable (CardBatchFailure) -> Void = { _ in }) throws -> CardBatchReport {
        let (entry, size, tilt, appearance, options) = (entry, size, tilt, appearance, options)
        let format = entry.snapshotType
        let session = RenderSession()
        let batch = LineBatch<any AppSnapshot>(
            command: Self.shardCommand, input: input, directory: directory, shard: shard,
            settings: "\(entry.app.rawValue) \(size) \(tilt) \(appearance.rawValue) \(options)", fileExtension: "png",
            decode: { text, file throws(SnapshotError) in try format.decode(text, file: file) },
            draw: { snapshot in
                try ShareCard(entry: entry, snapshot: snapshot, size: size, tilt: tilt, appearance: appearance, options: options)
                    .png(measurer: measurer, session: session)
            })
        return try batch.run(parallelism: parallelism, progress: progress, failed: failed)
    }
}
