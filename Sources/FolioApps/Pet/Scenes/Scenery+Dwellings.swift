import Foundation
import FolioLayout
import FolioPieces

extension Scenery {
    /// The warm light of a window at dusk and night, the wood of a door by day.
    static func windowLight(_ p: ScenePalette) -> Color {
        p.isNight ? Color(rgb: 0xFFD77A) : DrawingArt.tone(p.trunk, -0.35)
    }

    /// Biscuit's cottage: a cream cottage under a rounded terracotta roof with a chimney, a round
    /// door and a window, lit warm at night. `base` is the middle of its bottom edge.
    static func cottage(base b: Point, width w: Double, palette p: ScenePalette, in size: Size) -> [Frame] {
        let h = w * 0.62
        let wall = Rect(x: b.x - w / 2, y: b.y - h, width: w, height: h)
        let cream = Color(rgb: 0xFFF3E2).mix(with: p.skyBottom, amount: 0.18).mix(with: p.far, amount: p.isNight ? 0.18 : 0)
        let roofColor = Color(rgb: 0xE9896E).mix(with: p.skyBottom, amount: 0.14)
        var roof = Path()
        roof.move(to: Point(x: wall.minX - w * 0.12, y: wall.minY + h * 0.06))
        roof.curve(to: Point(x: b.x, y: wall.minY - h * 0.62), control1: Point(x: wall.minX + w * 0.05, y: wall.minY - h * 0.1),
                   control2: Point(x: b.x - w * 0.18, y: wall.minY - h * 0.6))
        roof.curve(to: Point(x: wall.maxX + w * 0.12, y: wall.minY + h * 0.06), control1: Point(x: b.x + w * 0.18, y: wall.minY - h * 0.6),
                   control2: Point(x: wall.maxX - w * 0.05, y: wall.minY - h * 0.1))
        roof.close()
        let chimney = Rect(x: b.x + w * 0.18, y: wall.minY - h * 0.62, width: w * 0.14, height: h * 0.42)
        let door = Path.roundedRect(Rect(x: b.x - w * 0.3, y: b.y - h * 0.62, width: w * 0.24, height: h * 0.62), radius: w * 0.12,
                                    style: .circular)
        let window = Rect(x: b.x + w * 0.08, y: b.y - h * 0.66, width: w * 0.24, height: w * 0.22)
        let light = windowLight(p)
        var frames: [Frame] = []
        if p.isNight {
            frames.append(DrawingArt.shape(SceneArt.circle(window.center, w * 0.5), size: size,
                                         fill: DrawingArt.radial(window.center, w * 0.5, [(0, light.opacity(0.45)), (1, light.opacity(0))])))
        }
        frames += [
            DrawingArt.shape(.roundedRect(chimney, radius: 1.5, style: .circular), size: size, color: DrawingArt.tone(roofColor, -0.12)),
            DrawingArt.shape(.roundedRect(wall, radius: 3, style: .continuous), size: size,
                           fill: DrawingArt.vertical(wall, [(0, DrawingArt.tone(cream, -0.08)), (0.3, cream), (1, DrawingArt.tone(cream, -0.05))])),
            DrawingArt.shape(roof, size: size, fill: DrawingArt.vertical(Rect(x: b.x, y: wall.minY - h * 0.62, width: 1, height: h * 0.7),
                                                                   [(0, DrawingArt.tone(roofColor, 0.12)), (1, DrawingArt.tone(roofColor, -0.06))]),
                           name: "cottage"),
            DrawingArt.shape(door, size: size, color: DrawingArt.tone(p.trunk, -0.2)),
            DrawingArt.shape(.roundedRect(window, radius: 2, style: .circular), size: size, color: light),
        ]
        var cross = Path()
        cross.move(to: Point(x: window.midX, y: window.minY))
        cross.line(to: Point(x: window.midX, y: window.maxY))
        cross.move(to: Point(x: window.minX, y: window.midY))
        cross.line(to: Point(x: window.maxX, y: window.midY))
        frames.append(DrawingArt.shape(cross, size: size, stroke: Stroke(.solid(cream), width: 1)))
        return frames
    }

    /// A round bush of two puffs, lit from the upper left.
    static func bush(at c: Point, width w: Double, palette p: ScenePalette, in size: Size) -> Frame {
        var puffs = Path()
        puffs.append(SceneArt.ellipse(Point(x: c.x - w * 0.2, y: c.y), w * 0.6, w * 0.46))
        puffs.append(SceneArt.ellipse(Point(x: c.x + w * 0.18, y: c.y + w * 0.04), w * 0.56, w * 0.4))
        let light = DrawingArt.radial(Point(x: c.x - w * 0.3, y: c.y - w * 0.2), w * 0.8, [(0, p.leafLight), (1, p.leaf)])
        return DrawingArt.shape(puffs, size: size, fill: light, name: "bush")
    }

    /// Fireflies for the night: warm dots in soft halos, scattered over `rect`; nothing by day.
    static func fireflies(in rect: Rect, count: Int, seed: UInt64, palette p: ScenePalette, in size: Size) -> [Frame] {
        guard p.isNight else { return [] }
        let glow = Color(rgb: 0xFFE38A)
        return SceneArt.scatter(count, in: rect, seed: seed).flatMap { pt in
            [DrawingArt.shape(SceneArt.circle(pt, 6), size: size, fill: DrawingArt.radial(pt, 6, [(0, glow.opacity(0.55)), (1, glow.opacity(0))])),
             DrawingArt.shape(SceneArt.circle(pt, 1.4), size: size, color: glow, name: "firefly")]
        }
    }

    /// A toadstool: a cream stem under a round red cap with white spots.
    static func toadstool(base b: Point, height h: Double, palette p: ScenePalette, in size: Size) -> [Frame] {
        let stem = Path.roundedRect(Rect(x: b.x - h * 0.14, y: b.y - h * 0.6, width: h * 0.28, height: h * 0.6), radius: h * 0.1,
                                    style: .continuous)
        var cap = Path()
        cap.move(to: Point(x: b.x - h * 0.5, y: b.y - h * 0.5))
        cap.curve(to: Point(x: b.x + h * 0.5, y: b.y - h * 0.5), control1: Point(x: b.x - h * 0.46, y: b.y - h * 1.12),
                  control2: Point(x: b.x + h * 0.46, y: b.y - h * 1.12))
        cap.close()
        let red = Color(rgb: 0xF2877E).mix(with: p.skyBottom, amount: 0.12)
        return [
            DrawingArt.shape(stem, size: size, color: Color(rgb: 0xFFF1E0).mix(with: p.skyBottom, amount: 0.15)),
            DrawingArt.shape(cap, size: size, color: red, name: "toadstool"),
            DrawingArt.shape(SceneArt.circle(Point(x: b.x - h * 0.14, y: b.y - h * 0.74), h * 0.08), size: size, color: Color.white.opacity(0.9)),
            DrawingArt.shape(SceneArt.circle(Point(x: b.x + h * 0.18, y: b.y - h * 0.66), h * 0.06), size: size, color: Color.white.opacity(0.9)),
        ]
    }
}
