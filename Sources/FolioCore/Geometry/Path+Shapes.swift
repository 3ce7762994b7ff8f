import Foundation

extension Path {
    /// A rectangle.
    public static func rect(_ r: Rect) -> Path {
        Path(elements: [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
                        .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close])
    }

    /// An ellipse inscribed in the rectangle.
    public static func ellipse(in r: Rect) -> Path {
        let k = 0.5522847498
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        return Path(elements: [
            .move(Point(x: cx + rx, y: cy)),
            .cubic(Point(x: cx + rx, y: cy + ry * k), Point(x: cx + rx * k, y: cy + ry), Point(x: cx, y: cy + ry)),
            .cubic(Point(x: cx - rx * k, y: cy + ry), Point(x: cx - rx, y: cy + ry * k), Point(x: cx - rx, y: cy)),
            .cubic(Point(x: cx - rx, y: cy - ry * k), Point(x: cx - rx * k, y: cy - ry), Point(x: cx, y: cy - ry)),
            .cubic(Point(x: cx + rx * k, y: cy - ry), Point(x: cx + rx, y: cy - ry * k), Point(x: cx + rx, y: cy)),
            .close,
        ])
    }

    /// A circle.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }

    /// A capsule: a rounded rectangle whose radius is half its shorter side.
    public static func capsule(in r: Rect) -> Path {
        roundedRect(r, radius: min(r.width, r.height) / 2, style: .circular)
    }

    /// A rounded rectangle with circular or continuous (iOS squircle) corners.
    ///
    /// A continuous corner starts its curve 1.528665 × radius before the corner and eases curvature
    /// in and out instead of jumping to a circle; when the rectangle is too small for that run the
    /// radius shrinks so the corners still meet.
    public static func roundedRect(_ r: Rect, radius: Double, style: CornerStyle = .continuous) -> Path {
        let half = min(r.width, r.height) / 2
        guard radius > 0, half > 0 else { return rect(r) }
        switch style {
        case .circular:
            return circularRoundedRect(r, radius: min(radius, half))
        case .continuous:
            return continuousRoundedRect(r, radius: min(radius, half / ContinuousCorner.extent))
        }
    }

    private static func circularRoundedRect(_ r: Rect, radius: Double) -> Path {
        var p = Path()
        p.arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, start: -.pi / 2, end: 0)
        p.arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, start: 0, end: .pi / 2)
        p.arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, start: .pi / 2, end: .pi)
        p.arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, start: .pi, end: .pi * 1.5)
        p.close()
        return p
    }

    private static func continuousRoundedRect(_ r: Rect, radius: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: r.minX + ContinuousCorner.extent * radius, y: r.minY))
        // Each corner is the top-right template rotated into place: (along, across) in the corner's frame.
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),  // top right
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),  // bottom right
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),  // bottom left
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),  // top left
        ]
        for (corner, u, v) in corners {
            // u points back along the incoming edge, v along the outgoing edge, from the corner.
            func at(_ a: Double, _ b: Double) -> Point {
                Point(x: corner.x + (u.x * a + v.x * b) * radius, y: corner.y + (u.y * a + v.y * b) * radius)
            }
            p.line(to: at(ContinuousCorner.extent, 0))
            for seg in ContinuousCorner.segments {
                p.curve(to: at(seg.2.x, seg.2.y), control1: at(seg.0.x, seg.0.y), control2: at(seg.1.x, seg.1.y))
            }
        }
        p.close()
        return p
    }
}

/// How the corners of a rounded rectangle are drawn.
public enum CornerStyle: String, Hashable, Sendable {
    /// Quarter circles: curvature jumps from zero to 1/r where the edge meets the arc.
    case circular
    /// The iOS continuous corner (squircle): curvature ramps up and down, the corner runs longer.
    case continuous
}

/// The continuous corner as three cubics in units of the radius, measured from the corner along the
/// incoming edge (x) and the outgoing edge (y); as UIKit draws `cornerCurve = .continuous`.
enum ContinuousCorner {
    static let extent = 1.52866483
    static let segments: [(Point, Point, Point)] = [
        (Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0.02278127), Point(x: 0.66993427, y: 0.06549600)),
        (Point(x: 0.37282392, y: 0.16280535), Point(x: 0.16280535, y: 0.37282392), Point(x: 0.06549600, y: 0.66993427)),
        (Point(x: 0.02278127, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: extent)),
    ]
}
