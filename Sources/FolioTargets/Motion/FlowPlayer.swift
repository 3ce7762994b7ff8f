import FolioApps
import FolioLayout
import FolioPieces

/// A flow laid out once and played: each step's screen as a frame tree, the screen of any step at
/// any time of the motion that brings it in, the finger at each moment, and the whole flow as a clip
/// (hold, touch, motion, hold, ...) that maps a time in ms to one phone's frame. The strip samples
/// it; the animated PNG plays it.
struct FlowPlayer {
    /// The flow's steps.
    let steps: [FlowStep]
    /// Each step's screen, laid out on the device.
    let screens: [Frame]
    /// Where each step's touch lands (the touched frame's centre), or nil.
    let touches: [Point?]
    let environment: Environment

    /// How a step arrives when it names no motion: a quick fade.
    static let defaultMotion = FlowMotion(.fade, duration: 250, curve: .easeInOut, transition: .fade)
    /// How long the clip rests on the first screen before the finger comes, in ms.
    static let lead = 500.0
    /// How long the finger rests on its frame before acting (a press held), in ms.
    static let press = 350.0
    /// How long the clip rests on a screen once its motion ends, in ms.
    static let rest = 450.0
    /// How long the clip rests on the last screen, in ms.
    static let end = 1200.0

    /// The box each step is laid out in: the device's screen, or a piece's canvas.
    let canvas: Size?

    /// `steps` laid out in `environment`, each on the device's whole screen or in a box of `canvas`.
    init(steps: [FlowStep], environment: Environment, canvas: Size? = nil) {
        self.steps = steps
        self.environment = environment
        self.canvas = canvas
        let screens = steps.enumerated().map { i, step in FlowPlayer.lay(step.view, environment, canvas, name: "step \(i + 1)") }
        self.screens = screens
        self.touches = zip(steps, screens).map { step, screen in step.touch.flatMap { FlowPlayer.center(of: $0, in: screen) } }
    }

    /// The motion that brings step `index` in.
    func motion(_ index: Int) -> FlowMotion {
        steps[index].motion ?? FlowPlayer.defaultMotion
    }

    /// The screen of step `index` `ms` into the motion that brings it in: the step before at 0 (and
    /// before), this step's own screen once the motion has run, and between them the motion's scene or
    /// transition at the curve's progress, in a group marking its ink as moving.
    func screen(step index: Int, at ms: Double) -> Frame {
        guard index > 0 else { return screens[0] }
        let motion = motion(index)
        let t = ms / motion.duration
        guard t > 0 else { return screens[index - 1] }
        guard t < 1 else { return screens[index] }
        let progress = motion.curve(t)
        let moving = motion.scene.map { FlowPlayer.lay($0(progress), environment, canvas, name: "step \(index + 1)") }
            ?? motion.transition.frame(from: screens[index - 1], to: screens[index], progress: progress,
                                       direction: environment.layoutDirection)
        // Between two resting screens, each held to a reader's contrast: lint reads the rests.
        return .group([moving], size: moving.size, name: InkRole.moving.frameName)
    }

    /// Where the finger is `ms` into the motion of step `index`: on the touch of the step before,
    /// moved along its path 1:1 with time while it is down; nil for a tap, which has let go when
    /// the motion starts, and once a swipe or drag lets go. Right to left the touch is already on
    /// the mirrored control (it is found in the mirrored layout) and the path runs mirrored: a
    /// swipe toward the leading edge goes right.
    func finger(step index: Int, at ms: Double) -> Point? {
        guard index > 0, let start = touches[index - 1], let path = steps[index - 1].finger else { return nil }
        let mirrored = environment.layoutDirection == .rightToLeft
        return path.offset(at: ms / motion(index).duration).map { start + Point(x: mirrored ? -$0.x : $0.x, y: $0.y) }
    }

    /// One part of the clip: a step's screen resting (with the finger down on its touch during the
    /// last `press` ms), or the motion that brings a step in.
    enum Segment: Equatable {
        case rest(step: Int, duration: Double, touchFrom: Double?)
        case motion(step: Int, duration: Double)

        var duration: Double {
            switch self {
            case .rest(_, let d, _), .motion(_, let d): d
            }
        }
    }

    /// The clip, in order: rest on the first screen, the finger, the motion to the next, rest, ...
    var segments: [Segment] {
        var segments: [Segment] = []
        for i in steps.indices {
            if i > 0 { segments.append(.motion(step: i, duration: motion(i).duration)) }
            let isLast = i == steps.count - 1
            let calm = i == 0 ? FlowPlayer.lead : isLast ? FlowPlayer.end : FlowPlayer.rest
            let touches = !isLast && self.touches[i] != nil
            segments.append(.rest(step: i, duration: calm + (touches ? FlowPlayer.press : 0), touchFrom: touches ? calm : nil))
        }
        return segments
    }

    /// The clip's length, in ms.
    var duration: Double { segments.map(\.duration).reduce(0, +) }

    /// The phone at `ms` into the clip: the screen with the finger drawn where it is.
    func frame(at ms: Double) -> Frame {
        var start = 0.0
        for segment in segments {
            defer { start += segment.duration }
            guard ms < start + segment.duration || segment == segments.last else { continue }
            let local = ms - start
            switch segment {
            case .rest(let step, _, let touchFrom):
                let down = touchFrom.map { local >= $0 } ?? false
                return FlowPlayer.withFinger(screens[step], at: down ? touches[step] : nil)
            case .motion(let step, _):
                return FlowPlayer.withFinger(screen(step: step, at: local), at: finger(step: step, at: local))
            }
        }
        return screens[0]
    }

    /// `view` laid out on the device's screen, or in a box of `canvas`.
    static func lay(_ view: any View, _ environment: Environment, _ canvas: Size?, name: String) -> Frame {
        guard let canvas else { return layout(view, environment: environment, name: name) }
        return layout(view, in: canvas, environment: environment, role: .group, name: name)
    }

    /// `screen` with the finger's dot at `point` (none: the screen itself).
    static func withFinger(_ screen: Frame, at point: Point?) -> Frame {
        guard let point else { return screen }
        return .group([screen, TouchMarker.dot(at: point)], size: screen.size, role: .screen, name: screen.name)
    }

    /// The centre, in the screen's coordinates, of the first frame named `name`.
    static func center(of name: String, in screen: Frame) -> Point? {
        var center: Point?
        screen.walk { frame, rect, _ in
            if center == nil, frame.name == name { center = Point(x: rect.midX, y: rect.midY) }
        }
        return center
    }
}
