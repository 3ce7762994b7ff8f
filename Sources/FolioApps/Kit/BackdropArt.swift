import Foundation
import FolioLayout
import FolioPieces

/// The few drawing words the card backdrops are written in: shapes over the whole canvas (paths in
/// canvas points), gradients, waves, hills and sparkles. Positions are fractions of the canvas so
/// one backdrop suits every image size.
enum BackdropArt {
    /// The whole canvas in a top-to-bottom gradient.
    static func sky(_ canvas: Size, _ stops: [(Double, Color)]) -> Frame {
        let paint = Paint.linear(LinearGradient(start: .zero, end: Point(x: canvas.width * 0.25, y: canvas.height),
                                                stops: stops.map { GradientStop($0.0, $0.1) }))
        return DrawingArt.shape(.rect(Rect(size: canvas)), size: canvas, fill: paint, name: "sky")
    }

    /// The band under a wave crossing the canvas at height `y`, down to its bottom edge.
    static func wave(at y: Double, amplitude: Double, wavelength: Double, phase: Double, in canvas: Size) -> Path {
        var path = Path()
        let steps = max(8, Int(canvas.width / wavelength * 8))
        for i in 0...steps {
            let x = canvas.width * Double(i) / Double(steps)
            let p = Point(x: x, y: y + amplitude * sin((x / wavelength + phase) * 2 * .pi))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.line(to: Point(x: canvas.width, y: canvas.height + 1))
        path.line(to: Point(x: 0, y: canvas.height + 1))
        path.close()
        return path
    }

    /// A rolling hill: a smooth line through `points` (left to right), closed along the bottom edge.
    static func hill(_ points: [Point], in canvas: Size) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for (a, b) in zip(points, points.dropFirst()) {
            let mid = (b.x - a.x) / 2
            path.curve(to: b, control1: Point(x: a.x + mid, y: a.y), control2: Point(x: b.x - mid, y: b.y))
        }
        path.line(to: Point(x: points.last?.x ?? canvas.width, y: canvas.height + 1))
        path.line(to: Point(x: first.x, y: canvas.height + 1))
        path.close()
        return path
    }

    /// A four-pointed twinkle of `radius` at `center`.
    static func sparkle(at center: Point, radius: Double) -> Path {
        var path = Path()
        let waist = radius * 0.16
        let tips = (0..<4).map { i -> Point in
            let a = Double(i) * .pi / 2 - .pi / 2
            return Point(x: center.x + cos(a) * radius, y: center.y + sin(a) * radius)
        }
        path.move(to: tips[0])
        for i in 0..<4 {
            let next = tips[(i + 1) % 4]
            let a = Double(i) * .pi / 2 - .pi / 4
            let waistPoint = Point(x: center.x + cos(a) * waist, y: center.y + sin(a) * waist)
            path.curve(to: next, control1: waistPoint, control2: waistPoint)
        }
        path.close()
        return path
    }

    /// Whether an ornament of `radius` at `center` stands clear of every rectangle of `keepClear`.
    static func isClear(_ center: Point, radius: Double, of keepClear: [Rect]) -> Bool {
        let box = Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        return keepClear.allSatisfy { $0.intersection(box) == nil }
    }

    /// A point of the canvas given as fractions of its width and height.
    static func at(_ fx: Double, _ fy: Double, _ canvas: Size) -> Point {
        Point(x: canvas.width * fx, y: canvas.height * fy)
    }
}
