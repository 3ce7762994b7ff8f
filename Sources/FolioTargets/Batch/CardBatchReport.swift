import Dispatch
import Foundation

/// How far a card batch has got: lines done of the shard's total, the time taken, the rate and
/// what is left.
public struct CardBatchProgress: Sendable, CustomStringConvertible {
    /// Lines finished, rendered or failed.
    public var done: Int
    /// The shard's lines that hold something.
    public var total: Int
    /// Seconds since the batch started.
    public var elapsed: Double

    /// Cards per second so far.
    public var rate: Double { Double(done) / max(elapsed, 1e-9) }

    /// Seconds still to go at the rate so far, nil before the first card.
    public var remaining: Double? { done == 0 ? nil : Double(total - done) / rate }

    /// "12/96 cards · 7.3/s · ETA 0:11".
    public var description: String { described(as: "cards") }

    /// "12/96 reports · 7.3/s · ETA 0:11" for the noun "reports".
    public func described(as noun: String) -> String {
        let eta = remaining.map { s -> String in
            let whole = Int(s.rounded(.up))
            return String(format: "%d:%02d", whole / 60, whole % 60)
        } ?? "–"
        return "\(done)/\(total) \(noun) · \(String(format: "%.1f", rate))/s · ETA \(eta)"
    }
}

/// What a card batch did: cards written, cards already up to date, and the lines that failed
/// (sorted by line number).
public struct CardBatchReport: Sendable {
    /// The shard's lines that hold something.
    public var total: Int
    /// Cards created or replaced.
    public var written: Int
    /// Cards whose file already held the same bytes.
    public var unchanged: Int
    /// Of the unchanged cards, those not drawn at all: their inputs were those of the card already
    /// in the folder.
    public var reused = 0
    /// The lines that gave no card, by line number.
    public var failures: [CardBatchFailure]
    /// Every card made (written or unchanged) with its line, hash and size, by line number.
    public var items: [ShardManifest.Item]
    /// The lines of the whole file that hold something (every shard's), and the file's SHA-256.
    package var batchLines: Int, inputHash: String
    /// Seconds the batch took.
    public var elapsed: Double

    /// Cards per second (written or unchanged).
    public var rate: Double { Double(written + unchanged) / max(elapsed, 1e-9) }
}

/// The shared counters of a running batch, and the names claimed so far: two lines may not write
/// one file, and the first line of the file keeps a name whatever thread reaches it first, because
/// lines claim in the order they were handed out (a line only waits for earlier lines to be read).
// Unchecked: every var is read and written only under `lock`; the rest are lets.
final class BatchTally: @unchecked Sendable {
    private let lock = NSCondition()
    private var nextTicket = 0
    private let start = DispatchTime.now()
    private let total: Int
    private var written = 0, unchanged = 0, reused = 0
    private var failures: [CardBatchFailure] = []
    private var names: [String: Int] = [:]
    private var items: [ShardManifest.Item] = []
    private let batchLines: Int, inputHash: String

    init(total: Int, batchLines: Int, inputHash: String) {
        self.total = total
        self.batchLines = batchLines
        self.inputHash = inputHash
    }

    /// Claims `name` for `line`, handed out as `ticket`, once every earlier ticket has claimed or
    /// passed; returns the line that holds the name already, if another does.
    func claim(_ name: String, line: Int, ticket: Int) -> Int? {
        lock.withLock {
            while nextTicket != ticket { lock.wait() }
            nextTicket += 1
            lock.broadcast()
            if let first = names[name] { return first }
            names[name] = line
            return nil
        }
    }

    /// Gives up the turn of `ticket` (its line claims no name).
    func pass(_ ticket: Int) {
        lock.withLock {
            while nextTicket != ticket { lock.wait() }
            nextTicket += 1
            lock.broadcast()
        }
    }

    func finish(_ outcome: CardFile.Outcome, _ item: ShardManifest.Item) -> CardBatchProgress {
        lock.withLock {
            if outcome == .written { written += 1 } else { unchanged += 1 }
            items.append(item)
            return progress
        }
    }

    /// Counts a card left alone without drawing it.
    func reuse() { lock.withLock { reused += 1 } }

    func fail(_ failure: CardBatchFailure) -> CardBatchProgress {
        lock.withLock {
            failures.append(failure)
            return progress
        }
    }

    private var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }

    private var progress: CardBatchProgress {
        CardBatchProgress(done: written + unchanged + failures.count, total: total, elapsed: elapsed)
    }

    var report: CardBatchReport {
        lock.withLock {
            var report = CardBatchReport(total: total, written: written, unchanged: unchanged, failures: failures.sorted { $0.line < $1.line },
                                         items: items.sorted { ($0.line ?? 0) < ($1.line ?? 0) }, batchLines: batchLines,
                                         inputHash: inputHash, elapsed: elapsed)
            report.reused = reused
            return report
        }
    }
}
