import Foundation
import FolioLayout
import FolioPieces

/// The things a storybook scene is made of, each drawn with paths in the scene's box: the sun or
/// the moon with its halo, stars, clouds, round trees and pines, flowers and grass.
enum Scenery {
    /// The sun (a warm disc in a wide soft halo) or, at night, the moon (a pale disc with faint
    /// craters, its shadowed side cut by a crescent of sky).
    static func orb(at c: Point, radius r: Double, palette p: ScenePalette, in size: Size) -> [Frame] {
        var frames = [
            DrawingArt.shape(SceneArt.circle(c, r * 3.2), size: size,
                           fill: DrawingArt.radial(c, r * 3.2, [(0, p.glow), (0.35, p.glow.opacity(p.glow.alpha * 0.35)), (1, p.glow.opacity(0))]),
                           name: "halo"),
        ]
        let disc = DrawingArt.radial(Point(x: c.x - r * 0.35, y: c.y - r * 0.4), r * 1.5,
                                   [(0, DrawingArt.tone(p.orb, 0.45)), (0.7, p.orb), (1, DrawingArt.tone(p.orb, -0.06))])
        frames.append(DrawingArt.shape(SceneArt.circle(c, r), size: size, fill: disc, name: p.isNight ? "moon" : "sun"))
        if p.isNight {
            for (dx, dy, k) in [(-0.3, -0.15, 0.22), (0.28, 0.3, 0.16), (0.05, 0.45, 0.1)] {
                frames.append(DrawingArt.shape(SceneArt.circle(Point(x: c.x + r * dx, y: c.y + r * dy), r * k), size: size,
                                             color: DrawingArt.tone(p.orb, -0.1).opacity(0.55)))
            }
        }
        return frames
    }

    /// Twinkles over the sky: four-pointed sparkles and dots, fewer and fainter lower down; none in
    /// `clear` (the band behind a title, so no sparkle lands on its letters).
    static func stars(in rect: Rect, count: Int, seed: UInt64, color: Color, clear: Rect? = nil, in size: Size) -> [Frame] {
        SceneArt.scatter(count, in: rect, seed: seed).enumerated().compactMap { i, pt in
            if let clear, pt.x >= clear.minX - 4, pt.x <= clear.maxX + 4, pt.y >= clear.minY - 4, pt.y <= clear.maxY + 4 { return nil }
            let fade = 1 - 0.6 * (pt.y - rect.minY) / max(1, rect.height)
            if i % 3 == 0 {
                let r = 3.2
                var p = Path()
                p.move(to: Point(x: pt.x, y: pt.y - r))
                p.curve(to: Point(x: pt.x + r, y: pt.y), control1: Point(x: pt.x + 0.3, y: pt.y - 0.3), control2: Point(x: pt.x + 0.3, y: pt.y - 0.3))
                p.curve(to: Point(x: pt.x, y: pt.y + r), control1: Point(x: pt.x + 0.3, y: pt.y + 0.3), control2: Point(x: pt.x + 0.3, y: pt.y + 0.3))
                p.curve(to: Point(x: pt.x - r, y: pt.y), control1: Point(x: pt.x - 0.3, y: pt.y + 0.3), control2: Point(x: pt.x - 0.3, y: pt.y + 0.3))
                p.curve(to: Point(x: pt.x, y: pt.y - r), control1: Point(x: pt.x - 0.3, y: pt.y - 0.3), control2: Point(x: pt.x - 0.3, y: pt.y - 0.3))
                p.close()
                return DrawingArt.shape(p, size: size, color: color.opacity(0.95 * fade), name: "star")
            }
            return DrawingArt.shape(SceneArt.circle(pt, i % 2 == 0 ? 1.3 : 0.9), size: size, color: color.opacity(0.8 * fade), name: "star")
        }
    }

    /// A soft cloud: a flat-bottomed heap of round puffs.
    static func cloud(at c: Point, width w: Double, color: Color, in size: Size) -> Frame {
        var p = Path()
        for (dx, dy, r) in [(-0.3, 0.05, 0.2), (-0.05, -0.12, 0.27), (0.25, -0.02, 0.21), (0.4, 0.1, 0.13)] {
            p.append(SceneArt.circle(Point(x: c.x + w * dx, y: c.y + w * dy), w * r))
        }
        p.append(.roundedRect(Rect(x: c.x - w * 0.45, y: c.y, width: w * 0.95, height: w * 0.22), radius: w * 0.11, style: .circular))
        return DrawingArt.shape(p, size: size, color: color, name: "cloud")
    }

