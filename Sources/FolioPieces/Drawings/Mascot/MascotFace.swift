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
