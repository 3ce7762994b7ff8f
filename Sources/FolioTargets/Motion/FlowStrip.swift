import FolioApps
import FolioLayout

extension RenderTarget {
    /// A registered flow (`AppCatalog.flows`) as a strip target named `<app>.flow.<name>`: its steps
    /// side by side, each a whole screen laid out as the screen's own target would be, with a soft dot
    /// on the frame the finger touches and the step's caption below, under the seed's caption. The
    /// storybook files it as `<app>/flow.<name>-light@2x.png`.
    ///
    /// It plays too (``RenderTarget/animate(_:fps:measurer:)``): the flow on one phone, as ``FlowPlayer`` runs it.
    ///
    /// Apps register flows in their app definition (see ``FlowEntry``), giving steps built by domain
    /// actions on the snapshot; this engine knows none of them by name.
    public static func flow(_ entry: FlowEntry) -> RenderTarget {
        let steps = { @Sendable (request: RenderRequest) throws -> [FlowStep] in
            try request.built(entry.snapshotType, for: entry.id, entry.steps(for:))
        }
        var target = RenderTarget(name: entry.id, summary: entry.caption, app: AppCatalog.theme(of: entry.app), kind: .flow, sizing: .fitting) { request in
            FlowStrip(caption: entry.caption, steps: try steps(request))
        }
        target.clip = { request, environment in FlowPlayer(steps: try steps(request), environment: environment) }
        return target
    }
}

/// Screens side by side under a caption, each with its touch and its own caption, on the grouped
/// background: how a flow reads on one page. A touch names a frame of its screen; the dot sits on
/// that frame's centre (a name no frame has is said in the step's caption, so it cannot go unseen).
struct FlowStrip: View {
    /// The margin around the strip and the gap between steps, in points.
    static let margin = Space.xl
    /// The corner radius of a phone's screen.
    static let screenCornerRadius = 48.0

    /// The seed's line for the whole flow.
    var caption: String
    /// The screens in order, each with its touch and caption.
    var steps: [FlowStep]

    init(caption: String, steps: [FlowStep]) {
        self.caption = caption
        self.steps = steps
    }

    var body: any View {
        EnvironmentReader { env in
            let player = FlowPlayer(steps: steps, environment: env)
            VStack(alignment: .leading, spacing: Space.md) {
                Text(caption, style: .title3).role(.header, name: caption)
                HStack(alignment: .top, spacing: FlowStrip.margin) {
                    for index in steps.indices {
                        FlowStrip.column(player, index)
                    }
                }
            }
            .padding(FlowStrip.margin)
            .background(Fill(.groupedBackground))
        }
    }

    /// One step: its screen laid out on the device, the finger on the touched frame (a dot for a tap,
    /// a trail for a swipe or drag), the caption below, and under it the frames of the motion that
    /// brought the step in, each captioned with its time.
    static func column(_ player: FlowPlayer, _ index: Int) -> any View {
        let (step, screen) = (player.steps[index], player.screens[index])
        let marker = player.touches[index].map { center in
            step.finger.map { TouchMarker.path(from: center, to: center + $0.travel) } ?? TouchMarker.dot(at: center)
        }
        let missing = step.touch.flatMap { player.touches[index] == nil ? " (no frame named '\($0)' to touch)" : nil } ?? ""
        return VStack(alignment: .leading, spacing: Space.sm) {
            phone(screen, marker: marker, scale: 1)
            Text("\(index + 1)  \(step.caption)\(missing)", style: .subheadline, color: missing.isEmpty ? .secondaryLabel : .destructive)
                .frame(width: screen.size.width, alignment: .leading)
            if let motion = step.motion {
                motionLane(player, index, motion, width: screen.size.width)
            }
        }
    }

    /// How small the motion's sampled frames are drawn: two side by side under a screen.
    static let sampleScale = 0.48

    /// The motion that brought step `index` in: its kind, curve and time, then its sampled frames.
    static func motionLane(_ player: FlowPlayer, _ index: Int, _ motion: FlowMotion, width: Double) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            Text(FlowStrip.motionCaption(motion), style: .footnote.weight(.semibold), color: .secondaryLabel)
                .lineLimit(1).frame(width: width, alignment: .leading)
            HStack(alignment: .top, spacing: Space.sm) {
                for ms in motion.samples {
                    VStack(alignment: .leading, spacing: Space.xxs) {
                        phone(player.screen(step: index, at: ms),
                              marker: player.finger(step: index, at: ms).map { TouchMarker.dot(at: $0) }, scale: sampleScale)
                        Text("\(Int(ms)) ms", style: .caption.tabular(), color: .secondaryLabel)
                    }
                }
            }
        }
    }

    /// "Push · spring 0.5 s · 1 · 641 ms", with the haptic beat said when the motion lands with one.
    static func motionCaption(_ motion: FlowMotion) -> String {
        let kind = motion.kind.rawValue.prefix(1).uppercased() + motion.kind.rawValue.dropFirst()
        return "\(kind) · \(motion.shownCurve.name) · \(Int(motion.duration)) ms" + (motion.haptic ? " · haptic on landing" : "")
    }

    /// `screen` (with `marker` over it) drawn at `scale` in a phone's rounded outline.
    static func phone(_ screen: Frame, marker: Frame?, scale: Double) -> any View {
        let size = Size(width: screen.size.width * scale, height: screen.size.height * scale)
        let content = [screen] + (marker.map { [$0] } ?? [])
        let drawn: [Frame] = scale == 1 ? content : [.group(content.map(FlowStrip.untappable), size: size, role: .group,
                                                             group: Group(transform: .scale(x: scale, y: scale)))]
        return Draw(idealSize: size) { _, _ in drawn }
            .frame(width: size.width, height: size.height)
            .clipShape(.rounded(screenCornerRadius * scale))
            // The outline lies behind the screen, its inner half hidden: over it, the line crossed the
            // text a phone's edge cuts, and lint read that text on the line's grey.
            .background(ShapeView(.rounded(screenCornerRadius * scale)).stroke(.separator, width: 2))
    }

    /// `frame` with no tap targets: a sampled frame drawn small is a picture, not a place to tap.
    static func untappable(_ frame: Frame) -> Frame {
        var copy = frame
        copy.isTapTarget = false
        if case .group(var group) = frame.item {
            group.children = group.children.map(untappable)
            copy.item = .group(group)
        }
        return copy
    }
}
