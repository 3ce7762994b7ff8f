import Foundation
import FolioLayout
import FolioPieces

/// The budget card's backdrop: warm paper (ink blue at night), two soft lights, and pastel
/// envelopes tucked at the edges, slightly turned, with their flaps drawn (none over the words).
enum BudgetCardBackdrop {
    /// Envelopes as (x, y, width, turn in degrees, colour index), in fractions of the canvas
    /// (width of its shorter side).
    static let envelopes: [(Double, Double, Double, Double, Int)] = [
        (0.08, 0.16, 0.2, -14, 0), (0.92, 0.12, 0.16, 11, 1), (0.06, 0.82, 0.18, 9, 2), (0.93, 0.86, 0.22, -8, 3),
        (0.9, 0.5, 0.12, 18, 4), (0.1, 0.5, 0.11, -20, 1),
    ]

    static func frames(_ board: BackdropCanvas) -> [Frame] {
        let canvas = board.size, env = board.environment
        let dark = env.theme.appearance == .dark
        let unit = min(canvas.width, canvas.height)
        let pastels: [ThemeColor] = [.budget.mint, .budget.sky, .budget.apricot, .budget.lavender, .budget.lemon]
        var frames = [
            BackdropArt.sky(canvas, dark ? [(0, Color(rgb: 0x0E0E18)), (1, Color(rgb: 0x1A1A2E))]
                                         : [(0, Color(rgb: 0xFBFAF6)), (1, Color(rgb: 0xEEEBFF))]),
            board.glow(BackdropArt.at(0.15, 0.12, canvas), radius: unit * 0.7, color: env.resolve(.accent).opacity(dark ? 0.28 : 0.16),
                       name: "light"),
            board.glow(BackdropArt.at(0.88, 0.88, canvas), radius: unit * 0.6,
                       color: env.resolve(.budget.mint).opacity(dark ? 0.3 : 0.5), name: "light"),
        ]
        let edge = env.resolve(.label).opacity(dark ? 0.18 : 0.1)
        for (fx, fy, fw, turn, colour) in envelopes {
            let center = BackdropArt.at(fx, fy, canvas)
            let width = unit * fw, height = width * 0.66
            guard BackdropArt.isClear(center, radius: width * 0.7, of: board.keepClear) else { continue }
            let place = AffineTransform.rotation(turn * .pi / 180).concatenating(.translation(x: center.x, y: center.y))
            let body = Path.rect(Rect(x: -width / 2, y: -height / 2, width: width, height: height)).applying(place)
            frames.append(DrawingArt.shape(body, size: canvas, fill: .solid(env.resolve(pastels[colour % pastels.count])),
                                            stroke: Stroke(edge, width: max(0.6, unit * 0.002)), name: "envelope"))
            var flap = Path()
            flap.move(to: Point(x: -width / 2, y: -height / 2))
            flap.line(to: Point(x: 0, y: height * 0.08))
            flap.line(to: Point(x: width / 2, y: -height / 2))
            frames.append(DrawingArt.shape(flap.applying(place), size: canvas, fill: nil,
                                            stroke: Stroke(edge, width: max(0.6, unit * 0.003), join: .round), name: "envelope flap"))
        }
        return frames
    }
}
