import FolioGraphics
import FolioCore

/// A phone screen that exercises every item kind and effect: a gradient sky with colourful blobs, a
/// card with a soft shadow, text in several weights (and Arabic, Hebrew and Japanese), a row of icons,
/// a glowing number and a glass dock. Used by `Benchmark` and by the renderer's own checks.
enum SampleScreen {
    /// The screen at 390 × 844 pt (a 1170 × 2532 px image at @3x).
    static func make() throws -> Frame {
        let measurer = try PangoTextMeasurer()
        let size = Size(width: 390, height: 844)
        var children: [Frame] = [
            shape(Rect(size: size), .rect, .linear(LinearGradient(
                start: .zero, end: Point(x: 0, y: 844),
                stops: [GradientStop(0, Color(rgb: 0xDDF0FF)), GradientStop(1, Color(rgb: 0xEBE3FF))]))),
            shape(Rect(x: -40, y: 560, width: 220, height: 220), .ellipse, .solid(Color(rgb: 0xFFA940))),
            shape(Rect(x: 210, y: 600, width: 200, height: 200), .ellipse, .radial(RadialGradient(
                center: Point(x: 100, y: 100), radius: 100,
                stops: [GradientStop(0, Color(rgb: 0xFF6B8B)), GradientStop(1, Color(rgb: 0x7C5CF0))]))),
            shape(Rect(x: 120, y: 700, width: 160, height: 120), .rounded(24), .solid(Color(rgb: 0x4FA8FF))),
        ]
        children.append(text("Today", .largeTitle, at: Point(x: 20, y: 70), measurer))
        children.append(text("Nov 30", TextStyle.largeTitle.weight(.regular), at: Point(x: 128, y: 70), measurer,
                             color: Color(rgb: 0x3C3C43, alpha: 0.6)))
        children.append(card(measurer))
        children.append(glowNumber(measurer))
        children.append(iconRow())
        children.append(dock(measurer))
        return .group(children, size: size, role: .screen, name: "sample")
    }

    private static func shape(_ r: Rect, _ s: Shape, _ paint: Paint, stroke: Stroke? = nil) -> Frame {
        Frame(origin: r.origin, size: r.size, role: .shape, item: .shape(ShapeItem(s, fill: paint, stroke: stroke)))
    }

    private static func text(_ string: String, _ style: TextStyle, at p: Point, _ m: PangoTextMeasurer,
                             width: Double? = nil, color: Color = .black, alignment: TextAlignment = .leading) -> Frame {
        let metrics = m.measure(string, style: style, width: width, maxLines: 2)
        let item = TextItem(string, style: style, color: .solid(color), alignment: alignment, wraps: width != nil,
                            maxLines: 2, metrics: metrics)
        return Frame(origin: p, size: Size(width: width ?? metrics.size.width, height: metrics.size.height),
                     role: .text, item: .text(item))
    }

    private static func card(_ m: PangoTextMeasurer) -> Frame {
        let size = Size(width: 350, height: 190)
        let rows: [Frame] = [
            shape(Rect(size: size), .rounded(24), .solid(.white)),
            text("Morning goals", .headline, at: Point(x: 20, y: 18), m),
            text("Drink a glass of water, stretch for five minutes and write one line in the journal.",
                 .body, at: Point(x: 20, y: 46), m, width: 310, color: Color(rgb: 0x3C3C43)),
            text("مرحبا · שלום · こんにちは", .subheadline, at: Point(x: 20, y: 100), m, color: Color(rgb: 0x7C5CF0)),
            shape(Rect(x: 20, y: 136, width: 140, height: 36), .capsule, .linear(LinearGradient(
                start: .zero, end: Point(x: 140, y: 0),
                stops: [GradientStop(0, Color(rgb: 0x5AB4F0)), GradientStop(1, Color(rgb: 0x7C5CF0))]))),
            text("Start", .headline, at: Point(x: 20, y: 143), m, width: 140, color: .white, alignment: .center),
            shape(Rect(x: 180, y: 136, width: 150, height: 36), .capsule, .solid(.clear),
                  stroke: Stroke(Color(rgb: 0x7C5CF0), width: 1.5, dash: [4, 3], cap: .round)),
            text("Later", TextStyle.callout.weight(.medium), at: Point(x: 180, y: 145), m, width: 150,
                 color: Color(rgb: 0x7C5CF0), alignment: .center),
        ]
        return .group(rows, origin: Point(x: 20, y: 130), size: size, role: .card, name: "goals",
                      group: Group(effects: [.shadow(color: Color(rgb: 0x000000, alpha: 0.18), radius: 16,
                                                     offset: Point(x: 0, y: 6))]))
    }

    private static func glowNumber(_ m: PangoTextMeasurer) -> Frame {
        let number = text("30", TextStyle(size: 72, weight: .heavy).tabular(), at: .zero, m, color: Color(rgb: 0xFFA940))
        return .group([number], origin: Point(x: 150, y: 350), size: number.size, role: .badge, name: "streak",
                      group: Group(effects: [.glow(color: Color(rgb: 0xFFA940, alpha: 0.9), radius: 18)]))
    }

    private static func iconRow() -> Frame {
        let icons: [Icon] = [.heart, .drop, .flame, .trophy, .check, .star, .wallet]
        let frames = icons.enumerated().map { i, icon in
            Frame(origin: Point(x: Double(i) * 50, y: 0), size: Size(width: 44, height: 44), role: .icon,
                  item: .icon(IconItem(icon, size: 28, color: .solid(Color(rgb: 0x7C5CF0)))))
        }
        return .group(frames, origin: Point(x: 22, y: 470), size: Size(width: 344, height: 44), role: .group)
    }

    private static func dock(_ m: PangoTextMeasurer) -> Frame {
        let size = Size(width: 300, height: 64)
        let tabs: [(Icon, String)] = [(.house, "Home"), (.people, "Friends"), (.chart, "Progress")]
        var children: [Frame] = [shape(Rect(size: size), .capsule, .solid(Color(rgb: 0xFFFFFF, alpha: 0.35)),
                                       stroke: Stroke(Color(rgb: 0xFFFFFF, alpha: 0.8), width: 1))]
        for (i, (icon, label)) in tabs.enumerated() {
            let x = 20 + Double(i) * 90
            children.append(Frame(origin: Point(x: x + 25, y: 8), size: Size(width: 30, height: 30), role: .icon,
                                  item: .icon(IconItem(icon, size: 24, color: .solid(.black)))))
            children.append(text(label, .caption2, at: Point(x: x, y: 40), m, width: 80, alignment: .center))
        }
        return .group(children, origin: Point(x: 45, y: 740), size: size, role: .glass, name: "dock",
                      group: Group(effects: [.shadow(color: Color(rgb: 0x000000, alpha: 0.15), radius: 20, offset: Point(x: 0, y: 8)),
                                             .backdropBlur(radius: 24, shape: .capsule)]))
    }
}
