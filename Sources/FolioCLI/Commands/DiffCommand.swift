import FolioCodecs
import FolioGoldens
import FolioTargets
import FolioGraphics
import Foundation

extension Commands {
    /// `folio diff A.png B.png`: the golden check's perceptual differ on any two PNGs.
    static let diff = Command(
        name: "diff", summary: "Count the pixels that differ between two PNGs (the golden check's differ).",
        usage: "folio diff A.png B.png [--threshold T] [--include-aa] [-o diff.png]",
        details: """
        Prints how many pixels differ beyond the threshold (YIQ colour distance with alpha, the counts of pixelmatch 7) and how many
        anti-aliased ones were ignored. Exits 0 when none differ, 1 when some do or the sizes differ.
        The diff picture shows A faded, differing pixels red and anti-aliased ones yellow.
        """,
        options: [.value("threshold", "T", help: "Colour distance 0…1 that still counts as equal (default 0.1)."),
                  .flag("include-aa", help: "Count anti-aliased pixels as differences."),
                  .value("output", "FILE", short: "o", help: "Write the diff picture as PNG.")],
        run: { args, console in
            guard args.positionals.count == 2 else { throw CLIError.usage("give two PNG files: folio diff A.png B.png") }
            let threshold = try args.value("threshold", expected: "a number from 0 to 1") { Double($0).flatMap { (0...1).contains($0) ? $0 : nil } } ?? 0.1
            // Decoding is most of a diff's time, so the two files are decoded at once, one a core.
            let paths = args.positionals
            let images = try ParallelWork.map(count: 2, parallelism: 2) { try readPNG(paths[$0]) }
            let (a, b) = (images[0], images[1])
            let differ = PixelDiff(threshold: threshold, includeAntialiasing: args.flag("include-aa"))
            let result: PixelDiff.Result
            do {
                result = try differ.compare(a, b, drawing: args.value("output") != nil)
            } catch let error as PixelDiffError {
                console.print("\(args.positionals[0]) and \(args.positionals[1]) cannot be compared: \(error)")
                return .checkFailed
            }
            let output = try args.value("output").map { try OutputFile($0, allowed: [.png], fallback: .png, what: "differences") }
            if let output, let image = result.image {
                try output.write(try image.png(), console: console)
            }
            let ignored = args.flag("include-aa") ? "" : ", \(result.antialiased) anti-aliased ignored"
            let count = "\(result.differing) pixels differ of \(a.width) × \(a.height)\(ignored)" + (result.identical ? " (identical)" : "")
            // With the image on standard output, the count goes to standard error so the PNG stays whole.
            if output?.isStandardOutput == true { console.error(count) } else { console.print(count) }
            return result.differing == 0 ? .ok : .checkFailed
        })

    /// A PNG file's pixels; a missing file is an I/O error, bytes that are not a PNG bad data.
    private static func readPNG(_ path: String) throws -> RasterImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.io("cannot read \(path)") }
        do {
            return try RasterImage(png: [UInt8](data))
        } catch {
            throw CLIError.data("\(path): \(error)")
        }
    }
}
