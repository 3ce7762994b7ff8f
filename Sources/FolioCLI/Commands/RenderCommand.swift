import FolioDocuments
import FolioGraphics
import Foundation

extension Commands {
    /// `folio render TARGET`: one target to one PNG, JPEG, WebP, PDF or SVG file, or standard output.
    static let render = Command(
        name: "render", summary: "Render one target to a PNG, JPEG, WebP, PDF or SVG file.",
        usage: "folio render TARGET [--snapshot F|-] [--appearance light|dark] [--scale N] [--device D] [--quality N] [-o FILE.png|.jpg|.webp|.pdf|.svg|-]",
        details: """
        TARGET is a name from 'folio list': a specimen page (specimen, specimen.pet, ...) or a piece
        sheet ('piece mascot' or piece.mascot). The format follows the output's extension, and an
        extension folio does not write is refused; -o - writes PNG to standard output and
        --snapshot - reads the snapshot from standard input. Without -o the file goes to
        Output/<target>-<appearance>@<scale>x.png. "wrote PATH" goes to standard error.
        """,
        options: TargetOptions.specs + [Commands.qualityOption,
                                        .value("output", "FILE", short: "o", help: "Where to write (.png, .jpg, .webp, .pdf or .svg; - for standard output).")],
        run: { args, console in
            let target = try TargetOptions.target(args)
            let request = try TargetOptions.request(args, for: target)
            let output = try OutputFile(args.value("output")
                                        ?? "Output/\(target.name)-\(request.appearance.rawValue)@\(Int(request.device.scale))x.png",
                                        allowed: [.png, .jpeg, .webp, .pdf, .svg], fallback: .png, what: "renders")
            let bytes = try target.render(request, as: output.format, measurer: try TargetOptions.measurer(),
                                          quality: try Commands.quality(args))
            try output.write(bytes, console: console)
            return .ok
        })
}
