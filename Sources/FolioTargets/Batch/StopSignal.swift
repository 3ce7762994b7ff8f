import Foundation

/// A flag the workers of a batch check before taking the next line.
// Unchecked: `raised` is read and written only under `lock`.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    /// Whether a worker asked the others to stop.
    var isRaised: Bool { lock.withLock { raised } }

    /// Asks every worker to stop after its current line.
    func raise() { lock.withLock { raised = true } }
}
