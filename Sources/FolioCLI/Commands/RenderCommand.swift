import FolioTargets
import FolioGraphics
import Foundation

extension Commands {
    /// `folio render TARGET`: one target to one PNG, JPEG, WebP, PDF or SVG file, or standard output.
    static let render = Command(
        name: "render", summary: "Render one target to a PNG, JPEG, WebP, PDF or SVG file, or a flow to an animated PNG.",
        usage: "folio render TARGET [--snapshot F|-] [--appearance light|dark] [--scale N] [--device D] [--text-size SIZE] [--locale LOCALE] [--full-page] [--quality N] [-o FILE.png|.jpg|.webp|.pdf|.svg|.apng|-] [--animate] [--fps 30|60]",
        details: """
        TARGET is a name 'folio list' prints (all of them; 'folio list stories' for each screen's
        stories with their captions), of one of these kinds: a screen (pet.home, its default story),
        a story of a screen (pet.home:away), a flow strip (pet.flow.check-in), an app's motion sheet
        (pet.motion), a piece sheet ('piece mascot' or piece.mascot) or a specimen page (specimen,
        specimen.pet). A story's snapshot is derived from --snapshot when given.
        --full-page draws a screen's whole scroll content at once, chrome in place. The format
        follows the output's extension, and an extension folio does not write is refused; -o -
        writes PNG to standard output and --snapshot - reads the snapshot from standard input.
        Without -o the file goes to Output/<target>[-full][-<text size>][-<locale>]-<appearance>@<scale>x.png,
        a story's ":" written "~" (Output/pet.home~away-light@3x.png). "wrote PATH" goes to standard error. A flow or
        motion sheet written to .apng (or to .png with --animate) plays: an animated PNG at --fps
        frames a second (30 or 60), whose first frame is the flow's first screen.
        --locale writes strings and formats for one of Folio's locales: en (English, the catalogs'
        source), de (German), ar (Arabic, right to left), and two pseudo-locales generated from the
        English source: en-XA (accented, about 40 % longer, [bracketed] so truncation shows) and
        ar-XB (mirrored words, right to left). A snapshot's own text (names, notes, titles) is never
        translated. Numbers, dates, times, durations, money and measures follow the locale given,
        never the machine's.
        """,
        options: TargetOptions.specs + [
            Commands.qualityOption,
            .value("output", "FILE", short: "o", help: "Where to write (.png, .jpg, .webp, .pdf, .svg or .apng; - for standard output)."),
            .flag("animate", help: "Write a flow or motion sheet as an animated PNG (implied by .apng)."),
            .value("fps", "N", help: "Frames a second of an animated PNG: 30 (default) or 60."),
        ],
        isOneShot: true,
        run: { args, console in
            let target = try TargetOptions.target(args)
            TargetOptions.prepareFonts()
            let request = try TargetOptions.request(args, for: target)
            TargetOptions.prepareSnapshot(for: target, args)
            if args.flag("animate") || args.value("output").map({ ($0 as NSString).pathExtension.lowercased() == "apng" }) == true {
                return try Commands.animate(target, request, args, console)
            }
            let output = try OutputFile(args.value("output") ?? TargetOptions.defaultOutput(target, request, ext: "png"),
                                        allowed: [.png, .jpeg, .webp, .pdf, .svg], fallback: .png, what: "renders")
            // One picture, then the process ends: nothing of its memory would be reused.
            let measurer = try TargetOptions.measurer(), quality = try Commands.quality(args)
            let bytes = try PixelMemory.drawingOnePicture {
                try target.render(request, as: output.format, measurer: measurer, quality: quality)
            }
            try output.write(bytes, console: console)
            return .ok
        })

    /// `folio render TARGET -o F.apng` (or `--animate`): the target's clip as an animated PNG.
    static func animate(_ target: RenderTarget, _ request: RenderRequest, _ args: ParsedArguments, _ console: Console) throws -> ExitCode {
        let rates = RenderTarget.frameRates.map(String.init).joined(separator: " or ")
        let fps = try args.value("fps", expected: rates) { Int($0).flatMap { RenderTarget.frameRates.contains($0) ? $0 : nil } } ?? 30
        let path = args.value("output") ?? TargetOptions.defaultOutput(target, request, ext: "apng")
        guard path == OutputFile.standardOutput || ["png", "apng"].contains((path as NSString).pathExtension.lowercased()) else {
            throw CLIError.usage("an animation is written as .apng or .png, not '\(path)'")
        }
        guard target.isAnimated else { throw CLIError.usage("\(target.name) has no motion to animate: flows (<app>.flow.*) and motion sheets (<app>.motion) do") }
        let animation = try target.animate(request, fps: fps, measurer: try TargetOptions.measurer())
        let note = " (\(animation.frames) frames of \(animation.sampled) at \(fps) fps, \(animation.partial) as changed rectangles, "
                      + "\(animation.bytes.count / 1024) KiB; drawn in \(Int(animation.drawSeconds * 1000)) ms, encoded in \(Int(animation.encodeSeconds * 1000)) ms)"
        // An APNG is a PNG to every reader, so it is written as one (to standard output for "-").
        try OutputFile(path, format: .png).write(animation.bytes, console: console, note: note)
        return .ok
    }
}
