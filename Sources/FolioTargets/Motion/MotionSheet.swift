import FolioApps
import FolioLayout
import FolioPieces

extension RenderTarget {
    /// An app's motion sheet (`AppCatalog.motionSheets`) as a page target named `<app>.motion`: one
    /// strip per behaviour its seed lists, each under the seed's sentence; it plays too, behaviour
    /// after behaviour on one phone-sized canvas.
    static func motionSheet(_ entry: MotionSheetEntry) -> RenderTarget {
        let behaviours = { @Sendable (request: RenderRequest) throws -> [MotionBehaviour] in
            try request.built(entry.snapshotType, for: entry.id, entry.behaviours(for:))
        }
        let name = AppCatalog.name(of: entry.app)
        var target = RenderTarget(name: entry.id, summary: "\(name): every behaviour of its seed, in motion.", app: AppCatalog.theme(of: entry.app),
                                  kind: .motion, sizing: .page(width: MotionSheet.width)) { request in
            MotionSheet(title: "\(name) in motion", behaviours: try behaviours(request))
        }
        target.clip = { request, environment in MotionSheetClip(behaviours: try behaviours(request), environment: environment) }
        return target
    }
}

/// One strip per behaviour: its name, the seed's sentence, and its motion sampled at a row of
/// times, each frame captioned with its ms; the frame where a haptic fires carries a marked beat.
struct MotionSheet: View {
    /// The page's width, in points.
    static let width = 820.0
    /// How many frames a strip samples, from the start of the motion to its settling.
    static let frameCount = 5

    var title: String
    var behaviours: [MotionBehaviour]

    init(title: String, behaviours: [MotionBehaviour]) {
        self.title = title
        self.behaviours = behaviours
    }

    var body: any View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: Space.lg) {
                Text(title, style: .title2).role(.header, name: title)
                for behaviour in behaviours {
                    MotionSheet.strip(behaviour, environment: env)
                }
            }
            .padding(Space.xl)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Fill(.groupedBackground))
        }
    }

    /// The times a strip shows: the start, four moments through the motion, and its end.
    static func times(_ motion: FlowMotion) -> [Double] {
        let d = motion.duration
        return [0, d * 0.15, d * 0.35, d * 0.6, d].map { $0.rounded() }
    }

    /// One behaviour's strip.
    static func strip(_ behaviour: MotionBehaviour, environment env: Environment) -> any View {
        let player = FlowPlayer(steps: behaviour.steps, environment: env, canvas: behaviour.canvas)
        let motion = player.motion(1)
        let cell = (width - 2 * Space.xl - Double(frameCount - 1) * Space.sm) / Double(frameCount)
        let scale = min(1, cell / player.screens[0].size.width, behaviour.canvas == nil ? 0.38 : 1)
        return VStack(alignment: .leading, spacing: Space.xs) {
            Text(behaviour.name, style: .headline).role(.header, name: behaviour.name)
            Text(behaviour.sentence, style: .subheadline, color: .secondaryLabel)
            Text(FlowStrip.motionCaption(motion), style: .footnote, color: .secondaryLabel)
            HStack(alignment: .top, spacing: Space.sm) {
                for ms in times(motion) {
                    VStack(alignment: .leading, spacing: Space.xxs) {
                        frame(player, ms: ms, scale: scale, beat: motion.haptic && ms >= motion.duration)
                        Text(motion.haptic && ms >= motion.duration ? "\(Int(ms)) ms · haptic" : "\(Int(ms)) ms",
                             style: TextStyle.caption.tabular(), color: motion.haptic && ms >= motion.duration ? .accent : .secondaryLabel)
                    }
                    .frame(width: cell, alignment: .leading)
                }
            }
        }
    }

    /// The behaviour at `ms`, the finger where it is, drawn at `scale`; a beat ring when a haptic fires.
    static func frame(_ player: FlowPlayer, ms: Double, scale: Double, beat: Bool) -> any View {
        let screen = player.screen(step: 1, at: ms)
        let finger = player.finger(step: 1, at: ms) ?? (ms <= 0 ? player.touches[0] : nil)
        let marker = finger.map { TouchMarker.dot(at: $0) }
        let drawn = FlowStrip.phone(screen, marker: marker, scale: scale)
        guard beat else { return drawn }
        return drawn.overlay(ShapeView(.rounded(FlowStrip.screenCornerRadius * scale)).stroke(.accent, width: 3))
    }
}

/// A motion sheet played: each behaviour in turn on a phone-sized canvas, under its name, from
/// its still before through its motion to a rest on its end.
struct MotionSheetClip: Clip {
    let behaviours: [MotionBehaviour]
    let players: [FlowPlayer]
    let environment: Environment
    /// Rests before and after each behaviour's motion, in ms.
    static let before = 500.0, after = 700.0

    init(behaviours: [MotionBehaviour], environment: Environment) {
        self.behaviours = behaviours
        self.environment = environment
        players = behaviours.map { FlowPlayer(steps: $0.steps, environment: environment, canvas: $0.canvas) }
    }

    func length(_ i: Int) -> Double { Self.before + players[i].motion(1).duration + Self.after }

    var duration: Double { players.indices.map(length).reduce(0, +) }

    func frame(at ms: Double) -> Frame {
        var start = 0.0
        for i in players.indices {
            let end = start + length(i)
            if ms < end || i == players.count - 1 {
                let local = ms - start - Self.before
                let player = players[i]
                let screen = player.screen(step: 1, at: max(0, local))
                let finger = local < 0 ? (local > -FlowPlayer.press ? player.touches[0] : nil) : player.finger(step: 1, at: local)
                return card(behaviours[i], FlowPlayer.withFinger(screen, at: finger))
            }
            start = end
        }
        return layout(Fill(.groupedBackground), environment: environment)
    }

    /// A behaviour's frame on the canvas: the whole screen as it is, or a piece's box centred under
    /// the behaviour's name and the seed's sentence.
    func card(_ behaviour: MotionBehaviour, _ frame: Frame) -> Frame {
        guard behaviour.canvas != nil else { return frame }
        let view = VStack(alignment: .leading, spacing: Space.md) {
            Text(behaviour.name, style: .title2)
            Text(behaviour.sentence, style: .body, color: .secondaryLabel)
            Draw(idealSize: frame.size) { _, _ in [frame] }.frame(width: frame.size.width, height: frame.size.height)
                .frame(maxWidth: .infinity)
        }
        .padding(Space.xl)
        .padding(.top, environment.device.safeArea.top)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Fill(.groupedBackground))
        return layout(view, environment: environment, name: behaviour.name)
    }
}
