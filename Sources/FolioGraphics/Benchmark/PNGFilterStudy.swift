import Foundation

/// The encoder's options measured on `SampleScreen` at @3x for `folio bench`: each row filter at
/// several libdeflate levels, best of a few runs, with the file size, so the default (`PNGEncoder`'s
/// filter and level) is chosen on figures rather than by habit.
public enum PNGFilterStudy {
    /// One option's figures.
    public struct Option: Sendable, CustomStringConvertible {
        public var filter: String, level: Int, seconds: Double, bytes: Int
        /// Whether this is the encoder's default.
        public var isDefault: Bool

        public var description: String {
            String(format: "png option  filter %-8@ level %2d: %6.1f ms, %7d bytes", filter, level, seconds * 1000, bytes)
                + (isDefault ? "  (default)" : "")
        }
    }

    /// Every filter at libdeflate levels 1, 2, 4 and 6.
    public static func run(iterations: Int = 3) throws -> [Option] {
        let surface = try rasterize(try SampleScreen.make(), options: RenderOptions(scale: 3))
        var options: [Option] = []
        for filter in PNGEncoder.RowFilter.allCases {
            for level in [1, 2, 4, 6] {
                var best = Double.infinity, bytes = 0
                for _ in 0..<max(1, iterations) {
                    let start = DispatchTime.now()
                    let (w, h, stride) = (surface.width, surface.height, surface.stride)
                    bytes = try surface.withPixels {
                        try PNGEncoder.encode(argb32: $0, width: w, height: h, stride: stride, level: level, filter: filter).count
                    }
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
                }
                options.append(Option(filter: filter.rawValue, level: level, seconds: best, bytes: bytes,
                                      isDefault: filter == PNGEncoder.defaultFilter && level == PNGEncoder.defaultLevel))
            }
        }
        return options
    }
}
