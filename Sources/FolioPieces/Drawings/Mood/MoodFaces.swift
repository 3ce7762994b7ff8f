import FolioLayout

/// The five check-in faces from awful to great, each over its word; the selected face grows with a
/// spring and wears a ring of its colour, the others step back. Each face is a tap target. Right to
/// left the scale runs from the right.
///
/// ```swift
/// MoodFaces(selected: .good)
/// MoodFaces(selected: .great, progress: 0.4)   // mid-spring
/// ```
public struct MoodFaces: View {
    /// The chosen face, or nil before checking in.
    public var selected: MoodFace?
    /// How far the selection has sprung in, 0…1 (it overshoots a little on the way).
    public var progress: Double

    public init(selected: MoodFace? = nil, progress: Double = 1) {
        self.selected = selected
        self.progress = progress
    }

    /// How much larger the selected face is than the others.
    static let selectedScale = 1.28

    public var body: any View {
        DrawingBoard(idealWidth: 340, height: { width in Self.metrics(width: width).height }, place: { _ in [] },
                     art: { size, env in self.frames(in: size, env: env) })
            .role(.group, name: "mood faces")
    }

    /// The face diameter, ring and row height for a width.
    static func metrics(width: Double) -> (face: Double, ring: Double, height: Double) {
        let slot = width / 5
        let face = min(52, slot * 0.66)
        let ring = face * selectedScale / 2 + 6
        return (face, ring, 2 * ring + 6 + TextStyle.caption.size * 1.3)
    }

    private func frames(in size: Size, env: Environment) -> [Frame] {
        let (face, ring, _) = Self.metrics(width: size.width)
        let slot = size.width / 5
        let grow = Motion.spring(progress)
        return MoodFace.allCases.enumerated().map { i, mood in
            let isSelected = mood == selected
            let dimmed = selected != nil && !isSelected
            let d = face * (isSelected ? 1 + (Self.selectedScale - 1) * grow : (dimmed ? 0.9 : 1))
            let c = Point(x: slot * (Double(i) + 0.5), y: ring)
            var parts = MoodFaceArt.frames(mood, in: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d),
                                           size: size, env: env)
            if isSelected {
                let r = d / 2 + 4
                let stroke = Stroke(env.resolve(mood.color).opacity(min(1, progress * 2)), width: 2.5)
                parts.insert(DrawingArt.shape(.circle(center: c, radius: r), size: size, stroke: stroke, role: .indicator,
                                              name: "selection ring"), at: 0)
            }
            let word = isSelected ? TextStyle.caption.weight(.semibold) : TextStyle.caption
            // Only the faces dim beside a choice; their names stay at 4.5:1 on a sheet or a screen.
            let ink = isSelected ? env.resolve(.label) : ControlInk.quiet(env.resolve(.secondaryLabel), label: env.resolve(.label),
                                                                           on: [env.resolve(.card), env.resolve(.groupedBackground)])
            let name = DrawingArt.label(mood.word, style: word, color: ink, top: Point(x: c.x, y: 2 * ring + 6), maxWidth: slot, env: env)
            let faces = DrawingArt.group(parts, size: size, opacity: dimmed ? 0.72 : 1)
            // The slot a finger hits: the face's column, at least 44 pt square.
            let hit = Rect(x: slot * Double(i), y: 0, width: slot, height: size.height)
            var button = Frame.group([faces, name].map { DrawingArt.move($0, by: Point(x: -hit.minX, y: 0)) }, origin: hit.origin,
                                     size: hit.size, role: .button, name: mood.title)
            button.isTapTarget = true
            // A scale from awful to great runs in the reading direction: from the right, right to left.
            if env.layoutDirection == .rightToLeft { button.origin.x = size.width - hit.maxX }
            return button
        }
    }
}
