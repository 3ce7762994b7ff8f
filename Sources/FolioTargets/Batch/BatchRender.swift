import FolioCore
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
        /// Whether a screen is drawn whole (its entire scroll).
        public var fullPage: Bool
        /// The storybook mode it is drawn in: its device (at the batch's scale) and text size; nil
        /// for the batch's device at Large.
        public var mode: StorybookMode?

        public init(target: RenderTarget, appearance: Appearance, path: String, fullPage: Bool = false) {
            self.target = target
            self.appearance = appearance
            self.path = path
            self.fullPage = fullPage
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
        let outcome = try runCollecting(parallelism: parallelism, measurer: measurer, progress: progress)
        if let error = outcome.error { throw error }
    }

    /// What a run did: the manifest item of each file written (named by its path relative to
    /// `root`), in job order, and the error naming the files that failed, if any did.
    public struct Outcome: Sendable {
        /// One item per file written, with its hash and size.
        public var items: [ShardManifest.Item]
        /// One failure per file not written.
        public var failures: [ShardManifest.Failure]
        /// The failures as one error, nil when every file was written.
        public var error: BatchError?
    }

    /// Runs the jobs like `run`, but reports what was written and what failed instead of throwing
    /// for failed files; names are the paths relative to `root`. Each job's frame tree goes into
    /// `laidOut` when one is given.
    /// - Throws: `GraphicsError.io` only when a folder cannot be made.
    package func runCollecting(root: String = "", parallelism: Int, measurer: any TextMeasuring, laidOut: LaidOutFrames? = nil,
                              progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> Outcome {
        let dirs = Set(jobs.map { ($0.path as NSString).deletingLastPathComponent })
        for dir in dirs.sorted() where !dir.isEmpty { try AtomicFile.createDirectory(dir, inside: root.isEmpty ? nil : root) }
        let jobs = self.jobs, device = self.device
        let written = ParallelSlots<ShardManifest.Item>(count: jobs.count)
        let failures = ParallelWork.run(count: jobs.count, parallelism: parallelism, progress: progress) { index in
            let job = jobs[index]
            var request = RenderRequest(appearance: job.appearance, device: job.mode.map { $0.device.scaled(device.scale) } ?? device)
            request.fullPage = job.fullPage
            request.textSize = job.mode?.textSize ?? .large
            request.locale = job.mode?.locale ?? .source
            let frame = try job.target.frame(request, measurer: measurer)
            if job.mode?.isDefault ?? true { laidOut?.keep(frame, of: job.target, job.appearance) }
            let png = try OutputFormat.png.bytes(frame, scale: device.scale, title: job.target.name)
            try AtomicFile.write(png, to: job.path)
            written.set(index, ShardManifest.Item(name: Self.relative(job.path, to: root), contents: png))
        }
        let failed = failures.keys.sorted().map { index in
            ShardManifest.Failure(name: Self.relative(jobs[index].path, to: root), kind: failures[index].map(FailureKind.of) ?? .internal,
                                  message: "\(jobs[index].path): \(failures[index].map { "\($0)" } ?? "")")
        }
        let error = failed.isEmpty ? nil : BatchError(failures: failed.map(\.message), failureKind: .worst(of: Array(failures.values)))
        return Outcome(items: written.all.compactMap { $0 }, failures: failed, error: error)
    }

    /// `path` inside `root` ("" keeps it whole).
    static func relative(_ path: String, to root: String) -> String {
        guard !root.isEmpty else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
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
