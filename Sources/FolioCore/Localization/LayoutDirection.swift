/// The direction a locale's lines and layouts run: left to right (English, German) or right to left
/// (Arabic, and the right-to-left pseudo-locale). Carried in the layout environment, whose containers
/// mirror by it (README, "Right to left").
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case leftToRight
    /// Lines start at the right edge: leading is the right.
    case rightToLeft
}
