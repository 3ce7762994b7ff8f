import FolioGraphics
import FolioLayout
import Foundation

/// Renders many (target, appearance) pairs to PNG files in parallel and reports progress as it
/// goes. The files are the same, byte for byte, whatever the number of jobs.
public struct BatchRender: Sendable {
    /// One file to draw.
    public struct Job: Sendable {
        public var target: RenderTarget
        public var appearance: Appearance
        /// Where the PNG goes; its folder is created when missing.
        public var path: String

        public init(target: RenderTarget, appearance: Appearance, path: String) {
            self.target = target
            self.appearance = appearance
            self.path = path
        }
    }

    /// The files to draw, in order.
    public var jobs: [Job]
    /// The device the targets are laid out for; its scale is the PNGs' pixels per point.
    public var device: Device

    public init(jobs: [Job], device: Device) {
        self.jobs = jobs
        self.device = device
    }

    /// Runs the jobs on `parallelism` threads; `progress` is called after each file.
    /// - Throws: `BatchError` naming every file that failed, after the other jobs have finished.
    public func run(parallelism: Int, measurer: any TextMeasuring, progress: @Sendable (BatchProgress) -> Void = { _ in }) throws {
        let dirs = Set(jobs.map { ($0.path as NSString).deletingLastPathComponent })
        for dir in dirs.sorted() where !dir.isEmpty { try AtomicFile.createDirectory(dir) }
        let jobs = self.jobs, device = self.device
        let failures = ParallelWork.run(count: jobs.count, parallelism: parallelism, progress: progress) { index in
            let job = jobs[index]
            let png = try job.target.render(RenderRequest(appearance: job.appearance, device: device), as: .png, measurer: measurer)
            try AtomicFile.write(png, to: job.path)
        }
        if !failures.isEmpty {
            throw BatchError(failures: failures.keys.sorted().map { "\(jobs[$0].path): \(failures[$0].map { "\($0)" } ?? "")" },
                             failureKind: .worst(of: Array(failures.values)))
        }
    }
}

/// Files of a batch that could not be drawn or written, each with its reason.
public struct BatchError: ClassifiedError, CustomStringConvertible {
    /// Each failed file with its reason.
    public var failures: [String]
    /// The most serious kind among the failures.
    public var failureKind: FailureKind

    /// A batch whose `failures` were at worst of `failureKind`.
    public init(failures: [String], failureKind: FailureKind) {
        self.failures = failures
        self.failureKind = failureKind
    }

    public var description: String { failures.joined(separator: "\n") }
}
