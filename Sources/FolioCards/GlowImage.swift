import FolioCodecs
import FolioGraphics
import FolioLayout
import Foundation

/// A soft round light as a small picture the renderer scales up: a radial gradient over a whole
/// backdrop costs pixman tens of milliseconds per card, a 128-pixel image scaled up bilinearly a
/// fraction of one, and a glow has no detail to lose. Each colour's picture is made once per process.
enum GlowImage {
    /// The picture's side in pixels.
    static let side = 128

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Color: [UInt8]] = [:]

    /// A frame of the glow: `color` at `center`, fading (smoothly, to nothing) at `radius`.
    static func frame(at center: Point, radius: Double, color: Color, name: String) -> Frame {
        let item = ImageItem(png: png(color), pixelSize: Size(width: Double(side), height: Double(side)))
        return Frame(origin: Point(x: center.x - radius, y: center.y - radius), size: Size(width: radius * 2, height: radius * 2),
                     role: .image, name: name, item: .image(item))
    }

    /// The PNG of `color`'s glow.
    static func png(_ color: Color) -> [UInt8] {
        lock.withLock {
            if let cached = cache[color] { return cached }
            let bytes = (try? render(color)) ?? []
            cache[color] = bytes
            return bytes
        }
    }

    /// Straight-alpha pixels: the colour's alpha times a smooth falloff, 1 at the centre, 0 at the edge.
    private static func render(_ color: Color) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let rgb = [color.red, color.green, color.blue].map { UInt8(($0 * 255).rounded()) }
        let half = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = (Double(x) + 0.5 - half) / half, dy = (Double(y) + 0.5 - half) / half
                let d = min(1, (dx * dx + dy * dy).squareRoot())
                let falloff = (1 - d) * (1 - d) * (1 + 2 * d)
                let i = (y * side + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2]) = (rgb[0], rgb[1], rgb[2])
                pixels[i + 3] = UInt8((color.alpha * falloff * 255).rounded())
            }
        }
        return try RasterImage(width: side, height: side, pixels: pixels).png()
    }
}
