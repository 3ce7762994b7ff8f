import Foundation
import FolioLayout

/// The motion tokens: each curve drawn from 0 to 1 over its time, with its name; the springs with
/// their response, damping, overshoot and the time they take to settle.
struct SpecimenMotion: View {
    static let curves: [(name: String, curve: Curve, detail: String)] = [
        ("Standard spring", .spring(.standard), spring(.standard)),
        ("Bouncy spring", .spring(.bouncy), spring(.bouncy)),
        ("Critical spring", .spring(.critical), spring(.critical)),
        ("Ease in-out", .easeInOut, "cubic · a move between two places"),
        ("Ease out", .easeOut, "cubic · something arriving"),
        ("Ease in", .easeIn, "cubic · something leaving"),
        ("Smooth", .smooth, "smoothstep · a cross-fade"),
        ("Linear", .linear, "progress, a timer"),
    ]

    static func spring(_ s: Spring) -> String {
        "\(short(s.response)) s · damping \(short(s.dampingFraction)) · \(Int((s.overshoot * 100).rounded()))% over · "
            + "settles in \(short(s.settlingSeconds())) s"
    }

    /// A number to two decimals at most, without trailing zeros ("0.5", "0.45").
    static func short(_ value: Double) -> String { String(format: "%g", (value * 100).rounded() / 100) }

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            for entry in SpecimenMotion.curves {
                HStack(alignment: .center, spacing: Space.sm) {
                    CurvePlot(curve: entry.curve).frame(width: 56, height: 40)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(entry.name, style: .subheadline.weight(.semibold)).lineLimit(1)
                        Text(entry.detail, style: .footnote, color: .secondaryLabel)
                    }
                }
            }
        }
        .card(name: "motion")
    }
}

/// A curve's value over time in a small box: time across, value up, the rest line dashed at 1.
struct CurvePlot: View {
    var curve: Curve

    var body: any View {
        Draw { size, env in
            // Room above 1 for a spring's overshoot.
            let top = size.height * 0.25, height = size.height - top
            var line = Path()
            for i in 0...48 {
                let t = Double(i) / 48
                let point = Point(x: t * size.width, y: top + height * (1 - curve(t)))
                if i == 0 { line.move(to: point) } else { line.line(to: point) }
            }
            var rest = Path()
            rest.move(to: Point(x: 0, y: top))
            rest.line(to: Point(x: size.width, y: top))
            return [Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(rest), stroke: Stroke(.solid(env.resolve(.separator)), width: 1)))),
                    Frame(size: size, role: .chart, name: "curve", item: .shape(ShapeItem(.path(line), stroke: Stroke(.solid(env.resolve(.accent)),
                                                                                                                         width: 2, cap: .round, join: .round))))]
        }
    }
}
