import Foundation
import FolioLayout

/// A pill that commits something and answers in place: idle it reads its title; loading, the pill
/// pales to a track and the accent fills it back from the leading end with the progress (the filled
/// part the stronger), a ring and the percentage in an ink that reads on each part; then it resolves
/// to success (in the app's own tint, a check springing in) or failure (red, a warning, and a shake
/// that dies down). It keeps the width of its widest label throughout, so nothing around it moves.
public struct CommitButton: View {
    /// Where the commit is.
    public enum Phase: Hashable, Sendable {
        case idle
        /// Working, `progress` of the way (0…1).
        case loading(progress: Double)
        case success
        case failure
    }

    public var title: String
    public var phase: Phase
    /// How far the resolve motion has gone (the check's spring, the colour change, the shake):
    /// 0 just resolved, 1 settled.
    public var t: Double
    public var successTitle: String
    public var failureTitle: String
    /// Whether the pill takes all the width offered.
    public var expands: Bool
    /// Whether it can be pressed yet (a face chosen, a title typed): a disabled pill is quiet grey
    /// with quiet words, neither lifted nor a tap target.
    public var isEnabled: Bool

    /// A commit pill labelled `title` in `phase`, `t` of the way through its resolve motion; done and
    /// failed, it reads `successTitle` and `failureTitle`, or "Done" and "Try again" in the locale.
    public init(_ title: String, phase: Phase = .idle, t: Double = 1, successTitle: String? = nil,
                failureTitle: String? = nil, expands: Bool = false, isEnabled: Bool = true) {
        self.isEnabled = isEnabled
        self.title = title
        self.phase = phase
        self.t = t
        self.successTitle = successTitle ?? PieceWords.localized("Done")
        self.failureTitle = failureTitle ?? PieceWords.localized("Try again")
        self.expands = expands
    }

    /// The horizontal offset of the failure shake at `t`: three swings that die down to rest.
    public var shake: Double {
        guard phase == .failure else { return 0 }
        let t = Motion.clamp(self.t)
        return 9 * sin(t * 6 * .pi) * (1 - t)
    }

    public var body: any View {
        EnvironmentReader { env in
            if isEnabled {
                let fill = fillColor(env)
                let ink = ThemeColor(phase == .failure ? Ink.on(fill) : env.resolve(.accentForeground))
                pill(fill, ink: ink, env: env)
                    .tapTarget()
                    .offset(x: shake)
                    .actionLift(ThemeColor(fill))
            } else {
                pill(env.resolve(.fill).over(env.resolve(.background)), ink: .secondaryLabel, env: env).inkRole(.disabled)
            }
        }
    }

    private func pill(_ fill: Color, ink: ThemeColor, env: Environment) -> any View {
        let shown = currentLabel
        let content = { (ink: ThemeColor) -> any View in
            WidestLabel(shown: shown, labels: labels(ink))
                .padding(horizontal: Space.xl, vertical: Space.md)
                .frame(maxWidth: expands ? .infinity : nil)
        }
        let track = Self.track(fill, env)
        // Loading, the label is drawn twice, each copy cut to its part: on the accent the fill has
        // reached, and on the paler track ahead of it, so one frame never shows two labels.
        let label: any View = shown == 1
            ? ZStack {
                ProgressClip(content: content(ThemeColor(Ink.readable(fill, on: track, minimum: 4.8))), from: progress, to: 1)
                ProgressClip(content: content(ink), from: 0, to: progress)
            }
            : content(ink)
        return label.background(surface(fill, track: track)).role(.pill, name: title)
    }

    /// The pill's colour ahead of the progress: the fill faded most of the way into the background.
    static func track(_ fill: Color, _ env: Environment) -> Color {
        fill.mix(with: env.resolve(.background), amount: trackFade)
    }

    /// How far the track fades the fill into the background.
    static let trackFade = 0.74

    /// The index in `labels` of the label shown now.
    private var currentLabel: Int {
        switch phase {
        case .idle: 0
        case .loading: 1
        case .success: 2
        case .failure: 3
        }
    }

    private var progress: Double {
        if case .loading(let p) = phase { return Motion.clamp(p) }
        return 0
    }

