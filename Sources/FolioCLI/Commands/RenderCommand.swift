import FolioDocuments
import FolioGraphics
import Foundation

extension Commands {
    /// `folio render TARGET`: one target to one PNG, PDF or SVG file.
    static let render = Command(
        name: "render", summary: "Render one target to a PNG, PDF or SVG file.",
        usage: "folio render TARGET [--snapshot F] [--appearance light|dark] [--scale N] [--device D] [-o FILE.png|.pdf|.svg]",
        details: """
        TARGET is a name from 'folio list': a specimen page (specimen, specimen.pet, ...) or a piece
        sheet ('piece mascot' or piece.mascot). The format follows the output's extension; without -o
        the file goes to Output/<target>-<appearance>@<scale>x.png.
        """,
        options: TargetOptions.specs + [.value("output", "FILE", short: "o", help: "Where to write (.png, .pdf or .svg).")],
        run: { args, console in
            let target = try TargetOptions.target(args)
            let request = try TargetOptions.request(args, for: target)
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
