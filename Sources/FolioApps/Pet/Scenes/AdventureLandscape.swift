import Foundation
import FolioLayout
import FolioPieces

/// The lilac country of Biscuit's adventure: a sky in the light of the hour, lilac hills fading
/// into the distance, a sandy path winding up to Mossy Hollow (a mossy mound with a round door
/// beside a toadstool cottage with a lit window), pines and flowers, and a meadow in front where
/// the route's stops stand.
enum AdventureLandscape {
    /// The path's centre line, from the front left up to the hollow, as fractions of the picture
    /// above the meadow (x of the width, y of `horizon`).
    static let pathLine: [(Double, Double)] = [(-0.06, 1.0), (0.2, 0.96), (0.42, 0.9), (0.56, 0.8), (0.64, 0.7), (0.72, 0.63), (0.8, 0.58)]

    /// The point `along` (0…1) the visible path, by its length on a scene `width` wide with its
    /// picture `horizon` tall, with how near it is (1 at the front, smaller into the distance).
    static func point(along: Double, width: Double, horizon: Double) -> (point: Point, nearness: Double) {
        let line = Array(pathPoints(width: width, horizon: horizon).dropFirst())
        let lengths = zip(line, line.dropFirst()).map { a, b in ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        var left = min(1, max(0, along)) * lengths.reduce(0, +)
        var point = line.last ?? .zero
        for (i, length) in lengths.enumerated() {
            if left <= length {
                let t = length > 0 ? left / length : 0
                point = Point(x: line[i].x + (line[i + 1].x - line[i].x) * t, y: line[i].y + (line[i + 1].y - line[i].y) * t)
                break
            }
            left -= length
        }
        let (near, far) = (pathLine[2].1 * horizon, (pathLine.last?.1 ?? 0.58) * horizon)
        return (point, min(1, 0.5 + 0.5 * (point.y - far) / max(1, near - far)))
    }

    /// The scene in `size`, whose picture runs down to `horizon` points (the meadow below it), its
    /// night sky kept free of stars in `titleBand`.
    static func frames(in size: Size, horizon: Double, palette p: ScenePalette, titleBand: Rect? = nil) -> [Frame] {
        let (w, h) = (size.width, size.height)
        let pic = Size(width: w, height: horizon)
        var frames = [DrawingArt.shape(.rect(Rect(size: size)), size: size,
                                     fill: DrawingArt.vertical(Rect(size: pic), [(0, p.skyTop), (0.8, p.skyBottom)]), name: "sky")]
        if p.isNight {
            frames += Scenery.stars(in: Rect(x: w * 0.35, y: 10, width: w * 0.6, height: horizon * 0.4), count: 14, seed: 11,
                                    color: .white, clear: titleBand, in: size)
        } else {
            frames.append(Scenery.cloud(at: Point(x: w * 0.55, y: horizon * 0.2), width: 46, color: p.cloud, in: size))
        }
        frames += Scenery.orb(at: Point(x: w - 46, y: 42), radius: 15, palette: p, in: size)
        frames += distance(in: size, horizon: horizon, palette: p)
        let hills = [0.74, 0.7, 0.64, 0.66, 0.56, 0.58].map { $0 * horizon / h }
        frames.append(DrawingArt.shape(SceneArt.ridge(heights: hills, in: size),
                                     size: size, fill: DrawingArt.vertical(Rect(x: 0, y: horizon * 0.55, width: w, height: horizon * 0.4),
                                                                       [(0, DrawingArt.tone(p.mid, 0.08)), (1, p.mid)]), name: "hills"))
        frames.append(DrawingArt.shape(SceneArt.crest(heights: hills, in: size), size: size,
                                     stroke: Stroke(.solid(p.leafLight.opacity(0.5)), width: 1.5, cap: .round), name: "crest"))
        for (x, y, bw) in [(0.3, 0.7, 24.0), (0.52, 0.66, 18.0), (0.66, 0.6, 16.0)] {
            frames.append(Scenery.bush(at: Point(x: w * x, y: horizon * y), width: bw, palette: p, in: size))
        }
        frames += hollow(at: Point(x: w * 0.84, y: horizon * 0.6), palette: p, in: size)
        frames += Scenery.toadstool(base: Point(x: w * 0.93, y: horizon * 0.69), height: 11, palette: p, in: size)
        frames += Scenery.pine(base: Point(x: w * 0.96, y: horizon * 0.63), height: 40, palette: p, in: size)
        frames += Scenery.tree(base: Point(x: w * 0.08, y: horizon * 0.8), height: 52, palette: p, in: size)
        frames += Scenery.fireflies(in: Rect(x: w * 0.6, y: horizon * 0.38, width: w * 0.36, height: horizon * 0.3), count: 5, seed: 3,
                                    palette: p, in: size)
        frames += meadow(in: size, horizon: horizon, palette: p)
        frames += trail(in: size, palette: p)
        frames += path(in: size, horizon: horizon, palette: p)
        for (i, (x, y)) in [(0.28, 0.84), (0.52, 0.95), (0.9, 0.84), (0.75, 0.9)].enumerated() {
            frames += Scenery.flower(at: Point(x: w * x, y: horizon * y), radius: 3.4, petal: p.petals[i % p.petals.count], palette: p, in: size)
        }
        return frames
    }

    /// The far country: a range of soft peaks in the haze, then rolling lilac hills with pines.
    private static func distance(in size: Size, horizon: Double, palette p: ScenePalette) -> [Frame] {
        let (w, h) = (size.width, size.height)
        let range = DrawingArt.tone(p.far, -0.07).mix(with: p.skyTop, amount: 0.25)
        var frames = [
            DrawingArt.shape(SceneArt.ridge(heights: [0.44, 0.33, 0.41, 0.3, 0.38, 0.34, 0.4].map { $0 * horizon / h }, in: size), size: size,
                           fill: DrawingArt.vertical(Rect(x: 0, y: horizon * 0.3, width: w, height: horizon * 0.2), [(0, range), (1, p.far)]),
                           name: "range"),
            DrawingArt.shape(SceneArt.ridge(heights: [0.52, 0.46, 0.5, 0.43, 0.48, 0.45].map { $0 * horizon / h }, in: size), size: size,
                           fill: DrawingArt.vertical(Rect(x: 0, y: horizon * 0.43, width: w, height: horizon * 0.15),
                                                   [(0, DrawingArt.tone(p.far, -0.05)), (1, DrawingArt.tone(p.far, -0.1))]),
                           name: "far hills"),
        ]
        for (x, s) in [(0.12, 22.0), (0.17, 16.0), (0.47, 18.0), (0.52, 13.0)] {
            frames += Scenery.pine(base: Point(x: w * x, y: horizon * 0.5), height: s, palette: silhouette(p), in: size)
        }
        return frames
    }

    /// The meadow in front, where the route's stops stand: a soft rise with grass along its edge
    /// and flowers in its corners.
    private static func meadow(in size: Size, horizon: Double, palette p: ScenePalette) -> [Frame] {
        let (w, h) = (size.width, size.height)
        var frames = [DrawingArt.shape(SceneArt.ridge([Point(x: -10, y: horizon * 0.98), Point(x: w * 0.35, y: horizon * 0.95),
                                                      Point(x: w * 0.7, y: horizon * 0.99), Point(x: w + 10, y: horizon * 0.94)],
                                                     bottom: h + 2),
                                      size: size, fill: DrawingArt.vertical(Rect(x: 0, y: horizon, width: w, height: h - horizon),
                                                                        [(0, p.near), (0.35, p.meadow), (1, DrawingArt.tone(p.meadow, -0.03))]),
                                      name: "meadow")]
        for x in stride(from: 0.04, through: 0.98, by: 0.13) {
            frames.append(Scenery.tuft(base: Point(x: w * x, y: horizon * (0.99 + 0.02 * sin(x * 19))), height: 8,
                                       color: p.leaf.opacity(0.55), in: size))
        }
        for (i, (x, y, r)) in [(0.04, 0.9, 3.8), (0.1, 0.96, 3), (0.95, 0.92, 3.6), (0.89, 0.97, 2.8)].enumerated() {
            frames += Scenery.flower(at: Point(x: w * x, y: h * y), radius: r, petal: p.petals[(i + 1) % p.petals.count], palette: p, in: size)
        }
        return frames
    }

    /// The route's own trail across the meadow, where its glass stops stand: a sandy band winding
    /// through the stops' row with clover and pebbles along its edges, so each stop's glass has
    /// sand, grass and colour behind it to blur, and reads as glass instead of a pale disc.
    private static func trail(in size: Size, palette p: ScenePalette) -> [Frame] {
        let (w, h) = (size.width, size.height)
        let mid = h - Self.trailRise
        let line = stride(from: -0.1, through: 1.1, by: 0.1).map { f in
            Point(x: w * f, y: mid + 16 * sin(f * 2 * .pi * 2.1 + 0.4))
        }
        var band = Path()
        band.move(to: line[0])
        DrawingArt.smoothOpen(line, into: &band)
        var frames = [
            DrawingArt.shape(band, size: size, stroke: Stroke(.solid(p.pathEdge.opacity(0.55)), width: 34, cap: .round), name: "trail edge"),
            DrawingArt.shape(band, size: size, stroke: Stroke(.solid(p.path), width: 30, cap: .round), name: "trail"),
        ]
        for (i, pt) in SceneArt.scatter(18, in: Rect(x: 0, y: mid - 40, width: w, height: 80), seed: 7).enumerated() {
            frames.append(i % 3 == 0
                ? DrawingArt.shape(SceneArt.ellipse(pt, 5, 3.4), size: size, color: DrawingArt.tone(p.pathEdge, -0.05), name: "pebble")
                : Scenery.tuft(base: pt, height: 9, color: p.leaf.opacity(0.7), in: size))
        }
        return frames
    }

    /// How far above the scene's foot the trail runs: through the middle of the stops' row.
    static let trailRise = 104.0

    /// The centre line in points.
    static func pathPoints(width w: Double, horizon: Double) -> [Point] {
        pathLine.map { Point(x: w * $0.0, y: horizon * $0.1) }
    }

    /// The path as a ribbon narrowing into the distance, with a darker edge.
    private static func path(in size: Size, horizon: Double, palette p: ScenePalette) -> [Frame] {
        let line = pathPoints(width: size.width, horizon: horizon)
        func side(_ sign: Double) -> [Point] {
            line.enumerated().map { i, pt in
                let a = line[max(0, i - 1)], b = line[min(line.count - 1, i + 1)]
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let len = max(0.001, (dx * dx + dy * dy).squareRoot())
                let half = 13 - 10.5 * Double(i) / Double(line.count - 1)
                return Point(x: pt.x - dy / len * half * sign, y: pt.y + dx / len * half * sign)
            }
        }
        let left = side(1), right = Array(side(-1).reversed())
        var ribbon = Path()
        ribbon.move(to: left[0])
        DrawingArt.smoothOpen(left, into: &ribbon)
        ribbon.line(to: right[0])
        DrawingArt.smoothOpen(right, into: &ribbon)
        ribbon.close()
        var middle = Path()
        middle.move(to: line[0])
        DrawingArt.smoothOpen(line, into: &middle)
        var frames = [DrawingArt.shape(ribbon, size: size, fill: .solid(p.path), stroke: Stroke(.solid(p.pathEdge), width: 1.2), name: "path"),
                      DrawingArt.shape(middle, size: size, stroke: Stroke(.solid(DrawingArt.tone(p.path, 0.35).opacity(0.6)), width: 3, cap: .round))]
        // Little paw prints on the way already walked, smaller into the distance.
        for k in 0..<5 {
            let f = 0.2 + 0.32 * Double(k) / 4
            let a = line[Int(f * Double(line.count - 1))], b = line[min(line.count - 1, Int(f * Double(line.count - 1)) + 1)]
            let u = f * Double(line.count - 1) - Double(Int(f * Double(line.count - 1)))
            let c = a.lerp(to: b, u)
            let side = k % 2 == 0 ? -3.0 : 3.0
            frames.append(DrawingArt.shape(SceneArt.ellipse(Point(x: c.x, y: c.y + side), 4.6 - 0.4 * Double(k), 2.8), size: size,
                                         color: p.pathEdge.opacity(0.9), name: "paw print"))
        }
        return frames
    }

    /// Mossy Hollow: a mossy mound with a round door, and a toadstool cottage with a warm window.
    private static func hollow(at base: Point, palette p: ScenePalette, in size: Size) -> [Frame] {
        let moss = p.leaf
        let mound = SceneArt.ellipse(Point(x: base.x - 4, y: base.y), 64, 40)
        let door = Path.roundedRect(Rect(x: base.x - 13, y: base.y - 14, width: 16, height: 16), radius: 8, style: .circular)
        let glow = Scenery.windowLight(p)
        let stem = Path.roundedRect(Rect(x: base.x + 14, y: base.y - 22, width: 16, height: 20), radius: 5, style: .continuous)
        var cap = Path()
        cap.move(to: Point(x: base.x + 4, y: base.y - 19))
        cap.curve(to: Point(x: base.x + 40, y: base.y - 19), control1: Point(x: base.x + 6, y: base.y - 44),
                  control2: Point(x: base.x + 38, y: base.y - 44))
        cap.close()
        let capColor = Color(rgb: 0xF2877E).mix(with: p.skyBottom, amount: 0.12)
        var frames = [
            DrawingArt.shape(mound, size: size, fill: DrawingArt.radial(Point(x: base.x - 14, y: base.y - 16), 44,
                                                                   [(0, p.leafLight), (1, moss)]), name: "hollow"),
            DrawingArt.shape(door, size: size, color: DrawingArt.tone(moss, -0.45)),
            DrawingArt.shape(SceneArt.circle(Point(x: base.x - 5, y: base.y - 7), 2.5), size: size, color: glow.opacity(0.9)),
            DrawingArt.shape(stem, size: size, color: Color(rgb: 0xFFF1E0).mix(with: p.skyBottom, amount: 0.15)),
            DrawingArt.shape(.roundedRect(Rect(x: base.x + 19, y: base.y - 16, width: 6, height: 8), radius: 3, style: .circular), size: size,
                           color: glow),
            DrawingArt.shape(cap, size: size, fill: DrawingArt.vertical(Rect(x: base.x, y: base.y - 38, width: 1, height: 20),
                                                                  [(0, DrawingArt.tone(capColor, 0.12)), (1, capColor)])),
        ]
        for (dx, dy, r) in [(12.0, -26.0, 2.6), (22.0, -31.0, 3.0), (32.0, -24.0, 2.2)] {
            frames.append(DrawingArt.shape(SceneArt.circle(Point(x: base.x + dx, y: base.y + dy), r), size: size, color: Color.white.opacity(0.9)))
        }
        if p.isNight {
            frames.insert(DrawingArt.shape(SceneArt.circle(Point(x: base.x + 22, y: base.y - 12), 18), size: size,
                                         fill: DrawingArt.radial(Point(x: base.x + 22, y: base.y - 12), 18,
                                                               [(0, glow.opacity(0.5)), (1, glow.opacity(0))])), at: 0)
        }
        return frames
    }

    /// The palette's trees turned to far-off silhouettes.
    private static func silhouette(_ p: ScenePalette) -> ScenePalette {
        var q = p
        q.leaf = DrawingArt.tone(p.far, -0.12)
        q.leafLight = DrawingArt.tone(p.far, -0.04)
        q.trunk = DrawingArt.tone(p.far, -0.2)
        return q
    }
}
