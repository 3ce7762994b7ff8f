import Foundation
import FolioLayout

/// Small tools the drawn pieces share: frames for paths and groups, gradients, tones of a colour.
/// A namespace, so none of it collides with the other groups' helpers.
public enum DrawingArt {
    /// A shape frame covering `size` whose path is in that box's coordinates.
    public static func shape(_ path: Path, size: Size, fill: Paint? = nil, stroke: Stroke? = nil,
                      role: Role = .shape, name: String? = nil) -> Frame {
        Frame(size: size, role: role, name: name, item: .shape(ShapeItem(.path(path), fill: fill, stroke: stroke)))
    }

    /// A shape frame of one colour covering `size`.
    public static func shape(_ path: Path, size: Size, color: Color, name: String? = nil) -> Frame {
        shape(path, size: size, fill: .solid(color), name: name)
    }

    /// A group frame covering `size`.
    public static func group(_ children: [Frame], size: Size, role: Role = .group, name: String? = nil,
                      clip: Path? = nil, opacity: Double = 1, effects: [Effect] = []) -> Frame {
        .group(children, size: size, role: role, name: name,
               group: Group(clip: clip.map { .path($0) }, opacity: opacity, effects: effects))
    }

    /// The frame moved by `offset`.
    public static func move(_ frame: Frame, by offset: Point) -> Frame {
        var f = frame
        f.origin = frame.origin + offset
        return f
    }

    /// A vertical gradient over `rect`, stops from top to bottom.
    public static func vertical(_ rect: Rect, _ stops: [(Double, Color)]) -> Paint {
        .linear(LinearGradient(start: Point(x: rect.midX, y: rect.minY), end: Point(x: rect.midX, y: rect.maxY),
                               stops: stops.map { GradientStop($0.0, $0.1) }))
    }

    /// A linear gradient from `start` to `end`.
    public static func linear(_ start: Point, _ end: Point, _ stops: [(Double, Color)]) -> Paint {
        .linear(LinearGradient(start: start, end: end, stops: stops.map { GradientStop($0.0, $0.1) }))
    }

    /// A radial gradient around `center`.
    public static func radial(_ center: Point, _ radius: Double, _ stops: [(Double, Color)]) -> Paint {
        .radial(RadialGradient(center: center, radius: radius, stops: stops.map { GradientStop($0.0, $0.1) }))
    }

    /// The colour lightened toward white (`amount` > 0) or deepened toward black (`amount` < 0),
    /// keeping its alpha.
    public static func tone(_ color: Color, _ amount: Double) -> Color {
        let target = amount >= 0 ? Color.white : Color.black
        return color.mix(with: target.opacity(color.alpha), amount: abs(amount))
    }

    /// A soft round highlight: `color` at `alpha` in the middle, fading to nothing at the ellipse's edge.
    public static func glint(_ rect: Rect, size: Size, color: Color, alpha: Double, name: String? = nil) -> Frame {
        let r = max(rect.width, rect.height) / 2
        // The gradient is circular: draw a round spot in a 2r square and squash that onto the rectangle.
        let square = Rect(x: 0, y: 0, width: 2 * r, height: 2 * r)
        let paint = radial(square.center, r, [(0, color.opacity(alpha)), (0.55, color.opacity(alpha * 0.55)), (1, color.opacity(0))])
        let spot = Frame(size: square.size, role: .shape, item: .shape(ShapeItem(.path(.ellipse(in: square)), fill: paint)))
        let placed = AffineTransform.scale(x: rect.width / (2 * r), y: rect.height / (2 * r))
            .concatenating(.translation(x: rect.minX, y: rect.minY))
        return .group([spot], size: size, role: .shape, name: name, group: Group(transform: placed))
    }

