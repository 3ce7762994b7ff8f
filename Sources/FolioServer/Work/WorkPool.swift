import Dispatch
import Foundation

/// Bounded drawing: at most `workers` jobs run at once and at most `queueLimit` wait for a worker;
/// a job beyond both is refused at once (503), and a caller stops waiting at its deadline while its
/// job, once started, runs to the end and still hands its result on (a retry then finds it cached).
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

    let workers: Int
    let queueLimit: Int
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var waiting = 0
    private var running = 0

    init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        slots = DispatchSemaphore(value: self.workers)
    }

    /// Jobs waiting for a worker.
    var queueLength: Int { lock.withLock { waiting } }
    /// Jobs running.
    var busy: Int { lock.withLock { running } }

    /// Runs `work` on a worker within `seconds` of now, calling `finished` with its bytes when it
    /// succeeds (even after the caller stopped waiting).
    func run(within seconds: Double, _ work: @escaping @Sendable () throws -> [UInt8],
             finished: @escaping @Sendable ([UInt8]) -> Void) -> Outcome {
        let admitted = lock.withLock {
            guard waiting + running < workers + queueLimit else { return false }
            waiting += 1
            return true
        }
        guard admitted else { return .full }
        let deadline = DispatchTime.now() + seconds
        guard slots.wait(timeout: deadline) == .success else {
            lock.withLock { waiting -= 1 }
            return .late
        }
        lock.withLock {
            waiting -= 1
            running += 1
        }
        final class Box: @unchecked Sendable { var result: Result<[UInt8], any Error> = .success([]) }
        let box = Box(), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [self] in
            let result = Result { try work() }
            if case .success(let bytes) = result { finished(bytes) }
            lock.withLock { running -= 1 }
            slots.signal()
            box.result = result
            done.signal()
        }
        guard done.wait(timeout: deadline) == .success else { return .late }
        switch box.result {
        case .success(let bytes): return .done(bytes)
        case .failure(let error): return .failed(error)
        }
    }
}
