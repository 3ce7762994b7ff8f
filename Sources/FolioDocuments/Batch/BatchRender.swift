import Dispatch
import FolioGraphics
import FolioLayout
import Foundation

/// Renders many targets to PNG files in parallel, one job per (target, appearance), and reports
/// progress as it goes. The files are the same whatever the number of jobs.
public struct BatchRender: Sendable {
    /// One file to draw.
    public struct Job: Sendable, Hashable {
        public var target: String
        public var appearance: Appearance
        public var path: String
    }

    public var jobs: [Job]
    public var scale: Double

    /// Every target of `targets` in both appearances, as `<dir>/<folder>/<name>-<appearance>.png`
    /// where the folder is the part of the name before the dot.
    public init(targets: [RenderTarget], into directory: String, scale: Double = 2) {
        self.scale = scale
        self.jobs = targets.flatMap { t in
            Appearance.allCases.map { a in
                let parts = t.name.split(separator: ".", maxSplits: 1).map(String.init)
                let (folder, file) = parts.count == 2 ? (parts[0], parts[1]) : (parts[0], "all")
                return Job(target: t.name, appearance: a, path: "\(directory)/\(folder)/\(file)-\(a.rawValue).png")
            }
        }
    }

    /// Runs the jobs on `parallelism` threads; `progress(done, total)` is called after each file.
    /// - Throws: the first failure, after the other jobs have finished.
    public func run(parallelism: Int, measurer: any TextMeasuring, progress: @Sendable (Int, Int) -> Void) throws {
        let dirs = Set(jobs.map { ($0.path as NSString).deletingLastPathComponent })
        for dir in dirs.sorted() {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        let state = BatchState()
        let jobs = self.jobs, scale = self.scale
        let workers = max(1, min(parallelism, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: jobs.count, by: workers) {
                let job = jobs[index]
                do {
                    guard let target = TargetCatalog.target(named: job.target) else { continue }
                    let device = Device.iPhone.scaled(scale)
                    let frame = try target.frame(RenderRequest(appearance: job.appearance, device: device), measurer: measurer)
                    try writePNG(frame, options: RenderOptions(scale: scale), to: job.path)
                    progress(state.finish(), jobs.count)
                } catch {
                    state.fail("\(job.path): \(error)")
                }
            }
        }
        if let failure = state.failure { throw BatchError(message: failure) }
    }
}

/// A file of a batch that could not be drawn or written.
public struct BatchError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The shared counters of a running batch.
final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private(set) var failure: String?

    func finish() -> Int { lock.withLock { done += 1; return done } }
    func fail(_ message: String) { lock.withLock { if failure == nil { failure = message } } }
}
