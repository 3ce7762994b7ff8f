import FolioGraphics
import FolioLayout
import Foundation
import FolioTargets

/// The storybook in a folder: every story of a plan as a PNG (`<group>/<stem>-<appearance>@<scale>x.png`),
/// `index.html` over the files that are there, and `storybook.pdf`, vector contact sheets of the same.
public struct Storybook {
    /// The contact sheets' file name in the folder.
    public static let pdfName = "storybook.pdf"
    /// Where `folio storybook` writes by default.
    public static let defaultDirectory = "Output/storybook"

    /// The stories, their appearances, scale and device.
    public var plan: StorybookPlan
    /// The folder the storybook is written to.
    public var directory: String

    public init(plan: StorybookPlan, directory: String = Storybook.defaultDirectory) {
        self.plan = plan
        self.directory = directory
    }

    /// The batch that draws the stories of `shard` into the folder.
    public func batch(shard: Shard = .all) -> BatchRender {
        BatchRender(jobs: plan.stories(in: shard).map {
            var job = BatchRender.Job(target: $0.target, appearance: $0.appearance, path: (directory as NSString).appendingPathComponent($0.file),
                                      fullPage: plan.fullPage.contains($0.target.name))
            job.mode = $0.mode
            return job
        }, device: plan.device)
    }

    /// Draws the stories of `shard` on `parallelism` threads; returns how many files were written.
    /// - Throws: `BatchError` naming every story that failed, after the others are done.
    @discardableResult
    public func render(shard: Shard = .all, parallelism: Int, measurer: any TextMeasuring,
                       progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> Int {
        let batch = batch(shard: shard)
        try batch.run(parallelism: parallelism, measurer: measurer, progress: progress)
        return batch.jobs.count + (try writeAnimations(shard: shard, parallelism: parallelism, measurer: measurer))
    }

    /// The frame rate and scale of the storybook's animated PNGs (1x keeps them quick to draw and small).
    static let animationFPS = 30, animationScale = 1.0

    /// `<group>/<stem>-<appearance>.apng`: where a story's animation goes.
    static func animationFile(_ target: RenderTarget, _ appearance: Appearance) -> String {
        "\(target.group)/\(target.stem)-\(appearance.rawValue).apng"
    }

    /// Writes the animated PNG of every motion sheet among the stories of `shard`, beside its still,
    /// on `parallelism` threads (each is seconds of frames to draw and encode; one after another they
    /// were most of a storybook's time); returns how many it wrote.
    /// - Throws: `BatchError` naming every animation that failed, after the others are written.
    @discardableResult
    func writeAnimations(shard: Shard = .all, parallelism: Int = 1, measurer: any TextMeasuring) throws -> Int {
        let stories = plan.stories(in: shard).filter { $0.target.kind == .motion && $0.target.isAnimated && $0.mode.isDefault }
        let device = plan.device.scaled(Self.animationScale)
        let paths = stories.map { (directory as NSString).appendingPathComponent(Self.animationFile($0.target, $0.appearance)) }
        for dir in Set(paths.map { ($0 as NSString).deletingLastPathComponent }).sorted() { try AtomicFile.createDirectory(dir, inside: directory) }
        let failures = ParallelWork.run(count: stories.count, parallelism: parallelism) { index in
            let story = stories[index]
            let animation = try story.target.animate(RenderRequest(appearance: story.appearance, device: device), fps: Self.animationFPS,
                                                     measurer: measurer)
            try AtomicFile.write(animation.bytes, to: paths[index])
        }
        guard failures.isEmpty else {
            throw BatchError(failures: failures.keys.sorted().map { "\(paths[$0]): \(failures[$0].map { "\($0)" } ?? "")" },
                             failureKind: .worst(of: Array(failures.values)))
        }
        return stories.count
    }

    /// Writes the thumbnails `index.html` shows of the files in the folder (those missing or older
    /// than their picture), on `parallelism` threads.
    public func writeThumbnails(parallelism: Int) throws {
        try StorybookIndex(plan: plan, directory: directory).writeThumbnails(parallelism: parallelism)
    }

    /// Writes `index.html` from the files in the folder, their thumbnails made on `parallelism`
    /// threads; returns its path.
    @discardableResult
    public func writeIndex(parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> String {
        try AtomicFile.createDirectory(directory)
        return try StorybookIndex(plan: plan, directory: directory).write(parallelism: parallelism)
    }

    /// Writes `storybook.pdf`, a run of contact sheets per group with a bookmark per group and story,
    /// from the frames in `laidOut` where the batch kept them (laying out the others); returns its path
    /// and page count.
    @discardableResult
    public func writePDF(measurer: any TextMeasuring, laidOut: LaidOutFrames = LaidOutFrames()) throws -> (path: String, pages: Int) {
        let path = (directory as NSString).appendingPathComponent(Self.pdfName)
        let metadata = PDFMetadata(title: "Folio storybook", author: "Folio",
                                   subject: "Every screen, flow, piece and specimen, light and dark",
                                   keywords: plan.groups.map(\.name), creator: "Folio", date: OutputFormat.tokenDate)
        let document = try PDFDocument(metadata: metadata, options: RenderOptions(scale: 1, effectsRasterScale: 2))
        let pages = try ContactSheets(plan: plan).pages(measurer: measurer, laidOut: laidOut)
        for page in pages { try document.addPage(page) }
        try AtomicFile.createDirectory(directory)
        try document.write(to: path)
        return (path, pages.count)
    }
}
