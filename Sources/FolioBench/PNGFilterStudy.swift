import FolioCodecs
import FolioGraphics
import FolioCore
import Foundation

/// The encoder's options measured for `folio bench` on a picture (`SampleScreen` at @3x unless given a
/// frame: the bench also studies a share card): each row filter at several libdeflate levels, best of a
/// few runs, with the file size, so each output's filter and level are chosen on figures rather than by
/// habit.
enum PNGFilterStudy {
    /// One option's figures.
    struct Option: Sendable, CustomStringConvertible {
        var subject: String, filter: String, level: Int, seconds: Double, bytes: Int
        /// Whether this is what the subject is written with.
        package var isDefault: Bool

        var description: String {
            String(format: "png option  %@ filter %-8@ level %2d: %6.1f ms, %7d bytes", subject, filter, level, seconds * 1000, bytes)
                + (isDefault ? "  (default)" : "")
        }
    }

    /// Every filter at libdeflate levels 1, 2, 4 and 6 on `frame` drawn with `options`, whose own filter
    /// and level are marked as the default.
    static func run(_ subject: String = "screen", frame: Frame? = nil, options: RenderOptions = RenderOptions(scale: 3),
                           iterations: Int = 3) throws -> [Option] {
        let surface = try rasterize(try frame ?? SampleScreen.make(), options: options)
        var study: [Option] = []
        for filter in PNGRowFilter.allCases {
            for level in [1, 2, 4, 6] {
                var best = Double.infinity, bytes = 0
                for _ in 0..<max(1, iterations) {
                    let start = DispatchTime.now()
                    bytes = try surface.png(level: level, filter: filter).count
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
                }
                study.append(Option(subject: subject, filter: filter.rawValue, level: level, seconds: best, bytes: bytes,
                                    isDefault: filter == options.pngRowFilter && level == options.pngCompressionLevel))
            }
        }
        return study
    }
}
