import Foundation
import FolioDomain
import FolioLayout
import FolioPieces

/// How one recipe's cover is composed, as a pure function of the recipe: its dish seen from above
/// in the vessel its kind calls for (a bowl for soups and curries, a skillet for breakfasts, a
/// tray for bakes, a plate for the rest) filled with its main ingredients, on a table of its cover
/// colour with its own pattern, the dish centred or bleeding off a corner (the cover spec's
/// layout: stacked, initial and label), a loose
/// ingredient beside it. Its colours are fixed, not the theme's: a recipe looks the same in light
/// and dark, on every screen.
struct DishComposition {
    enum Vessel: Equatable { case bowl, skillet, tray, plate }
    enum Pattern: Equatable { case plain, linen, dots }

    var table: Color
    var pattern: Pattern
    var vessel: Vessel
    /// The dish's centre and radius as fractions of the cover's shorter side, from its top-left.
    var centre: Point
    var radius: Double
    /// What fills the dish (a broth, a bed) and what lies on it.
    var base: DishMotif
    var toppings: [DishMotif]
    /// What lies loose on the table beside the dish (the whole tomato, a garlic bulb, a lemon).
    var loose: [DishMotif]
    /// A swirl of cream over a soup.
    var cream: Bool
    /// A soup or a curry: the bowl holds a broth of the base's colour (a rice bowl or a risotto holds its bed).
    var isBroth: Bool
    var seed: UInt64

    init(_ recipe: Recipe) {
        seed = RecipeCover.seed(recipe.id)
        table = RecipeCover.tableColor(recipe)
        pattern = [Pattern.plain, .linen, .dots][Int(seed / 3 % 3)]
        let tags = Set(recipe.tags)
        let motifs = DishMotif.main(of: recipe)
        // A bake of flour is a loaf with its fruit on top; pancakes are a stack with nothing cooked-in on top.
        let loaf = tags.contains(.bake) && motifs.contains(.pancake)
        let base = loaf ? .bread : motifs.first { $0.isBase } ?? motifs.first ?? .rice
        self.base = base
        toppings = loaf ? motifs.filter { $0 == .banana } : base == .pancake ? []
            : motifs.filter { $0 != base && !($0.isBed && !base.isBed && $0 == motifs.first { $0.isBed }) }
        let whole = DishMotif.main(of: recipe, limit: 8)
        loose = Array((whole.filter { !$0.isGarnish && !$0.isBed } + whole.filter(\.isGarnish)).prefix(3))
        isBroth = tags.contains(.soup) || tags.contains(.curry)
        if isBroth { toppings = toppings.filter(\.isGarnish) }
        cream = recipe.ingredients.contains { $0.name.lowercased().contains("cream") } && tags.contains(.soup)
        let title = recipe.title.lowercased()
        vessel = title.contains("bowl") || title.contains("risotto") ? .bowl : Self.vesselFor(tags, base)
        switch RecipeCover.look(recipe).layout {
        case .stacked: (centre, radius) = (Point(x: 0.5, y: 0.52), 0.36)
        case .initial: (centre, radius) = (Point(x: 0.62, y: 0.6), 0.44)
        case .label: (centre, radius) = (Point(x: 0.4, y: 0.56), 0.42)
        }
    }

    private static func vesselFor(_ tags: Set<RecipeTag>, _ base: DishMotif) -> Vessel {
        tags.contains(.soup) || tags.contains(.curry) ? .bowl
            : base == .pancake ? .plate
            : tags.contains(.breakfast) ? .skillet : tags.contains(.bake) ? .tray : .plate
    }

    /// The art in a box of `size`; a thumbnail zooms onto the dish so a small picture is still that dish.
    func frames(in size: Size, thumbnail: Bool) -> [Frame] {
        guard thumbnail else { return scene(box: Rect(origin: .zero, size: size), size: size) }
        let side = min(size.width, size.height) / (radius * 2.3)
        let origin = Point(x: size.width / 2 - centre.x * side, y: size.height / 2 - centre.y * side)
        let canvas = Size(width: max(size.width, origin.x + side), height: max(size.height, origin.y + side))
        return [DrawingArt.shape(.rect(Rect(origin: .zero, size: size)), size: size, color: table)]
            + scene(box: Rect(origin: origin, size: Size(width: side, height: side)), size: canvas).dropFirst()
    }