    /// A round tree: a trunk under a canopy of three puffs, lit from the upper left.
    static func tree(base: Point, height h: Double, palette p: ScenePalette, in size: Size) -> [Frame] {
        let trunk = Path.roundedRect(Rect(x: base.x - h * 0.06, y: base.y - h * 0.42, width: h * 0.12, height: h * 0.42),
                                     radius: h * 0.05, style: .circular)
        var canopy = Path()
        let top = base.y - h * 0.62
        for (dx, dy, r) in [(-0.2, 0.08, 0.26), (0.2, 0.06, 0.27), (0.0, -0.12, 0.33)] {
            canopy.append(SceneArt.circle(Point(x: base.x + h * dx, y: top + h * dy), h * r))
        }
        let bounds = canopy.controlBounds
        let light = DrawingArt.radial(Point(x: bounds.minX + bounds.width * 0.3, y: bounds.minY + bounds.height * 0.25), bounds.width * 0.9,
                                    [(0, p.leafLight), (0.75, p.leaf), (1, DrawingArt.tone(p.leaf, -0.08))])
        return [DrawingArt.shape(trunk, size: size, color: p.trunk), DrawingArt.shape(canopy, size: size, fill: light, name: "tree")]
    }

    /// A little pine: three stacked, rounded tiers on a short trunk.
    static func pine(base: Point, height h: Double, palette p: ScenePalette, in size: Size) -> [Frame] {
        var tiers = Path()
        for (i, k) in [1.0, 0.78, 0.56].enumerated() {
            let y0 = base.y - h * (0.18 + 0.24 * Double(i))
            let half = h * 0.3 * k
            tiers.move(to: Point(x: base.x - half, y: y0))
            tiers.curve(to: Point(x: base.x, y: y0 - h * 0.42 * k), control1: Point(x: base.x - half * 0.5, y: y0 - h * 0.08),
                        control2: Point(x: base.x - half * 0.12, y: y0 - h * 0.34 * k))
            tiers.curve(to: Point(x: base.x + half, y: y0), control1: Point(x: base.x + half * 0.12, y: y0 - h * 0.34 * k),
                        control2: Point(x: base.x + half * 0.5, y: y0 - h * 0.08))
            tiers.close()
        }
        let trunk = Path.rect(Rect(x: base.x - h * 0.04, y: base.y - h * 0.2, width: h * 0.08, height: h * 0.2))
        let shade = DrawingArt.vertical(Rect(x: base.x, y: base.y - h, width: 1, height: h),
                                      [(0, p.leafLight), (1, DrawingArt.tone(p.leaf, -0.06))])
        return [DrawingArt.shape(trunk, size: size, color: p.trunk), DrawingArt.shape(tiers, size: size, fill: shade, name: "pine")]
    }

    /// A five-petalled flower on a short stem.
    static func flower(at c: Point, radius r: Double, petal: Color, palette p: ScenePalette, in size: Size) -> [Frame] {
        var stem = Path()
        stem.move(to: c)
        stem.curve(to: Point(x: c.x + r * 0.3, y: c.y + r * 3.2), control1: Point(x: c.x - r * 0.4, y: c.y + r * 1.4),
                   control2: Point(x: c.x + r * 0.4, y: c.y + r * 2.2))
        var petals = Path()
        for i in 0..<5 {
            let a = Double(i) / 5 * 2 * .pi - .pi / 2
            petals.append(SceneArt.circle(Point(x: c.x + cos(a) * r * 0.78, y: c.y + sin(a) * r * 0.78), r * 0.58))
        }
        return [DrawingArt.shape(stem, size: size, stroke: Stroke(.solid(p.leaf), width: max(1, r * 0.35), cap: .round)),
                DrawingArt.shape(petals, size: size, color: petal, name: "flower"),
                DrawingArt.shape(SceneArt.circle(c, r * 0.42), size: size, color: p.flowerHeart)]
    }

    /// A tuft of three grass blades.
    static func tuft(base b: Point, height h: Double, color: Color, in size: Size) -> Frame {
        var p = Path()
        for (dx, lean) in [(-0.25, -0.5), (0.0, 0.05), (0.25, 0.45)] {
            let x = b.x + h * dx
            p.move(to: Point(x: x - h * 0.09, y: b.y))
            p.curve(to: Point(x: x + h * lean, y: b.y - h * (dx == 0 ? 1 : 0.75)), control1: Point(x: x - h * 0.05, y: b.y - h * 0.5),
                    control2: Point(x: x + h * lean * 0.6, y: b.y - h * 0.7))
            p.curve(to: Point(x: x + h * 0.09, y: b.y), control1: Point(x: x + h * lean * 0.5, y: b.y - h * 0.55),
                    control2: Point(x: x + h * 0.06, y: b.y - h * 0.3))
            p.close()
        }
        return DrawingArt.shape(p, size: size, color: color, name: "grass")
    }
}
