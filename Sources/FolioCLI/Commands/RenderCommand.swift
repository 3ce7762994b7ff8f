import FolioDocuments
import FolioGraphics
import Foundation

extension Commands {
    /// `folio render TARGET`: one target to one PNG, PDF or SVG file.
    static let render = Command(
        name: "render", summary: "Render one target to a PNG, PDF or SVG file.",
        usage: "folio render TARGET [--snapshot F] [--appearance light|dark] [--scale N] [--device D] [-o FILE.png|.apng|.pdf|.svg] [--animate] [--fps 30|60]",
        details: """
        TARGET is a name from 'folio list': a specimen page (specimen, specimen.pet, ...) or a piece
        sheet ('piece mascot' or piece.mascot). The format follows the output's extension; without -o
        the file goes to Output/<target>-<appearance>@<scale>x.png. A flow or motion sheet written to
        .apng (or to .png with --animate) plays: an animated PNG at --fps frames a second (30 or 60),
        whose first frame is the flow's first screen.
        """,
        options: TargetOptions.specs + [
            .value("output", "FILE", short: "o", help: "Where to write (.png, .apng, .pdf or .svg)."),
            .flag("animate", help: "Write a flow or motion sheet as an animated PNG (implied by .apng)."),
            .value("fps", "N", help: "Frames a second of an animated PNG: 30 (default) or 60."),
        ],
        run: { args, console in
            let target = try TargetOptions.target(args)
            let request = try TargetOptions.request(args, for: target)
            if args.flag("animate") || args.value("output").map({ ($0 as NSString).pathExtension.lowercased() == "apng" }) == true {
                return try Commands.animate(target, request, args, console)
            }
            let path = args.value("output")
                ?? "Output/\(target.name)-\(request.appearance.rawValue)@\(Int(request.device.scale))x.png"
            guard let format = OutputFormat(path: path) else {
                throw CLIError.usage("cannot tell the format of '\(path)': use .png, .pdf or .svg")
            }
            let bytes = try target.render(request, as: format, measurer: try TargetOptions.measurer())
            try Commands.createParent(of: path)
            try AtomicFile.write(bytes, to: path)
            console.print("wrote \(path)")
            return .ok
        })

    /// `folio render TARGET -o F.apng` (or `--animate`): the target's clip as an animated PNG.
    static func animate(_ target: RenderTarget, _ request: RenderRequest, _ args: ParsedArguments, _ console: Console) throws -> ExitCode {
        let rates = RenderTarget.frameRates.map(String.init).joined(separator: " or ")
        let fps = try args.value("fps", expected: rates) { Int($0).flatMap { RenderTarget.frameRates.contains($0) ? $0 : nil } } ?? 30
        let path = args.value("output") ?? "Output/\(target.name)-\(request.appearance.rawValue)@\(Int(request.device.scale))x.apng"
        guard ["png", "apng"].contains((path as NSString).pathExtension.lowercased()) else {
            throw CLIError.usage("an animation is written as .apng or .png, not '\(path)'")
        }
        guard target.isAnimated else { throw CLIError.usage("\(target.name) has no motion to animate: flows (<app>.flow.*) and motion sheets (<app>.motion) do") }
        let animation = try target.animate(request, fps: fps, measurer: try TargetOptions.measurer())
        try Commands.createParent(of: path)
        try AtomicFile.write(animation.bytes, to: path)
        console.print("wrote \(path) (\(animation.frames) frames of \(animation.sampled) at \(fps) fps, \(animation.partial) as changed rectangles, "
                      + "\(animation.bytes.count / 1024) KiB; drawn in \(Int(animation.drawSeconds * 1000)) ms, encoded in \(Int(animation.encodeSeconds * 1000)) ms)")
        return .ok
    }

    /// Creates the directory that will hold `path` when it is the default output folder.
    static func createParent(of path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        guard dir.hasPrefix("Output") else { return }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw CLIError.io("cannot create \(dir): \(error.localizedDescription)")
        }
    }
}
