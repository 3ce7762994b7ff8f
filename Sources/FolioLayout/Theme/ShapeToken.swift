/// The shapes of the shape lock, named by use; the theme turns each into a ``Shape`` (cards and
/// tiles get the app's radius with continuous corners, actions are capsules).
public enum ShapeToken: String, Hashable, Sendable, CaseIterable {
    /// A card: 28 pt in Self-Care Pet, 24 pt in the other apps.
    case card
    /// A tile (a smaller card in a grid or list): 20 pt in Self-Care Pet, 16 pt in the other apps.
    case tile
    /// A small control that is not an action (a field, a chip, a key): 12 pt.
    case control
    /// An action: a capsule whose radius is half its height.
    case pill
    /// A round button or avatar: a circle in the middle of the box.
    case circle

    /// The role a surface of this shape usually plays in the frame tree.
    public var role: Role {
        switch self {
        case .card: .card
        case .tile: .tile
        case .control: .field
        case .pill: .pill
        case .circle: .button
        }
    }
}
