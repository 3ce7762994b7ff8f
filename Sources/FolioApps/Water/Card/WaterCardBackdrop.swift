import Foundation
import FolioLayout
import FolioPieces

/// The water card's backdrop: a clear sky-to-water gradient (deep navy at night), two soft lights,
/// waves rolling along the bottom, bubbles rising at the sides and a few falling drops (none over
/// the words).
enum WaterCardBackdrop {
    /// Bubbles as (x, y, radius) in fractions of the canvas (radius of its shorter side), kept to the
    /// edges so the card stands clear of them.
    static let bubbles: [(Double, Double, Double)] = [
        (0.07, 0.3, 0.045), (0.15, 0.41, 0.02), (0.09, 0.53, 0.012), (0.89, 0.17, 0.055), (0.94, 0.31, 0.022),
        (0.8, 0.07, 0.016), (0.13, 0.76, 0.03), (0.92, 0.63, 0.034), (0.85, 0.73, 0.014), (0.24, 0.09, 0.018),
    ]

    /// Drops as (x, y, height, lean in degrees).
    static let drops: [(Double, Double, Double, Double)] = [(0.12, 0.13, 0.06, -12), (0.9, 0.46, 0.045, 14), (0.22, 0.6, 0.03, -6)]

    static func frames(_ board: BackdropCanvas) -> [Frame] {
        let canvas = board.size, keepClear = board.keepClear, env = board.environment
        let dark = env.theme.appearance == .dark
        let water = env.resolve(.water.water)
        let unit = min(canvas.width, canvas.height)
        var frames = [
            BackdropArt.sky(canvas, dark ? [(0, Color(rgb: 0x07111E)), (1, Color(rgb: 0x0D2742))]
                                         : [(0, Color(rgb: 0xEFF8FF)), (1, Color(rgb: 0xC9E4FF))]),
            board.glow(BackdropArt.at(0.12, 0.1, canvas), radius: unit * 0.75,
                       color: water.opacity(dark ? 0.32 : 0.26), name: "light"),
            board.glow(BackdropArt.at(0.92, 0.82, canvas), radius: unit * 0.6,
                       color: Color(rgb: dark ? 0x2BB3C0 : 0x8BE0EA).opacity(dark ? 0.22 : 0.4), name: "light"),
        ]
        for (i, (fy, alpha)) in [(0.83, dark ? 0.16 : 0.16), (0.89, dark ? 0.24 : 0.22)].enumerated() {
            let path = BackdropArt.wave(at: canvas.height * fy, amplitude: unit * 0.018, wavelength: unit * (0.62 - Double(i) * 0.14),
                                        phase: Double(i) * 0.37, in: canvas)
            frames.append(DrawingArt.shape(path, size: canvas, fill: .solid(water.opacity(alpha)), name: "wave"))
        }
        let rim = Color.white.opacity(dark ? 0.24 : 0.75)
        for (fx, fy, fr) in bubbles {
            let center = BackdropArt.at(fx, fy, canvas), r = unit * fr
            guard BackdropArt.isClear(center, radius: r * 1.6, of: keepClear) else { continue }
            let fill = Paint.radial(RadialGradient(center: center, radius: r, stops: [
                GradientStop(0, Color.white.opacity(dark ? 0.02 : 0.1)), GradientStop(1, Color.white.opacity(dark ? 0.1 : 0.42)),
            ]))
            frames.append(DrawingArt.shape(.circle(center: center, radius: r), size: canvas, fill: fill,
                                            stroke: Stroke(rim, width: max(0.6, r * 0.07)), name: "bubble"))
            var glint = Path()
            glint.arc(center: center, radius: r * 0.68, start: .pi * 1.1, end: .pi * 1.45)
            frames.append(DrawingArt.shape(glint, size: canvas, fill: nil,
                                            stroke: Stroke(rim, width: max(0.6, r * 0.12), cap: .round), name: "bubble glint"))
        }
        for (fx, fy, fh, lean) in drops where BackdropArt.isClear(BackdropArt.at(fx, fy, canvas), radius: unit * fh, of: keepClear) {
            let path = drop(height: unit * fh).applying(AffineTransform.rotation(lean * .pi / 180)
                .concatenating(.translation(x: canvas.width * fx, y: canvas.height * fy)))
            frames.append(DrawingArt.shape(path, size: canvas, fill: .solid(water.opacity(dark ? 0.45 : 0.38)), name: "drop"))
        }
        return frames
    }

    /// A drop of `height`, its round belly centred on the origin and its tip pointing up.
    static func drop(height: Double) -> Path {
        let r = height * 0.36
        var path = Path()
        path.move(to: Point(x: 0, y: -height + r))
        path.curve(to: Point(x: r, y: 0), control1: Point(x: r * 0.3, y: -height * 0.45), control2: Point(x: r, y: -r * 0.7))
        path.curve(to: Point(x: -r, y: 0), control1: Point(x: r, y: r * 1.33), control2: Point(x: -r, y: r * 1.33))
        path.curve(to: Point(x: 0, y: -height + r), control1: Point(x: -r, y: -r * 0.7), control2: Point(x: -r * 0.3, y: -height * 0.45))
        path.close()
        return path
    }
}
