import FolioLayout
import FolioPieces

/// The behaviours the seeds list, each built on the pieces or screens an app passes in: the apps'
/// motion sheets call these with their own screens, pieces and the seed's sentence, so every app's
/// Push, Swipe or Spring moves the same way (through the one motion kit).
enum MotionBehaviours {
    /// The box a piece's behaviour is drawn in, in points.
    static let canvas = Size(width: 300, height: 110)

    /// `piece` centred on the grouped background of the canvas.
    static func stage(_ piece: any View) -> any View {
        piece.padding(Space.md).frame(maxWidth: .infinity, maxHeight: .infinity).background(Fill(.groupedBackground))
    }

    /// A piece's behaviour: `before` (touched at `touch`, the finger moving `finger`) to `after`, which
    /// carries the motion.
    static func piece(_ name: String, _ sentence: String, before: any View, touch: String? = nil, finger: FingerPath? = nil,
                      after: FlowStep) -> MotionBehaviour {
        var first = FlowStep(name, touch: touch, stage(before))
        first.finger = finger
        var last = after
        last.view = stage(after.view)
        if let scene = after.motion?.scene { last.motion?.scene = { stage(scene($0)) } }
        return MotionBehaviour(name, sentence, canvas: canvas, from: first, to: last)
    }

    /// A plain list row (`title` over `detail` on a card), for a swipe shown on its own.
    static func row(_ title: String, _ detail: String) -> any View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title, style: .headline).lineLimit(1)
            Text(detail, style: .subheadline, color: .secondaryLabel).lineLimit(1)
        }
        .padding(Space.md)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Tracking tabs over `titles`, the selection `t` of the way from `from` to `to`, each page a line.
    static func trackingTabs(_ titles: [String], from: Int?, to: Int, t: Double) -> any View {
        TrackingTabs(titles, selected: to, from: from, t: t) {
            for title in titles { Text("\(title) page", style: .subheadline, color: .secondaryLabel) }
        }
    }

    /// Tabs: `from` to `to` by its dock, the selection sliding from tab `index`.
    static func tabs(_ sentence: String, from: any View, touch: String, to: any View, fromTab index: Int) -> MotionBehaviour {
        MotionBehaviour("Tabs", sentence, from: FlowStep("Tabs", touch: touch, from), to: FlowStep("Tabs", to).switchedTab(from: index))
    }

    /// Push: `to` slides in over `from`.
    static func push(_ sentence: String, from: any View, touch: String, to: any View) -> MotionBehaviour {
        MotionBehaviour("Push", sentence, from: FlowStep("Push", touch: touch, from), to: FlowStep("Push", to).pushed())
    }

    /// Sheet: the sheet of `sheet` rises over `from`.
    static func sheet(_ sentence: String, from: any View, touch: String, sheet: any View) -> MotionBehaviour {
        MotionBehaviour("Sheet", sentence, from: FlowStep("Sheet", touch: touch, from), to: FlowStep("Sheet", sheet).presented())
    }

    /// Drag: the sheet of `sheet` dragged down by its grabber 1:1, let go short of dismissing, springing home.
    static func drag(_ sentence: String, sheet: any View) -> MotionBehaviour {
        MotionBehaviour("Drag", sentence, from: FlowStep("Drag", touch: "grabber", sheet).dragging(FingerPath(Point(x: 0, y: 150))),
                        to: FlowStep("Drag", sheet).following(.drag) { t in
                            sheet.environment(SheetRiseKey.self, 1 - FlowMotion.follow(t, reach: 0.35, settle: 0))
                        })
    }

    /// Swipe: `row(offset)` follows the finger `reach` points, then springs to `open` (its actions
    /// showing; 0 would be springing home).
    static func swipe(_ sentence: String, row: @escaping (Double) -> any View, reach: Double, open: Double) -> MotionBehaviour {
        piece("Swipe", sentence, before: row(0).role(.row, name: "swiped"), touch: "swiped", finger: .horizontal(reach),
              after: FlowStep("Swipe", row(open)).following { t in row(FlowMotion.follow(t, reach: reach, settle: open)) })
    }

    /// Tap: `title` goes down under the finger, and acts (becomes `done`) on release, springing back.
    static func tap(_ sentence: String, title: String, done: String, icon: Icon = .check) -> MotionBehaviour {
        piece("Tap", sentence, before: ElasticButton(title).role(.button, name: "button"), touch: "button", finger: FingerPath(.zero),
              after: FlowStep("Tap", ElasticButton(done, icon: icon)).following(.tap) { t in
                  t < FlowMotion.fingerShare
                      ? ElasticButton(title, press: Motion.easeOut(t / FlowMotion.fingerShare))
                      : ElasticButton(done, icon: icon, press: 1 - Motion.spring((t - FlowMotion.fingerShare) / (1 - FlowMotion.fingerShare)))
              })
    }

    /// Press: `title` dips while the finger is down and springs back on release.
    static func press(_ sentence: String, title: String, icon: Icon? = nil) -> MotionBehaviour {
        piece("Press", sentence, before: ElasticButton(title, icon: icon).role(.button, name: "button"), touch: "button", finger: FingerPath(.zero),
              after: FlowStep("Press", ElasticButton(title, icon: icon)).following(.press) { t in
                  ElasticButton(title, icon: icon, press: t < FlowMotion.fingerShare
                                ? Motion.easeOut(t / FlowMotion.fingerShare)
                                : 1 - Motion.spring((t - FlowMotion.fingerShare) / (1 - FlowMotion.fingerShare)))
              })
    }

    /// Select: `control(from, to, t)` with the selection moving from option 0 to option 1.
    static func select(_ sentence: String, touch: String, control: @escaping (Int?, Int, Double) -> any View) -> MotionBehaviour {
        piece("Select", sentence, before: control(nil, 0, 1), touch: touch,
              after: FlowStep("Select", control(nil, 1, 1)).springing(.select) { t in control(0, 1, t) })
    }

    /// Toggle: `control(on)` changes at once and animates to match.
    static func toggle(_ sentence: String, touch: String, control: @escaping (Bool) -> any View) -> MotionBehaviour {
        piece("Toggle", sentence, before: control(false), touch: touch,
              after: FlowStep("Toggle", control(true)).arriving(FlowMotion(.toggle, curve: .standardSpring, transition: .fade)))
    }

    /// Loading: `title` shows its progress in place.
    static func loading(_ sentence: String, title: String) -> MotionBehaviour {
        piece("Loading", sentence, before: CommitButton(title, expands: true).role(.button, name: "button"), touch: "button",
              after: FlowStep("Loading", CommitButton(title, phase: .loading(progress: 0.8), expands: true))
                  .moving(.loading, duration: 900, curve: .linear) { p in CommitButton(title, phase: .loading(progress: 0.8 * p), expands: true) })
    }

    /// Spring: `title`, squashed, let go: it overshoots its rest and settles.
    static func spring(_ sentence: String, title: String) -> MotionBehaviour {
        piece("Spring", sentence, before: ElasticButton(title, press: 1),
              after: FlowStep("Spring", ElasticButton(title)).moving(.spring, curve: .spring(.bouncy)) { p in ElasticButton(title, press: 1 - p) })
    }

    /// Haptic: `title` resolves to `done`; the haptic marks the moment it lands.
    static func haptic(_ sentence: String, title: String, done: String) -> MotionBehaviour {
        piece("Haptic", sentence, before: CommitButton(title, phase: .loading(progress: 1), expands: true),
              after: FlowStep("Haptic", CommitButton(title, phase: .success, successTitle: done, expands: true))
                  .springing(.loading, haptic: true) { t in CommitButton(title, phase: .success, t: t, successTitle: done, expands: true) })
    }
}
