import FolioLayout
import FolioPieces

/// Where Biscuit stands on Home, while it is away: its round cushion on the meadow, pressed a
/// little where it sat, and its small footprints leading off to the trail on the right.
struct EmptySpot: View {
    static let size = Size(width: 150, height: 64)

    var body: any View {
        Draw(idealSize: Self.size) { size, env in
            let peach = env.resolve(.pet.peach)
            let azure = env.resolve(.pet.azure)
            let dark = env.theme.appearance == .dark
            let bed = Rect(x: 8, y: size.height - 28, width: 80, height: 24)
            let pad = bed.insetBy(dx: 11, dy: 5).offsetBy(dx: 0, dy: -1.5)
            var frames = [
                DrawingArt.shape(.ellipse(in: Rect(x: bed.minX + 2, y: bed.maxY - 8, width: bed.width - 4, height: 11)),
                                 size: size, fill: .solid(DrawingArt.tone(azure, -0.6).opacity(dark ? 0.45 : 0.16)), name: "bed shadow"),
                DrawingArt.shape(.ellipse(in: bed), size: size,
                                 fill: DrawingArt.vertical(bed, [(0, DrawingArt.tone(peach, dark ? 0.26 : -0.08)),
                                                                 (1, DrawingArt.tone(peach, dark ? 0.08 : -0.22))]),
                                 name: "Biscuit's bed"),
                DrawingArt.shape(.ellipse(in: pad), size: size,
                                 fill: DrawingArt.vertical(pad, [(0, DrawingArt.tone(peach, dark ? 0.42 : 0.5)), (1, DrawingArt.tone(peach, dark ? 0.3 : 0.15))])),
            ]
            // Pairs of small oval prints, smaller as they go off toward the hills.
            for (i, x) in [96.0, 112, 126, 138].enumerated() {
                let k = 1 - Double(i) * 0.14
                let y = size.height - 14 - Double(i) * 9
                for dx in [-3.2, 3.2] {
                    let print = DrawingArt.ellipse(center: Point(x: x + dx * k, y: y + (dx > 0 ? -2 : 0)), width: 4.4 * k, height: 3 * k)
                    frames.append(DrawingArt.shape(print, size: size, fill: .solid(DrawingArt.tone(azure, -0.25).opacity(0.5))))
                }
            }
            return [DrawingArt.group(frames, size: size, name: "Biscuit's empty spot")]
        }
        .frame(width: Self.size.width, height: Self.size.height)
    }
}
