import Foundation
import FolioLayout
import FolioPieces

/// The Self-Care Pet card's backdrop, a page of its storybook: a lilac-to-peach sky with the sun's
/// warm light (a night sky with the moon in dark), puffy clouds, twinkles, and mint hills rolling
/// along the bottom with a few flowers (no clouds or twinkles over the words).
enum StorybookCardBackdrop {
    /// Clouds as (x, y, size) in fractions of the canvas (size of its shorter side).
    static let clouds: [(Double, Double, Double)] = [(0.14, 0.13, 0.2), (0.56, 0.05, 0.11), (0.07, 0.55, 0.09)]
    /// Twinkles as (x, y, radius).
    static let sparkles: [(Double, Double, Double)] = [
        (0.08, 0.32, 0.022), (0.95, 0.21, 0.016), (0.84, 0.55, 0.026), (0.3, 0.06, 0.014), (0.93, 0.72, 0.013),
        (0.06, 0.64, 0.015), (0.62, 0.04, 0.011),
    ]

    /// Flowers on the near hill as (x, y).
    static let flowers: [(Double, Double)] = [
        (0.05, 0.93), (0.09, 0.95), (0.31, 0.915), (0.58, 0.955), (0.63, 0.935), (0.86, 0.95), (0.93, 0.975),
    ]

    static func frames(_ board: BackdropCanvas) -> [Frame] {
        let canvas = board.size, keepClear = board.keepClear, env = board.environment
        let dark = env.theme.appearance == .dark
        let unit = min(canvas.width, canvas.height)
        var frames = [
            BackdropArt.sky(canvas, dark ? [(0, Color(rgb: 0x15102A)), (0.6, Color(rgb: 0x2A2142)), (1, Color(rgb: 0x3A2A3A))]
                                         : [(0, Color(rgb: 0xE6DDFF)), (0.55, Color(rgb: 0xF7E6F4)), (1, Color(rgb: 0xFFE3D3))]),
            board.glow(BackdropArt.at(0.88, 0.075, canvas), radius: unit * 0.55,
                       color: Color(rgb: dark ? 0xBFA9FF : 0xFFF1C2).opacity(dark ? 0.22 : 0.95), name: "sun"),
        ]
        if dark {
            let moon = BackdropArt.at(0.88, 0.075, canvas)
            frames.append(DrawingArt.shape(.circle(center: moon, radius: unit * 0.04), size: canvas,
                                            fill: .solid(Color(rgb: 0xFFF1C2).opacity(0.9)), name: "moon"))
        }
        let cloud = dark ? Color(rgb: 0x3A3054).opacity(0.75) : Color.white.opacity(0.85)
        for (fx, fy, fs) in clouds where BackdropArt.isClear(BackdropArt.at(fx, fy, canvas), radius: unit * fs * 0.5, of: keepClear) {
            frames.append(DrawingArt.shape(puff(at: BackdropArt.at(fx, fy, canvas), size: unit * fs), size: canvas,
                                            fill: .solid(cloud), name: "cloud"))
        }
        let twinkle = Color(rgb: dark ? 0xFFE08A : 0xFFC24D).opacity(dark ? 0.8 : 0.75)
        for (fx, fy, fr) in sparkles where BackdropArt.isClear(BackdropArt.at(fx, fy, canvas), radius: unit * fr * 1.5, of: keepClear) {
            frames.append(DrawingArt.shape(BackdropArt.sparkle(at: BackdropArt.at(fx, fy, canvas), radius: unit * fr), size: canvas,
                                            fill: .solid(twinkle), name: "sparkle"))
        }
        let (w, h) = (canvas.width, canvas.height)
        let back = BackdropArt.hill([Point(x: -w * 0.05, y: h * 0.8), Point(x: w * 0.3, y: h * 0.74), Point(x: w * 0.7, y: h * 0.82),
                                     Point(x: w * 1.05, y: h * 0.73)], in: canvas)
        let front = BackdropArt.hill([Point(x: -w * 0.05, y: h * 0.88), Point(x: w * 0.45, y: h * 0.84), Point(x: w * 1.05, y: h * 0.9)],
                                     in: canvas)
        frames.append(DrawingArt.shape(back, size: canvas, fill: .solid(Color(rgb: dark ? 0x223A30 : 0xD6F2E3)), name: "far hill"))
        frames.append(DrawingArt.shape(front, size: canvas, fill: .solid(Color(rgb: dark ? 0x2B4A3E : 0xBCE7CD)), name: "near hill"))
        let petals = [Color(rgb: dark ? 0xE6A3B8 : 0xFF9EB5), Color(rgb: dark ? 0xE8D9A0 : 0xFFFFFF), Color(rgb: dark ? 0xB7A6E8 : 0xC9B6F2)]
        let heart = Color(rgb: dark ? 0xE8C56A : 0xFFD25E)
        for (i, (fx, fy)) in flowers.enumerated() {
            let center = BackdropArt.at(fx, fy, canvas), r = unit * (i % 2 == 0 ? 0.011 : 0.008)
            var petalRing = Path()
            for k in 0..<5 {
                let a = Double(k) / 5 * 2 * .pi - .pi / 2
                petalRing.append(.circle(center: Point(x: center.x + cos(a) * r, y: center.y + sin(a) * r), radius: r * 0.62))
            }
            frames.append(DrawingArt.shape(petalRing, size: canvas, fill: .solid(petals[i % petals.count]), name: "flower"))
            frames.append(DrawingArt.shape(.circle(center: center, radius: r * 0.45), size: canvas, fill: .solid(heart), name: "flower heart"))
        }
        return frames
    }

    /// A cloud of `size` (its width) centred at `center`: a flat bottom under three puffs.
    static func puff(at center: Point, size: Double) -> Path {
        var path = Path()
        let parts: [(Double, Double, Double)] = [(-0.28, 0.05, 0.2), (0, -0.08, 0.28), (0.3, 0.06, 0.18)]
        for (dx, dy, r) in parts {
            path.append(.circle(center: Point(x: center.x + dx * size, y: center.y + dy * size), radius: r * size))
        }
        path.append(.capsule(in: Rect(x: center.x - size * 0.48, y: center.y + size * 0.0, width: size * 0.96, height: size * 0.24)))
        return path
    }
}
