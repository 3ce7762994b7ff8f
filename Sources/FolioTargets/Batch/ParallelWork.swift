import Dispatch
import Foundation

/// How far a batch has got: items done of the total, time taken, the rate and what is left.
public struct BatchProgress: Sendable, CustomStringConvertible {
    public var done: Int
    public var total: Int
    /// Seconds since the batch started.
    public var elapsed: Double

    public init(done: Int, total: Int, elapsed: Double) {
        self.done = done
        self.total = total
        self.elapsed = elapsed
    }

    /// Items per second so far.
    public var rate: Double { Double(done) / max(elapsed, 1e-9) }

    /// Seconds still to go at the rate so far (nil before the first item is done).
    public var remaining: Double? { done == 0 ? nil : Double(total - done) / rate }

    /// "12/96 · 7.3/s · ETA 0:11".
    public var description: String {
        let eta = remaining.map { BatchProgress.clock($0) } ?? "–"
        return "\(done)/\(total) · \(String(format: "%.1f", rate))/s · ETA \(eta)"
    }

    /// Seconds as m:ss.
    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}

/// Runs a batch's items on several threads, each thread taking the next item when it is free (so a
/// few slow items do not hold one thread's share back), and reports progress after each item.
public enum ParallelWork {
    /// Calls `body` for every index of `0..<count` on `parallelism` threads and returns the failures
    /// by index (empty when all succeeded); `progress` is called after each item, from its thread,
    /// one call at a time and in order of the counts (a "4/4" never comes before its "3/4").
    public static func run(count: Int, parallelism: Int, progress: @Sendable (BatchProgress) -> Void = { _ in },
                           _ body: @Sendable (Int) throws -> Void) -> [Int: any Error] {
        let state = WorkState(total: count)
        let workers = max(1, min(parallelism, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.next() {
                do {
                    try body(index)
                } catch {
                    state.fail(index, error)
                }
                state.finish(reporting: progress)
            }
        }
        return state.failures
    }

    /// What `body` gives for every index of `0..<count`, in order, computed on `parallelism` threads.
    /// - Throws: the failure of the lowest index that failed (as one by one would), after every item ran.
    public static func map<Value>(count: Int, parallelism: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        let slots = ParallelSlots<Value>(count: count)
        let failures = run(count: count, parallelism: parallelism) { i in slots.set(i, try body(i)) }
        if let first = failures.min(by: { $0.key < $1.key }) { throw first.value }
        return slots.all.map { $0! }
    }
}

/// What a batch's items give, written from its threads, each item to its own slot.
// Unchecked: `slots` is read and written only under `lock`.
package final class ParallelSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    /// `count` empty slots.
    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Fills slot `index`.
    package func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    /// What slot `index` holds, nil while it is empty.
    package func get(_ index: Int) -> Value? { lock.withLock { slots[index] } }

    /// Every slot, in order.
    package var all: [Value?] { lock.withLock { slots } }
}

/// The shared counters of a running batch.
// Unchecked: the counters and `errors` are read and written only under `lock`; the rest are lets.
private final class WorkState: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let start = DispatchTime.now()
    private var issued = 0
    private var done = 0
    private var errors: [Int: any Error] = [:]

    init(total: Int) { self.total = total }

    func next() -> Int? {
        lock.withLock {
            guard issued < total else { return nil }
            issued += 1
            return issued - 1
        }
    }

    /// Counts an item done and reports the new count, under the lock, so reports keep their order.
    func finish(reporting progress: (BatchProgress) -> Void) {
        lock.withLock {
            done += 1
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            progress(BatchProgress(done: done, total: total, elapsed: elapsed))
        }
    }

    func fail(_ index: Int, _ error: any Error) { lock.withLock { errors[index] = error } }

    var failures: [Int: any Error] { lock.withLock { errors } }
}
