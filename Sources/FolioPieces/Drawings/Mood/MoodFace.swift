import FolioLayout

/// One of the five check-in faces, from awful (1) to great (5), with its colour: a red-to-green
/// scale of soft, warm hues designed again for dark so every face reads on both.
public enum MoodFace: Int, Hashable, Sendable, CaseIterable, Comparable {
    case awful = 1, bad, okay, good, great

    /// The face for a score of 1 (awful) … 5 (great), or nil outside that range.
    public init?(score: Int) {
        self.init(rawValue: score)
    }

    /// 1 (awful) … 5 (great).
    public var score: Int { rawValue }

    /// The face's English name ("Good"): its key in a string catalog and its name in the frame tree.
    public var title: String {
        switch self {
        case .awful: "Awful"
        case .bad: "Bad"
        case .okay: "Okay"
        case .good: "Good"
        case .great: "Great"
        }
    }

    /// The word under the face in the locale being drawn ("Good", "Gut", "جيد"), from the shared
    /// catalog.
    public var word: String { PieceWords.localized(title) }

    /// The face's colour.
    public var color: ThemeColor {
        switch self {
        case .awful: ThemeColor(light: 0xF0766B, dark: 0xE0665C)
        case .bad: ThemeColor(light: 0xF6A160, dark: 0xE38E50)
        case .okay: ThemeColor(light: 0xF3CB5A, dark: 0xDDB44A)
        case .good: ThemeColor(light: 0x9CD27C, dark: 0x86BE66)
        case .great: ThemeColor(light: 0x56C6A2, dark: 0x47B28F)
        }
    }

    public static func < (a: MoodFace, b: MoodFace) -> Bool { a.rawValue < b.rawValue }

    var eyes: FaceArt.Eyes { self == .great ? .squint : .dot }

    var mouth: FaceArt.Mouth {
        switch self {
        case .awful: .deepFrown
        case .bad: .frown
        case .okay: .flat
        case .good: .smile
        case .great: .grin
        }
    }
}

/// A mood face drawn in a circle: its colour with a soft light from the top left, a rim, a gloss,
/// and features in a deep shade of the same hue.
enum MoodFaceArt {
    /// The frames of `mood`'s face filling the circle in `rect` (in a frame of `size`).
    static func frames(_ mood: MoodFace, in rect: Rect, size: Size, env: Environment) -> [Frame] {
        let base = env.resolve(mood.color)
        let d = rect.width
        let disc = Path.ellipse(in: rect)
        let body = DrawingArt.radial(Point(x: rect.minX + d * 0.36, y: rect.minY + d * 0.3), d * 0.78,
                                     [(0, DrawingArt.tone(base, 0.32)), (0.6, base), (1, DrawingArt.tone(base, -0.12))])
        let ink = DrawingArt.tone(base, -0.68)
        let shine = env.resolve(DrawingPalette.shine)
        let layout = FaceArt.Layout(
            leftEye: Point(x: rect.minX + d * 0.35, y: rect.minY + d * 0.42),
            rightEye: Point(x: rect.minX + d * 0.65, y: rect.minY + d * 0.42),
            eye: Size(width: d * 0.1, height: d * 0.12),
            mouth: Point(x: rect.midX, y: rect.minY + d * 0.64), mouthWidth: d * 0.36, line: max(1.2, d * 0.055))
        let frames = [
            DrawingArt.shape(disc, size: size, fill: body,
                             stroke: Stroke(.solid(DrawingArt.tone(base, -0.14).opacity(0.5)), width: max(0.75, d * 0.015))),
            DrawingArt.glint(Rect(x: rect.minX + d * 0.18, y: rect.minY + d * 0.1, width: d * 0.36, height: d * 0.22),
                             size: size, color: shine, alpha: 0.5),
        ]
        return frames + FaceArt.features(eyes: mood.eyes, mouth: mood.mouth, brows: mood == .awful, layout: layout, ink: ink,
                                         tongue: env.resolve(DrawingPalette.tongue), shine: shine, size: size)
    }
}