    /// One line of text whose top centre is at `top`, no wider than `maxWidth` (ellipsized past it).
    public static func label(_ string: String, style: TextStyle, color: Color, top: Point, maxWidth: Double,
                      env: Environment) -> Frame {
        let metrics = env.measurer.measure(string, style: style, width: maxWidth, maxLines: 1)
        let item = TextItem(string, style: style, color: .solid(color), alignment: .center, wraps: true, maxLines: 1,
                            metrics: metrics, measuredIn: MeasuredBox(width: maxWidth), direction: env.layoutDirection)
        return Frame(origin: Point(x: top.x - metrics.size.width / 2, y: top.y), size: metrics.size, role: .text,
                     item: .text(item))
    }

    /// An ellipse turned by `degrees` about its centre.
    public static func ellipse(center: Point, width: Double, height: Double, degrees: Double = 0) -> Path {
        let path = Path.ellipse(in: Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height))
        guard degrees != 0 else { return path }
        return path.applying(AffineTransform.rotation(degrees * .pi / 180).around(center))
    }

    /// A smooth closed curve through `points` (Catmull-Rom turned into cubic Béziers).
    public static func smoothClosed(_ points: [Point]) -> Path {
        let n = points.count
        guard n > 2 else { return Path() }
        var p = Path()
        p.move(to: points[0])
        for i in 0..<n {
            let (p0, p1, p2, p3) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n], points[(i + 2) % n])
            p.curve(to: p2, control1: p1 + (p2 - p0) * (1.0 / 6), control2: p2 - (p3 - p1) * (1.0 / 6))
        }
        p.close()
        return p
    }

    /// A smooth open curve through `points` (Catmull-Rom, ends clamped).
    public static func smoothOpen(_ points: [Point], into path: inout Path) {
        guard points.count > 1 else { return }
        for i in 0..<(points.count - 1) {
            let p0 = points[max(0, i - 1)], p1 = points[i], p2 = points[i + 1], p3 = points[min(points.count - 1, i + 2)]
            path.curve(to: p2, control1: p1 + (p2 - p0) * (1.0 / 6), control2: p2 - (p3 - p1) * (1.0 / 6))
        }
    }

    /// Liquid in `rect`: a sine wave of `amplitude` about `level` (the mean height of its surface)
    /// across the rectangle, closed along its bottom. `phase` (0…1) slides the wave by a wavelength.
    public static func liquid(in rect: Rect, level: Double, amplitude: Double, wavelength: Double, phase: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: rect.minX, y: rect.maxY))
        let surface = waveLine(from: rect.minX, to: rect.maxX, level: level, amplitude: amplitude,
                               wavelength: wavelength, phase: phase)
        p.line(to: surface[0])
        smoothOpen(surface, into: &p)
        p.line(to: Point(x: rect.maxX, y: rect.maxY))
        p.close()
        return p
    }

    /// The surface of `liquid(in:...)` alone, as an open curve (for a bright line along the crest).
    public static func waveCurve(from x0: Double, to x1: Double, level: Double, amplitude: Double, wavelength: Double,
                          phase: Double) -> Path {
        let points = waveLine(from: x0, to: x1, level: level, amplitude: amplitude, wavelength: wavelength, phase: phase)
        var p = Path()
        p.move(to: points[0])
        smoothOpen(points, into: &p)
        return p
    }

    /// Points of the sine wave every eighth of a wavelength; its two ends when it is still (a flat
    /// surface needs no more, and a PDF then carries one segment instead of thirty).
    private static func waveLine(from x0: Double, to x1: Double, level: Double, amplitude: Double,
                                 wavelength: Double, phase: Double) -> [Point] {
        guard amplitude != 0 else { return [Point(x: x0, y: level), Point(x: x1, y: level)] }
        let step = wavelength / 8
        let count = max(2, Int(((x1 - x0) / step).rounded(.up)) + 1)
        return (0..<count).map { i in
            let x = min(x1, x0 + Double(i) * step)
            let angle = ((x - x0) / wavelength + phase) * 2 * .pi
            return Point(x: x, y: level + amplitude * sin(angle))
        }
    }
}
