import FolioLayout
import FolioPieces

/// The little landscape Biscuit lives in, drawn for a card of any size: a sky in the light of the
/// snapshot's hour with its sun or moon (and stars at night), three layers of hills fading into the
/// distance, Biscuit's cottage among round trees and pines, fireflies at night, and a flowered
/// meadow in front where Biscuit stands.
enum HomeLandscape {
    /// Where the meadow's top edge runs, as a fraction of the scene's height: Biscuit stands below it.
    static let meadowTop = 0.66

    static func frames(in size: Size, palette p: ScenePalette) -> [Frame] {
        let (w, h) = (size.width, size.height)
        var frames = [DrawingArt.shape(.rect(Rect(size: size)), size: size,
                                     fill: DrawingArt.vertical(Rect(size: size), [(0, p.skyTop), (0.62, p.skyBottom)]), name: "sky")]
        if p.isNight {
            frames += Scenery.stars(in: Rect(x: w * 0.08, y: 8, width: w * 0.86, height: h * 0.36), count: 16, seed: 27,
                                    color: .white, in: size)
        }
        frames += Scenery.orb(at: Point(x: w - 50, y: 44), radius: 16, palette: p, in: size)
        if !p.isNight {
            frames.append(Scenery.cloud(at: Point(x: w * 0.7, y: h * 0.3), width: 44, color: p.cloud, in: size))
            frames.append(Scenery.cloud(at: Point(x: w * 0.93, y: h * 0.16), width: 34, color: p.cloud, in: size))
        }

        frames.append(DrawingArt.shape(SceneArt.ridge(heights: [0.5, 0.43, 0.47, 0.4, 0.46, 0.42, 0.45], in: size), size: size,
                                     color: p.far, name: "far hills"))
        for (x, s) in [(0.74, 24.0), (0.79, 18.0), (0.16, 20.0)] {
            frames += Scenery.pine(base: Point(x: w * x, y: h * 0.45), height: s, palette: faded(p, into: p.far), in: size)
        }
        let hills = [0.6, 0.55, 0.58, 0.53, 0.57, 0.52]
        frames.append(DrawingArt.shape(SceneArt.ridge(heights: hills, in: size), size: size,
                                     fill: DrawingArt.vertical(Rect(x: 0, y: h * 0.52, width: w, height: h * 0.2),
                                                             [(0, DrawingArt.tone(p.mid, 0.06)), (1, p.mid)]), name: "hills"))
        frames.append(DrawingArt.shape(SceneArt.crest(heights: hills, in: size), size: size,
                                     stroke: Stroke(.solid(p.leafLight.opacity(0.55)), width: 1.5, cap: .round), name: "crest"))
        frames += Scenery.tree(base: Point(x: w * 0.06, y: h * 0.6), height: 46, palette: p, in: size)
        frames += Scenery.cottage(base: Point(x: w * 0.22, y: h * 0.585), width: 38, palette: p, in: size)
        frames.append(Scenery.bush(at: Point(x: w * 0.31, y: h * 0.575), width: 22, palette: p, in: size))
        frames += Scenery.pine(base: Point(x: w * 0.95, y: h * 0.56), height: 44, palette: p, in: size)
        frames += Scenery.tree(base: Point(x: w * 0.87, y: h * 0.58), height: 40, palette: p, in: size)
        frames.append(Scenery.bush(at: Point(x: w * 0.79, y: h * 0.575), width: 20, palette: p, in: size))

        frames.append(DrawingArt.shape(SceneArt.ridge(heights: [meadowTop + 0.02, meadowTop - 0.01, meadowTop + 0.01, meadowTop - 0.02, meadowTop], in: size),
                                     size: size, fill: DrawingArt.vertical(Rect(x: 0, y: h * meadowTop, width: w, height: h * (1 - meadowTop)),
                                                                        [(0, p.near), (0.5, p.meadow)]), name: "meadow"))
        frames += meadow(in: size, palette: p)
        frames += Scenery.fireflies(in: Rect(x: w * 0.04, y: h * 0.42, width: w * 0.4, height: h * 0.24), count: 4, seed: 5, palette: p, in: size)
        frames += Scenery.fireflies(in: Rect(x: w * 0.78, y: h * 0.4, width: w * 0.2, height: h * 0.26), count: 3, seed: 8, palette: p, in: size)
        return frames
    }

    /// Flowers and grass scattered over the meadow, kept clear of the middle where Biscuit stands.
    private static func meadow(in size: Size, palette p: ScenePalette) -> [Frame] {
        let (w, h) = (size.width, size.height)
        var frames: [Frame] = []
        let spots: [(x: Double, y: Double, r: Double)] = [(0.06, 0.73, 3.6), (0.16, 0.78, 4.2), (0.27, 0.71, 3.2), (0.36, 0.79, 3.8),
                                                          (0.9, 0.72, 3.6), (0.96, 0.8, 4), (0.82, 0.79, 3), (0.44, 0.69, 2.6),
                                                          (0.12, 0.68, 2.4), (0.74, 0.69, 2.6)]
        for (i, s) in spots.enumerated() {
            frames.append(Scenery.tuft(base: Point(x: w * s.x + 9, y: h * s.y + 10), height: 9, color: p.leaf.opacity(0.7), in: size))
            frames += Scenery.flower(at: Point(x: w * s.x, y: h * s.y), radius: s.r, petal: p.petals[i % p.petals.count], palette: p, in: size)
        }
        return frames
    }

    /// The palette with its leaves faded toward a distant colour (silhouettes on the far hills).
    private static func faded(_ p: ScenePalette, into color: Color) -> ScenePalette {
        var q = p
        q.leaf = DrawingArt.tone(color, -0.1)
        q.leafLight = color.mix(with: p.leafLight, amount: 0.25)
        q.trunk = DrawingArt.tone(color, -0.14)
        return q
    }
}