    /// Every phase's label, so the pill is as wide as the widest and keeps its width.
    private func labels(_ ink: ThemeColor) -> [any View] {
        let pop = max(0.01, Motion.spring(t))  // never a singular transform
        return [
            Text(title, style: .headline, color: ink).whole().multilineTextAlignment(.center),
            HStack(spacing: Space.xs) {
                CommitProgressRing(progress: progress, ink: ink).frame(width: 20, height: 20)
                Text(FolioLocale.current.format.percent(progress), style: TextStyle.headline.tabular(), color: ink).lineLimit(1)
            },
            HStack(spacing: Space.xs) {
                IconView(.check, size: 20, color: ink, weight: .semibold).scaleEffect(pop)
                Text(successTitle, style: .headline, color: ink).lineLimit(1)
            },
            HStack(spacing: Space.xs) {
                IconView(.warning, size: 20, color: ink, weight: .semibold)
                Text(failureTitle, style: .headline, color: ink).lineLimit(1)
            },
        ]
    }

    /// The pill's colour: the accent (the app's own tint, through success too: a check says it is
    /// done, not a stock green), blending to a deep red early in a failure's resolve motion.
    private func fillColor(_ env: Environment) -> Color {
        let accent = env.resolve(.accent)
        guard phase == .failure else { return accent }
        // The theme's red, deepened as far as white must read on it at 4.5:1 (iOS's red reads 3.6:1).
        let red = Ink.readable(env.resolve(.destructive), on: .white, minimum: 4.6)
        return accent.mix(with: red, amount: Motion.smooth(min(1, t * 4)))
    }

    /// The capsule, lit from the top; while loading it is the pale `track`, and the fill, lit, runs
    /// across it from the leading end with the progress (from the right, right to left, where the
    /// label's two copies are cut).
    private func surface(_ fill: Color, track: Color) -> any View {
        let progress = currentLabel == 1 ? self.progress : nil
        return Draw { size, env in
            let lit = ShapeItem(.capsule, fill: ControlInk.lit(fill, height: size.height))
            guard let progress else { return [Frame(size: size, role: .shape, item: .shape(lit))] }
            let base = Frame(size: size, role: .shape, item: .shape(ShapeItem(.capsule, fill: .solid(track))))
            let width = size.width * progress
            let x = env.layoutDirection == .rightToLeft ? size.width - width : 0
            let filled = Frame(origin: Point(x: x, y: 0), size: Size(width: width, height: size.height), role: .indicator, name: "progress",
                               item: .shape(ShapeItem(.rect, fill: ControlInk.lit(fill, height: size.height))))
            return [base, .group([filled], size: size, group: Group(clip: .capsule))]
        }
    }
}

/// A small ring with an arc of `progress` drawn clockwise from the top, in `ink` over a faint track.
struct CommitProgressRing: View {
    var progress: Double
    var ink: ThemeColor
    var diameter: Double = 20

    var body: any View {
        Draw(idealSize: Size(width: diameter, height: diameter)) { size, env in
            let color = env.resolve(ink)
            let radius = min(size.width, size.height) / 2 - 1.5
            let center = Point(x: size.width / 2, y: size.height / 2)
            var arc = Path()
            arc.arc(center: center, radius: radius, start: -.pi / 2, end: -.pi / 2 + 2 * .pi * max(0.03, progress))
            let track = ShapeItem(.path(.circle(center: center, radius: radius)), stroke: Stroke(color.opacity(color.alpha * 0.3), width: 2.5))
            let fill = ShapeItem(.path(arc), stroke: Stroke(color, width: 2.5, cap: .round))
            return [Frame(size: size, role: .shape, item: .shape(track)),
                    Frame(size: size, role: .indicator, name: "ring", item: .shape(fill))]
        }
    }
}

/// One of several labels, centred in a box as large as the largest of them, so a control that
/// changes its label keeps its size; only the shown label is laid out into frames.
struct WidestLabel: PrimitiveView {
    var shown: Int
    var labels: [any View]

    func children(in environment: Environment) -> [any View] { labels }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let sizes = context.children.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        guard context.children.indices.contains(shown) else { return [] }
        let label = context.children[shown]
        return label.place(at: Alignment.center.origin(of: label.sizeThatFits(proposal), in: size), proposal: proposal)
    }
}
