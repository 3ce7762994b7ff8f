import FolioLayout

/// A mascot's expression: the eyes and mouth it draws. Screens map their own moods onto it
/// (`MascotFace(mood:)` for the five check-in faces).
public enum MascotFace: String, Hashable, Sendable, CaseIterable {
    /// Open eyes with a glint, a small open smile.
    case happy
    /// Peaceful closed eyes, a soft smile.
    case calm
    /// Half-closed eyes, a small yawn and a couple of z's.
    case sleepy
    /// Squinting with joy, a wide open grin (goal met).
    case grinning
    /// Worried brows over open eyes, a frown.
    case sad

    /// The expression that matches a check-in mood: awful and bad are sad, okay is calm, good is
    /// happy, great is grinning.
    public init(mood: MoodFace) {
        switch mood {
        case .awful, .bad: self = .sad
        case .okay: self = .calm
        case .good: self = .happy
        case .great: self = .grinning
        }
    }

    /// The face in a mascot's unit box: rosy cheeks, eyes, mouth (and worried brows when sad), with
    /// z's drifting up from `sleepyAt` when sleepy.
    public func frames(layout: FaceArt.Layout, cheeks: [Rect], sleepyAt: Point, inks: MascotInks) -> [Frame] {
        let unit = MascotVessel.unit
        var frames = cheeks.map { DrawingArt.glint($0, size: unit, color: inks.cheek, alpha: 0.6) }
        frames += FaceArt.features(eyes: eyes, mouth: mouth, brows: self == .sad, layout: layout, ink: inks.faceInk,
                                   tongue: inks.tongue, shine: inks.shine, size: unit)
        if self == .sleepy { frames += MascotVessel.sleepyZs(at: sleepyAt, inks: inks) }
        return frames
    }

    var eyes: FaceArt.Eyes {
        switch self {
        case .happy, .sad: .open
        case .calm: .closed
        case .sleepy: .drowsy
        case .grinning: .squint
        }
    }

    var mouth: FaceArt.Mouth {
        switch self {
        case .happy: .open
        case .calm: .smile
        case .sleepy: .yawn
        case .grinning: .grin
        case .sad: .frown
        }
    }
}
