import FolioLayout
import FolioPieces

/// The recipe card's backdrop: warm kitchen paper (a deep roasted brown at night), two soft lights
/// in tomato and saffron, and a scatter of small cover-coloured tiles and peppercorn dots at the
/// edges (none over the words).
enum RecipeCardBackdrop {
    /// Tiles as (x, y, side, turn in degrees, colour index) in fractions of the canvas.
    static let tiles: [(Double, Double, Double, Double, Int)] = [
        (0.08, 0.2, 0.07, -14, 0), (0.9, 0.12, 0.06, 18, 1), (0.08, 0.7, 0.05, 22, 2), (0.93, 0.9, 0.07, -9, 3),
        (0.2, 0.93, 0.04, 8, 1), (0.95, 0.45, 0.035, -20, 2),
    ]
    /// Peppercorns as (x, y, radius).
    static let dots: [(Double, Double, Double)] = [(0.1, 0.36, 0.01), (0.94, 0.64, 0.012), (0.05, 0.52, 0.008), (0.95, 0.28, 0.009),
                                                    (0.28, 0.05, 0.008), (0.7, 0.95, 0.01)]

    static func frames(_ board: BackdropCanvas) -> [Frame] {
        let canvas = board.size, env = board.environment
        let dark = env.theme.appearance == .dark
        let unit = min(canvas.width, canvas.height)
        var frames = [
            BackdropArt.sky(canvas, dark ? [(0, Color(rgb: 0x1A140F)), (1, Color(rgb: 0x2A1E15))]
                                         : [(0, Color(rgb: 0xFFF7EC)), (1, Color(rgb: 0xF8E6CF))]),
            board.glow(BackdropArt.at(0.14, 0.12, canvas), radius: unit * 0.7,
                       color: env.resolve(.recipe.tomato).opacity(dark ? 0.26 : 0.2), name: "light"),
            board.glow(BackdropArt.at(0.9, 0.86, canvas), radius: unit * 0.6,
                       color: env.resolve(.recipe.saffron).opacity(dark ? 0.22 : 0.3), name: "light"),
        ]
        let colors = [env.resolve(.recipe.tomato), env.resolve(.recipe.saffron), env.resolve(.recipe.basil), env.resolve(.recipe.plum)]
        for (fx, fy, fs, turn, c) in tiles {
            let center = BackdropArt.at(fx, fy, canvas), side = unit * fs
            guard BackdropArt.isClear(center, radius: side, of: board.keepClear) else { continue }
            let square = Path.rect(Rect(x: -side / 2, y: -side / 2, width: side, height: side))
            let path = square.applying(AffineTransform.rotation(turn * .pi / 180).concatenating(.translation(x: center.x, y: center.y)))
            frames.append(DrawingArt.shape(path, size: canvas, fill: .solid(colors[c % colors.count].opacity(dark ? 0.55 : 0.7)), name: "tile"))
        }
        let pepper = dark ? Color(rgb: 0xF3E9DA).opacity(0.28) : Color(rgb: 0x2B2A33).opacity(0.35)
        for (fx, fy, fr) in dots {
            let center = BackdropArt.at(fx, fy, canvas), r = unit * fr
            guard BackdropArt.isClear(center, radius: r * 2, of: board.keepClear) else { continue }
            frames.append(DrawingArt.shape(.circle(center: center, radius: r), size: canvas, fill: .solid(pepper), name: "peppercorn"))
        }
        return frames
    }
}
