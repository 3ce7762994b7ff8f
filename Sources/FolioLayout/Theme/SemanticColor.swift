/// The colours every palette defines, named by purpose rather than by hue.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// The screen behind plain content.
    case background
    /// The screen behind cards (iOS grouped background).
    case groupedBackground
    /// A card's surface.
    case card
    /// A surface raised above a card (a chip on a card, a sheet in dark).
    case raised
    /// Primary text.
    case label
    /// Secondary text (subtitles, captions).
    case secondaryLabel
    /// Tertiary text (placeholders, disabled).
    case tertiaryLabel
    /// Hairlines between rows.
    case separator
    /// The app's action colour (pills, checks, selected tabs).
    case accent
    /// Text and icons drawn on the accent.
    case accentForeground
    /// A quiet control fill (secondary pills, tracks, segmented backgrounds).
    case fill
    /// The tint laid over a glass backdrop.
    case glassTint
    /// The bright rim stroked around glass.
    case glassRim
    /// The colour of card shadows.
    case shadow
    /// Deleting and other destructive actions.
    case destructive
    /// Done, goal met, under budget.
    case success
    /// Running low, nearly over.
    case warning
}
