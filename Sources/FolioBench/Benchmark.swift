import FolioCards
import FolioGraphics
import FolioLayout
import Foundation

/// Times drawing and PNG encoding of `SampleScreen` at @3x (1170 × 2532 px), Folio's libdeflate
/// encoder against Cairo's own PNG writer. Prints nothing and asserts nothing: callers report it.
public enum Benchmark {
    /// The best (shortest) of several runs of each step, and the sizes of both PNGs.
    struct Report: Sendable, CustomStringConvertible {
        var width: Int
        var height: Int
        var drawSeconds: Double
        var folioEncodeSeconds: Double
        var cairoEncodeSeconds: Double
        var folioBytes: Int
        var cairoBytes: Int

        /// Screens per second one core draws and encodes with Folio's encoder.
        var screensPerSecond: Double { 1 / (drawSeconds + folioEncodeSeconds) }

        var description: String {
            func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
            return "\(width)×\(height): draw \(ms(drawSeconds)) (target ≤ 10 ms); PNG encode Folio \(ms(folioEncodeSeconds)) "
                + "(\(folioBytes) bytes) vs Cairo \(ms(cairoEncodeSeconds)) (\(cairoBytes) bytes), "
                + String(format: "%.1f× faster (target ≥ 5×, no bigger); %.1f screens/s per core", cairoEncodeSeconds / folioEncodeSeconds,
                         screensPerSecond)
        }
    }

    /// Runs each step `iterations` times and keeps the best time of each.
    static func run(iterations: Int = 3) throws -> Report {
        let screen = try SampleScreen.make()
        let options = RenderOptions(scale: 3)
        // One session for every iteration, as a batch has: the sky is copied from the third on.
        let session = RenderSession()
        var report = Report(width: 0, height: 0, drawSeconds: .infinity, folioEncodeSeconds: .infinity,
                            cairoEncodeSeconds: .infinity, folioBytes: 0, cairoBytes: 0)
        for _ in 0..<max(1, iterations) {
            var start = DispatchTime.now()
            let surface = try rasterize(screen, options: options, session: session)
            report.drawSeconds = min(report.drawSeconds, seconds(since: start))
            start = DispatchTime.now()
            report.folioBytes = try surface.png(level: options.pngCompressionLevel).count
            report.folioEncodeSeconds = min(report.folioEncodeSeconds, seconds(since: start))
            start = DispatchTime.now()
            report.cairoBytes = try surface.cairoPNG().count
            report.cairoEncodeSeconds = min(report.cairoEncodeSeconds, seconds(since: start))
            (report.width, report.height) = (surface.width, surface.height)
        }
        return report
    }

    /// `folio bench`'s PNG part through `print`: the screen drawn and encoded (`run`), then every filter
    /// and level on the screen and on the portrait water card in light, as the card batch draws it.
    public static func png(iterations: Int, measurer: any TextMeasuring, print: (String) -> Void) throws {
        print("screen @3x  " + String(describing: try run(iterations: iterations)))
        for option in try PNGFilterStudy.run(iterations: iterations) { print(String(describing: option)) }
        guard let card = try DefaultCards.cards().first(where: { $0.entry.app == .water && $0.size == .portrait && $0.appearance == .light })
        else { throw BenchError("no water card") }
        for option in try PNGFilterStudy.run("card", frame: card.frame(measurer: measurer), options: card.options, iterations: iterations) {
            print(String(describing: option))
        }
    }
}

/// Seconds since `start`, for every bench's timings.
func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}
