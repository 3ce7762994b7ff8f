import FolioCore
import FolioGoldens
import FolioGraphics
import FolioLayout
import FolioTargets
import Foundation

extension GoldenSuite {
    /// The check as it was when goldens were PNG files in git, for the benchmark to set beside
    /// `check`: each story rendered and encoded as `folio render` encodes it, then compared byte for
    /// byte with the file of that name in `folder`; `recording` writes the files instead.
    /// - Throws: `BatchError` when a story could not be rendered or differs from its file.
    func checkAsPNGs(in folder: String, recording: Bool, parallelism: Int, measurer: any TextMeasuring) throws {
        try AtomicFile.createDirectory(folder)
        let results = eachStory(parallelism: parallelism, progress: { _ in }) { story, file in
            let (frame, scale) = try layout(story, measurer: measurer)
            let png = try OutputFormat.png.bytes(frame, scale: scale, title: story.target.name)
            let path = (folder as NSString).appendingPathComponent(file.replacingOccurrences(of: "/", with: "~2f"))
            if recording { try AtomicFile.write(png, to: path) }
            let golden = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            return GoldenResult(target: story.target, appearance: story.appearance, file: file,
                                status: PixelDiff.sameBytes(golden, png) ? .passed : .failed, message: "")
        }
        let failed = results.filter(\.isFailure).map(\.file)
        if !failed.isEmpty { throw BatchError(failures: failed.map { "\($0) differs from its PNG" }, failureKind: .internal) }
    }
}
