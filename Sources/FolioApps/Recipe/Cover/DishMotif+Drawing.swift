import Foundation
import FolioLayout
import FolioPieces

extension DishMotif {
    /// The motif drawn once, seen from above, centred on `c` with radius `r`, turned by `turn`
    /// radians, as shape frames covering `size` (the cover's box).
    func frames(at c: Point, r: Double, turn: Double, in size: Size) -> [Frame] {
        func fill(_ path: Path, _ color: Color) -> Frame { DrawingArt.shape(path, size: size, color: color) }
        func stroke(_ path: Path, _ color: Color, _ width: Double) -> Frame {
            DrawingArt.shape(path, size: size, stroke: Stroke(color, width: width, cap: .round, join: .round))
        }
        func at(_ dx: Double, _ dy: Double) -> Point {
            Point(x: c.x + (dx * cos(turn) - dy * sin(turn)) * r, y: c.y + (dx * sin(turn) + dy * cos(turn)) * r)
        }
        func oval(_ dx: Double, _ dy: Double, _ w: Double, _ h: Double, extra: Double = 0) -> Path {
            DrawingArt.ellipse(center: at(dx, dy), width: w * r, height: h * r, degrees: (turn + extra) * 180 / .pi)
        }
        // Three parallel strokes, the first from (x0, y0) to (x1, y1), each next one `step` further along.
        func strokes(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, step: Double) -> Path {
            var path = Path()
            for i in 0..<3 {
                path.move(to: at(x0 + Double(i) * step, y0))
                path.line(to: at(x1 + Double(i) * step, y1))
            }
            return path
        }
        let shine = Color.white.opacity(0.35)
        switch self {
        case .tomato, .cherryTomato:
            var star = Path()
            for i in 0..<5 {
                let a = Double(i) * 2 * .pi / 5
                star.append(DrawingArt.ellipse(center: at(0.28 * cos(a), -0.1 + 0.28 * sin(a)), width: 0.42 * r, height: 0.14 * r,
                                               degrees: (turn + a) * 180 / .pi))
            }
            return [fill(.circle(center: c, radius: r), color), fill(oval(-0.35, -0.35, 0.35, 0.22, extra: -0.7), shine),
                    fill(star, Color(rgb: 0x3C7F3A))]
        case .leaf:
            var leaf = Path()
            leaf.move(to: at(0, -1))
            leaf.curve(to: at(0, 1), control1: at(0.75, -0.5), control2: at(0.6, 0.6))
            leaf.curve(to: at(0, -1), control1: at(-0.6, 0.6), control2: at(-0.75, -0.5))
            var rib = Path()
            rib.move(to: at(0, -0.8))
            rib.line(to: at(0, 0.85))
            return [fill(leaf, color), stroke(rib, Color(rgb: 0x2F6E3A), max(0.6, r * 0.08))]
        case .lemon, .cucumber:
            var segments = Path()
            for i in 0..<(self == .lemon ? 8 : 3) {
                let a = Double(i) * 2 * .pi / (self == .lemon ? 8 : 3) + turn
                segments.move(to: c)
                segments.line(to: Point(x: c.x + cos(a) * r * 0.72, y: c.y + sin(a) * r * 0.72))
            }
            let pith = self == .lemon ? Color(rgb: 0xFFF6CF) : Color(rgb: 0xDDEFC9)
            return [fill(.circle(center: c, radius: r), self == .lemon ? Color(rgb: 0xF2C230) : Color(rgb: 0x3F7D38)),
                    fill(.circle(center: c, radius: r * 0.84), pith), fill(.circle(center: c, radius: r * 0.74), color.mix(with: .white, amount: 0.2)),
                    stroke(segments, pith, max(0.6, r * 0.07))]
        case .egg:
            let white = DrawingArt.smoothClosed((0..<7).map { i in
                let a = Double(i) * 2 * .pi / 7
                return at(cos(a) * (1 + 0.14 * sin(Double(i) * 2.1)), sin(a) * (0.9 + 0.12 * cos(Double(i) * 1.7)))
            })
            return [fill(white, color), fill(.circle(center: at(0.08, -0.05), radius: r * 0.42), Color(rgb: 0xF5A623)),
                    fill(.circle(center: at(-0.04, -0.16), radius: r * 0.12), shine)]
        case .noodles:
            var strands = Path()
            for i in 0..<5 {
                let y = -0.6 + Double(i) * 0.3
                strands.move(to: at(-0.9, y))
                DrawingArt.smoothOpen([at(-0.9, y), at(-0.45, y - 0.18), at(0, y + 0.1), at(0.45, y - 0.16), at(0.9, y + 0.05)], into: &strands)
            }
            return [stroke(strands, Color(rgb: 0xF6E3B0), max(0.8, r * 0.13))]
        case .rice, .pulse, .seeds, .gnocchi:
            let count = self == .gnocchi ? 6 : self == .seeds ? 7 : 11
            let grain = self == .rice ? (0.26, 0.12) : self == .gnocchi ? (0.42, 0.3) : self == .seeds ? (0.12, 0.08) : (0.2, 0.2)
            return (0..<count).map { i in
                let a = Double(i) * 2.4, d = sqrt(Double(i) / Double(count)) * 0.85
                return fill(oval(cos(a) * d, sin(a) * d, grain.0 * 2, grain.1 * 2, extra: a), i % 3 == 0 ? color.mix(with: .black, amount: 0.08) : color)
            }
        case .mushroom:
            return [fill(oval(0, 0.35, 0.5, 0.9), Color(rgb: 0xEBDCC5)), fill(oval(0, -0.15, 1.9, 1.2), color),
                    fill(oval(-0.35, -0.4, 0.5, 0.2, extra: -0.4), shine)]
        case .onion:
            // A halved red onion: pale flesh in purple rings.
            return [fill(.circle(center: c, radius: r), Color(rgb: 0xF3E6EE))]
                + (0..<3).map { i in stroke(.circle(center: c, radius: r * (0.92 - Double(i) * 0.3)), Color(rgb: 0xA5578A), max(0.5, r * 0.08)) }
        case .garlic:
            return [fill(oval(0, 0, 0.9, 1.3), color), stroke(oval(0, 0.05, 0.5, 1.0), Color(rgb: 0xD9CBB0), max(0.5, r * 0.06))]
        case .bread:
            let slashes = strokes(from: -0.55, -0.28, to: -0.35, 0.28, step: 0.5)
            return [fill(oval(0, 0, 2.0, 0.9), color), stroke(slashes, Color(rgb: 0xF1D29A), max(0.7, r * 0.1))]
        case .banana:
            var moon = Path()
            moon.move(to: at(-0.95, -0.2))
            moon.curve(to: at(0.95, -0.2), control1: at(-0.6, 0.95), control2: at(0.6, 0.95))
            moon.curve(to: at(-0.95, -0.2), control1: at(0.4, 0.45), control2: at(-0.4, 0.45))
            return [fill(moon, color), fill(.circle(center: at(0.95, -0.2), radius: r * 0.1), Color(rgb: 0x6B4A2B))]
        case .salmon:
            let lines = strokes(from: -0.45, -0.5, to: -0.25, 0.5, step: 0.4)
            return [fill(oval(0, 0, 2.0, 1.2), color), stroke(lines, Color(rgb: 0xFBD3BD), max(0.6, r * 0.08))]
        case .chicken:
            return [fill(oval(0, 0, 1.9, 1.5), color), fill(oval(0.75, 0.45, 0.7, 0.45, extra: 0.6), color.mix(with: .black, amount: 0.1)),
                    fill(oval(-0.3, -0.3, 0.8, 0.4, extra: -0.3), shine)]
        case .pancake:
            return [fill(.circle(center: c, radius: r), color.mix(with: .black, amount: 0.12)),
                    fill(.circle(center: at(-0.05, -0.08), radius: r * 0.92), color),
                    fill(.rect(Rect(x: c.x - r * 0.22, y: c.y - r * 0.3, width: r * 0.44, height: r * 0.36)), Color(rgb: 0xFFE9A3))]
        case .cheese:
            return [fill(.roundedRect(Rect(x: c.x - r * 0.6, y: c.y - r * 0.6, width: r * 1.2, height: r * 1.2), radius: r * 0.2), color),
                    fill(.circle(center: at(0.2, -0.1), radius: r * 0.12), Color(rgb: 0xE9DDBA))]
        case .pepper, .carrot:
            var strip = Path()
            strip.move(to: at(-0.9, 0))
            DrawingArt.smoothOpen([at(-0.9, 0), at(-0.3, -0.35), at(0.3, -0.35), at(0.9, 0)], into: &strip)
            return [stroke(strip, color, max(1, r * (self == .carrot ? 0.45 : 0.35)))]
        case .potato:
            return [fill(oval(0, 0, 1.8, 1.3), color), fill(.circle(center: at(0.3, 0.1), radius: r * 0.07), Color(rgb: 0xB99554))]
        }
    }
}