    /// The table, the loose pieces on it and the dish, laid out in `box` (the whole cover, or the
    /// square a thumbnail zooms into) on a canvas of `size`.
    private func scene(box: Rect, size: Size) -> [Frame] {
        let unit = min(box.width, box.height)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        var frames = [DrawingArt.shape(.rect(Rect(origin: .zero, size: size)), size: size, color: table)]
        frames += patternFrames(size: size, unit: unit)
        let c = p(centre.x, centre.y), r = radius * unit
        // Loose pieces on the table, in the room the dish leaves, in an order drawn from the seed.
        let spots = [(0.12, 0.2), (0.88, 0.18), (0.1, 0.84), (0.9, 0.86), (0.3, 0.1), (0.7, 0.9), (0.28, 0.9), (0.72, 0.1)]
        let pieceRadius = unit * 0.09
        let room = spots.map { p($0.0, $0.1) }.filter { spot in
            let (dx, dy) = (spot.x - c.x, spot.y - c.y)
            return (dx * dx + dy * dy).squareRoot() > r * 1.1 + pieceRadius * 1.3
        }
        for (i, spot) in room.prefix(box.width > box.height * 1.3 ? 4 : 2).enumerated() where !loose.isEmpty {
            frames.append(DrawingArt.shape(.circle(center: Point(x: spot.x + pieceRadius * 0.12, y: spot.y + pieceRadius * 0.18),
                                                   radius: pieceRadius * 0.95), size: size, color: Color.black.opacity(0.16)))
            frames += loose[i % loose.count].frames(at: spot, r: pieceRadius * (loose[i % loose.count] == .leaf ? 1.3 : 1),
                                                    turn: angle(1 + i), in: size)
        }
        // The dish's shadow, of its own shape, cast down and right.
        let lit = Point(x: c.x + r * 0.06, y: c.y + r * 0.1)
        let shadow: Path = vessel == .tray ? .roundedRect(Rect(x: lit.x - r * 1.07, y: lit.y - r * 0.82, width: r * 2.14, height: r * 1.64), radius: r * 0.15)
            : .circle(center: lit, radius: r * 1.02)
        frames.append(DrawingArt.shape(shadow, size: size, color: Color.black.opacity(0.2)))
        frames += vesselFrames(c, r, size)
        frames += contents(c, r * (vessel == .tray ? 0.78 : 0.74), size)
        return frames
    }

    private func patternFrames(size: Size, unit: Double) -> [Frame] {
        let ink = table.luminance > 0.4 ? Color.black.opacity(0.06) : Color.white.opacity(0.08)
        switch pattern {
        case .plain: return []
        case .linen:
            var lines = Path()
            let step = unit / 9
            for i in 0..<Int((size.width + size.height) / step) + 1 {
                let x = Double(i) * step
                lines.move(to: Point(x: x, y: 0))
                lines.line(to: Point(x: x - size.height, y: size.height))
            }
            return [DrawingArt.shape(lines, size: size, stroke: Stroke(ink, width: max(0.5, unit / 70)))]
        case .dots:
            var dots = Path()
            let step = unit / 7
            for row in 0..<Int(size.height / step) + 1 {
                for col in 0..<Int(size.width / step) + 1 {
                    let x = (Double(col) + (row % 2 == 0 ? 0.25 : 0.75)) * step, y = (Double(row) + 0.5) * step
                    dots.append(.circle(center: Point(x: x, y: y), radius: unit / 70))
                }
            }
            return [DrawingArt.shape(dots, size: size, color: ink.opacity(ink.alpha * 1.6))]
        }
    }

    private func vesselFrames(_ c: Point, _ r: Double, _ size: Size) -> [Frame] {
        let ceramic = Color(rgb: 0xFBF7F0), rim = Color(rgb: 0xE9E1D4)
        switch vessel {
        case .bowl:
            return [DrawingArt.shape(.circle(center: c, radius: r), size: size, color: ceramic),
                    DrawingArt.shape(.circle(center: c, radius: r * 0.86), size: size, color: rim)]
        case .plate:
            return [DrawingArt.shape(.circle(center: c, radius: r), size: size, color: ceramic),
                    DrawingArt.shape(.circle(center: c, radius: r * 0.7), size: size, stroke: Stroke(rim, width: r * 0.03))]
        case .skillet:
            var handle = Path()
            handle.move(to: Point(x: c.x + r * 0.9, y: c.y - r * 0.2))
            handle.line(to: Point(x: c.x + r * 1.7, y: c.y - r * 0.75))
            return [DrawingArt.shape(handle, size: size, stroke: Stroke(Color(rgb: 0x2A2522), width: r * 0.2, cap: .round)),
                    DrawingArt.shape(.circle(center: c, radius: r), size: size, color: Color(rgb: 0x2F2A27)),
                    DrawingArt.shape(.circle(center: c, radius: r * 0.86), size: size, color: Color(rgb: 0x3B3531))]
        case .tray:
            let rect = Rect(x: c.x - r * 1.05, y: c.y - r * 0.8, width: r * 2.1, height: r * 1.6)
            return [DrawingArt.shape(.roundedRect(rect, radius: r * 0.14), size: size, color: Color(rgb: 0x5B5F66)),
                    DrawingArt.shape(.roundedRect(rect.insetBy(dx: r * 0.08, dy: r * 0.08), radius: r * 0.1), size: size,
                                     color: Color(rgb: 0x6E737B))]
        }
    }

