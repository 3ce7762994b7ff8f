import FolioApps
import FolioLayout

extension RenderTarget {
    /// A registered flow (`AppCatalog.flows`) as a strip target named `<app>.flow.<name>`: its steps
    /// side by side, each a whole screen laid out as the screen's own target would be, with a soft dot
    /// on the frame the finger touches and the step's caption below, under the seed's caption. The
    /// storybook files it as `<app>/flow.<name>-light@2x.png`.
    ///
    /// Apps register flows in their app definition (see ``FlowEntry``), giving steps built by domain
    /// actions on the snapshot; this engine knows none of them by name.
    public static func flow(_ entry: FlowEntry) -> RenderTarget {
        RenderTarget(name: entry.id, summary: entry.caption, app: AppCatalog.theme(of: entry.app), kind: .flow, sizing: .fitting) { request in
            let snapshot = try request.snapshot(entry.snapshotType)
            guard let steps = try entry.steps(for: snapshot) else {
                throw TargetError.wrongSnapshot(target: entry.id, expected: entry.snapshotType.schemaID)
            }
            return FlowStrip(caption: entry.caption, steps: steps)
        }
    }
}

/// Screens side by side under a caption, each with its touch and its own caption, on the grouped
/// background: how a flow reads on one page. A touch names a frame of its screen; the dot sits on
/// that frame's centre (a name no frame has is said in the step's caption, so it cannot go unseen).
public struct FlowStrip: View {
    /// The margin around the strip and the gap between steps, in points.
    static let margin = Space.xl
    /// The corner radius of a phone's screen.
    static let screenCornerRadius = 48.0

    /// The seed's line for the whole flow.
    public var caption: String
    /// The screens in order, each with its touch and caption.
    public var steps: [FlowStep]

    public init(caption: String, steps: [FlowStep]) {
        self.caption = caption
        self.steps = steps
    }

    public var body: any View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: Space.md) {
                Text(caption, style: .title3).role(.header, name: caption)
                HStack(alignment: .top, spacing: FlowStrip.margin) {
                    for (index, step) in steps.enumerated() {
                        FlowStrip.column(step, number: index + 1, environment: env)
                    }
                }
            }
            .padding(FlowStrip.margin)
            .background(Fill(.groupedBackground))
        }
    }

    /// One step: its screen laid out on the device, the dot on the touched frame, the caption below.
    static func column(_ step: FlowStep, number: Int, environment env: Environment) -> any View {
        let screen = layout(step.view, environment: env, name: "step \(number)")
        var center: Point?
        if let name = step.touch {
            screen.walk { frame, rect, _ in
                if center == nil, frame.name == name { center = Point(x: rect.midX, y: rect.midY) }
            }
        }
        let missing = step.touch.flatMap { center == nil ? " (no frame named '\($0)' to touch)" : nil } ?? ""
        return VStack(alignment: .leading, spacing: Space.sm) {
            Draw(idealSize: screen.size) { _, _ in [screen] + (center.map { [TouchMarker.dot(at: $0)] } ?? []) }
                .frame(width: screen.size.width, height: screen.size.height)
                .clipShape(.rounded(screenCornerRadius))
                .overlay(ShapeView(.rounded(screenCornerRadius)).stroke(.separator, width: 1))
            Text("\(number)  \(step.caption)\(missing)", style: .subheadline, color: missing.isEmpty ? .secondaryLabel : .destructive)
                .frame(width: screen.size.width, alignment: .leading)
        }
    }
}
