import Foundation
import FolioLayout

/// The three status glyphs drawn as vectors the way iOS draws them: four signal bars rising, the
/// Wi-Fi fan of two arcs over a wedge, and the battery (a faint rounded case with a nub, the charge
/// filled inside).
struct StatusGlyphs: View {
    var ink: ThemeColor
    var battery: Double

    /// Widths of the glyphs and the gap between them, in points.
    static let signalWidth = 17.0, wifiWidth = 15.5, batteryWidth = 27.5, gap = 6.0

    var body: any View {
        let width = Self.signalWidth + Self.wifiWidth + Self.batteryWidth + 2 * Self.gap
        let charge = max(0, min(1, battery))
        return Draw(idealSize: Size(width: width, height: 13)) { size, env in
            let color = env.resolve(ink)
            let y = (size.height - 12) / 2
            var frames = Self.signal(color, at: Point(x: 0, y: y))
            frames += Self.wifi(color, at: Point(x: Self.signalWidth + Self.gap, y: y))
            frames += Self.battery(color, charge: charge, at: Point(x: Self.signalWidth + Self.wifiWidth + 2 * Self.gap, y: y))
            return frames
        }
        .frame(width: width, height: 13)
        .role(.icon, name: "status glyphs")
    }

    /// A frame around the path's bounds, the path moved into the frame's own coordinates.
    private static func shape(_ path: Path, _ paint: Color, stroke: Stroke? = nil, name: String) -> Frame {
        let b = path.controlBounds
        let local = path.applying(.translation(x: -b.minX, y: -b.minY))
        let item = stroke == nil ? ShapeItem(.path(local), fill: .solid(paint)) : ShapeItem(.path(local), stroke: stroke)
        return Frame(origin: b.origin, size: b.size, role: .icon, name: name, item: .shape(item))
    }

    /// Four bars 3 pt wide, rising from 4 to 11.5 pt.
    static func signal(_ color: Color, at o: Point) -> [Frame] {
        var path = Path()
        for i in 0..<4 {
            let h = 4 + 2.5 * Double(i)
            let rect = Rect(x: o.x + Double(i) * 4.7, y: o.y + 11.5 - h, width: 3, height: h)
            path.append(.roundedRect(rect, radius: 1, style: .circular))
        }
        return [shape(path, color, name: "signal")]
    }

    /// Two arcs and a wedge fanning up from a point under the middle of the glyph.
    static func wifi(_ color: Color, at o: Point) -> [Frame] {
        let center = Point(x: o.x + wifiWidth / 2, y: o.y + 11.5)
        let (start, end) = (-Double.pi * 0.75, -Double.pi * 0.25)
        var arcs = Path()
        for radius in [10.4, 6.7] {
            var arc = Path()
            arc.arc(center: center, radius: radius, start: start, end: end)
            arcs.append(arc)
        }
        var wedge = Path()
        wedge.move(to: center)
        wedge.arc(center: center, radius: 4, start: start, end: end)
        wedge.close()
        return [shape(arcs, color, stroke: Stroke(color, width: 2.2, cap: .round), name: "wifi"),
                shape(wedge, color, name: "wifi")]
    }

    /// A 25 × 12 rounded case at 35 % of the ink, a nub, and the charge inside in full ink.
    static func battery(_ color: Color, charge: Double, at o: Point) -> [Frame] {
        let body = Rect(x: o.x + 0.5, y: o.y + 0.5, width: 24, height: 11)
        let faint = color.opacity(color.alpha * 0.35)
        var nub = Path()
        nub.move(to: Point(x: body.maxX + 1.5, y: o.y + 4))
        nub.arc(center: Point(x: body.maxX + 1.5, y: o.y + 6), radius: 2, start: -.pi / 2, end: .pi / 2)
        nub.close()
        let level = Rect(x: body.minX + 2, y: body.minY + 2, width: (body.width - 4) * charge, height: body.height - 4)
        return [shape(.roundedRect(body, radius: 3.6, style: .continuous), faint, stroke: Stroke(faint, width: 1), name: "battery"),
                shape(nub, faint, name: "battery"),
                shape(.roundedRect(level, radius: 1.6, style: .continuous), color, name: "battery charge")]
    }
}