    /// The broth or bed, then the toppings scattered over it by the recipe's seed.
    private func contents(_ c: Point, _ r: Double, _ size: Size) -> [Frame] {
        var frames: [Frame] = []
        if isBroth || vessel == .skillet {
            // A skillet's sauce is its greens or tomatoes, the eggs cooked in it.
            let sauce = isBroth ? base.color : (toppings.first { $0 == .leaf || $0 == .tomato } ?? .tomato).color
            frames.append(DrawingArt.shape(.circle(center: c, radius: r), size: size,
                                           fill: DrawingArt.radial(Point(x: c.x - r * 0.3, y: c.y - r * 0.3), r * 1.4,
                                                                   [(0, sauce.mix(with: .white, amount: 0.12)), (1, sauce)])))
            if vessel == .skillet {
                for (i, (dx, dy)) in [(-0.38, -0.2), (0.36, -0.28), (0.0, 0.4)].enumerated() {
                    frames += base.frames(at: Point(x: c.x + dx * r, y: c.y + dy * r), r: r * 0.3, turn: angle(30 + i), in: size)
                }
            }
            if base.isBed, base != .pulse { frames += base.frames(at: c, r: r * 0.62, turn: angle(8), in: size) }
            if cream { frames.append(swirl(c, r * 0.5, size)) }
        } else if base == .bread {
            frames += base.frames(at: c, r: r * 0.85, turn: -0.3, in: size)
        } else {
            // A plate's bed (rice, noodles, gnocchi...) under its main piece, laid large in the middle.
            let bed = base.isBed ? base : toppings.first { $0.isBed } ?? .rice
            let spots = bed == .pancake ? [(-0.08, 0.08, 0.66), (0.0, 0.0, 0.64), (0.07, -0.07, 0.62)] : [(-0.3, -0.25, 0.42), (0.28, -0.2, 0.4), (0.0, 0.25, 0.45), (-0.32, 0.22, 0.34), (0.34, 0.26, 0.34)]
            // A bed of grains or noodles lies in its sauce, so it reads on the white plate.
            if bed != .pancake, vessel != .tray {
                frames.append(DrawingArt.shape(.circle(center: c, radius: r * 0.8), size: size,
                                               color: bed.color.mix(with: Color(rgb: 0xE2BE7E), amount: 0.5)))
            }
            for (i, (dx, dy, s)) in spots.enumerated() {
                frames += bed.frames(at: Point(x: c.x + dx * r, y: c.y + dy * r), r: r * s, turn: angle(10 + i), in: size)
            }
            if base != bed { frames += base.frames(at: Point(x: c.x + r * 0.08, y: c.y - r * 0.04), r: r * 0.6, turn: angle(9), in: size) }
        }
        let pieces = toppings.isEmpty ? [] : (0..<6).map { toppings[$0 % toppings.count] }
        for (i, motif) in pieces.enumerated() {
            let a = angle(20 + i) + Double(i) * 2 * .pi / Double(pieces.count)
            let d = r * (i % 2 == 0 ? 0.52 : 0.3)
            let scale = motif == .leaf ? 0.26 : motif == .egg ? 0.3 : 0.2
            frames += motif.frames(at: Point(x: c.x + cos(a) * d, y: c.y + sin(a) * d), r: r * scale, turn: a, in: size)
        }
        return frames
    }

    /// A spiral of cream from the centre out.
    private func swirl(_ c: Point, _ r: Double, _ size: Size) -> Frame {
        let points = (0..<14).map { i -> Point in
            let a = Double(i) * 0.75 + angle(5), d = r * Double(i) / 13
            return Point(x: c.x + cos(a) * d, y: c.y + sin(a) * d)
        }
        var path = Path()
        path.move(to: points[0])
        DrawingArt.smoothOpen(points, into: &path)
        return DrawingArt.shape(path, size: size, stroke: Stroke(Color(rgb: 0xFFF8EE).opacity(0.9), width: r * 0.12, cap: .round))
    }

    /// A turn in radians drawn from the seed for the `i`th thing placed.
    private func angle(_ i: Int) -> Double {
        let mixed = (seed ^ UInt64(i) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        return Double((mixed >> 11) % 3600) / 3600 * 2 * .pi
    }
}
