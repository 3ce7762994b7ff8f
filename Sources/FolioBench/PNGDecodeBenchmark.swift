import FolioGraphics
import Foundation

/// The reference `folio bench` holds Folio's PNG reader (libspng) to: Cairo's own reader (libpng,
/// premultiplying as it reads) on the same bytes, best of several runs.
enum PNGDecodeBenchmark {
    /// Seconds Cairo's libpng-based reader takes to decode every one of `pngs`, best of `iterations`.
    /// - Throws: what Cairo says of bytes it cannot read.
    static func cairoSeconds(_ pngs: [[UInt8]], iterations: Int) throws -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, iterations) {
            let start = DispatchTime.now()
            for png in pngs { _ = try ImageSurface(cairoPNG: png) }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
        }
        return best
    }
}
