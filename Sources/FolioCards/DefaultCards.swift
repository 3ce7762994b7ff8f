import FolioGraphics
import FolioLayout
import Foundation
import FolioTargets

/// The share cards of the main job: every registered app's card from its bundled default snapshot,
/// at the four sizes social networks take, light and dark, with the standard tilt.
public enum DefaultCards {
    /// The cards, in order (app, size, appearance).
    /// - Throws: what loading a default snapshot throws.
    public static func cards() throws -> [ShareCard] {
        try ShareCardCatalog.all.flatMap { entry in
            let snapshot = try SnapshotStore.shared.snapshot(entry.snapshotType, path: nil)
            return try ShareCardSize.presets.flatMap { preset in
                try Appearance.allCases.map { appearance in
                    try ShareCard(entry: entry, snapshot: snapshot, size: preset.size, appearance: appearance)
                }
            }
        }
    }

    /// Writes the cards into `directory` (created when missing) as `ShareCard.fileName`, on
    /// `parallelism` threads, leaving files that already hold the same bytes alone.
    /// - Returns: how many cards there are.
    /// - Throws: the first failure, after the other cards are written.
    @discardableResult
    public static func write(into directory: String, parallelism: Int, measurer: any TextMeasuring) throws -> Int {
        let cards = try cards()
        try AtomicFile.createDirectory(directory)
        let session = RenderSession()
        _ = try ParallelWork.map(count: cards.count, parallelism: parallelism) { i in
            try CardFile.write(cards[i].png(measurer: measurer, session: session), to: "\(directory)/\(cards[i].fileName)")
        }
        return cards.count
    }
}
