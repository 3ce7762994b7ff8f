import Dispatch
import Foundation

/// Bounded drawing: `workers` threads of its own (so each keeps its fonts, layouts and glows warm
/// from one request to the next) take jobs in order from a queue of at most `queueLimit`; a job
/// beyond both is refused at once (503). A caller stops waiting at its deadline: a job not yet
/// started then leaves the queue, and one already drawing runs to the end and still hands its result
/// on (a retry then finds it cached).
///
/// Sendable without a promise of the compiler: the queue and the count of running jobs are under
/// `condition`'s lock.
final class WorkPool: @unchecked Sendable {
    /// How a job ended for its caller.
    enum Outcome {
        /// The job's bytes.
        case done([UInt8])
        /// What the job threw.
        case failed(any Error)
        /// Every worker busy and the queue full: not started.
        case full
        /// The deadline passed first.
        case late
    }

    /// One job: its work, what to do with its bytes, and its outcome once run.
    ///
    /// Sendable without a promise of the compiler: its worker writes `result` before it signals
    /// `done`, and its caller reads it only after waiting on `done`.
    private final class Task: @unchecked Sendable {
        let work: @Sendable () throws -> [UInt8]
        let finished: @Sendable ([UInt8]) -> Void
        let done = DispatchSemaphore(value: 0)
        var result: Result<[UInt8], any Error> = .success([])

        init(work: @escaping @Sendable () throws -> [UInt8], finished: @escaping @Sendable ([UInt8]) -> Void) {
            self.work = work
            self.finished = finished
        }
    }

    let workers: Int
    let queueLimit: Int
    private let condition = NSCondition()
    private var waiting: [Task] = []
    private var running = 0

    init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        for i in 0..<self.workers {
            let thread = Thread { self.work() }
            thread.name = "folio-serve-worker-\(i)"
            thread.start()
        }
    }

    /// Jobs waiting for a worker.
    var queueLength: Int { condition.withLock { waiting.count } }
    /// Jobs running.
    var busy: Int { condition.withLock { running } }

    /// Runs `work` on a worker within `seconds` of now, calling `finished` with its bytes when it
    /// succeeds (even after the caller stopped waiting).
    func run(within seconds: Double, _ work: @escaping @Sendable () throws -> [UInt8],
             finished: @escaping @Sendable ([UInt8]) -> Void) -> Outcome {
        let task = Task(work: work, finished: finished)
        let admitted = condition.withLock {
            guard waiting.count + running < workers + queueLimit else { return false }
            waiting.append(task)
            condition.signal()
            return true
        }
        guard admitted else { return .full }
        guard task.done.wait(timeout: .now() + seconds) == .success else {
            condition.withLock { waiting.removeAll { $0 === task } }
            return .late
        }
        switch task.result {
        case .success(let bytes): return .done(bytes)
        case .failure(let error): return .failed(error)
        }
    }

    /// A worker's life: the next job in order, run, its outcome handed back; forever.
    private func work() {
        while true {
            let task = condition.withLock {
                while waiting.isEmpty { condition.wait() }
                running += 1
                return waiting.removeFirst()
            }
            task.result = Result { try task.work() }
            if case .success(let bytes) = task.result { task.finished(bytes) }
            condition.withLock { running -= 1 }
            task.done.signal()
        }
    }
}
