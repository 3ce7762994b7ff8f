/// The rules `lint` checks on a frame tree.
public enum LintRule: String, Hashable, Sendable, CaseIterable {
    /// A card is not a continuous rounded rectangle of the theme's card radius.
    case cardShape = "card-shape"
    /// A tile is not a continuous rounded rectangle of the theme's tile radius.
    case tileShape = "tile-shape"
    /// An action is not a capsule (a pill), or a round button is not a circle or capsule.
    case actionShape = "action-shape"
    /// Text needs more room than its frame gives it (by more than half a point).
    case textOverflow = "text-overflow"
    /// Text has glyphs no pinned font can draw.
    case unknownGlyphs = "unknown-glyphs"
    /// A tap target is smaller than 44 × 44 pt.
    case tapTarget = "tap-target"
    /// A toast or overlay lies over the text of a header or navigation bar.
    case overlayOnTitle = "overlay-on-title"
    /// Text reads at less than 3:1 against the solid fills under it.
    case contrast
    /// Cards or tiles on one grid miss each other's edges by less than 4 pt.
    case nearMiss = "near-miss"
    /// A colour that only another app's theme names.
    case foreignColor = "foreign-color"
    /// A tap target reaches past the bottom edge of its screen.
    case offScreen = "off-screen"
}
