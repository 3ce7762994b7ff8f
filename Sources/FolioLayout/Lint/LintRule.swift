/// The rules `lint` checks on a frame tree (and, for `pixel-contrast`, on its rendered pixels).
public enum LintRule: String, Hashable, Sendable, CaseIterable {
    /// A card is not a continuous rounded rectangle of the theme's card radius.
    case cardShape = "card-shape"
    /// A tile is not a continuous rounded rectangle of the theme's tile radius.
    case tileShape = "tile-shape"
    /// An action is not a capsule (a pill), or a round button is not a circle or capsule.
    case actionShape = "action-shape"
    /// Text needs more room than its frame gives it (by more than half a point).
    case textOverflow = "text-overflow"
    /// Text wraps onto more lines than it has places to break: a word is split across lines.
    case brokenWord = "broken-word"
    /// Text that must be read whole (a title, an amount, a name, a time) is truncated or ellipsized.
    case truncatedWhole = "truncated-whole"
    /// Text has glyphs no pinned font can draw.
    case unknownGlyphs = "unknown-glyphs"
    /// A tap target is smaller than 44 × 44 pt.
    case tapTarget = "tap-target"
    /// A toast or popover lies over text, an icon, a picture, a mascot, a chart or a tap target.
    case overlayOnText = "overlay-on-text"
    /// Text reads at less than 3:1 against the solid fills under it.
    case contrast
    /// Text or an icon reads under WCAG's 4.5:1 (body) or 3:1 (large text, icons) on the pixels drawn
    /// under it: an error on key elements (actions, titles, amounts, chrome, large text, icons), a warning on other text.
    case pixelContrast = "pixel-contrast"
    /// Cards or tiles on one grid miss each other's edges by less than 4 pt.
    case nearMiss = "near-miss"
    /// A colour that only another app's theme names.
    case foreignColor = "foreign-color"
    /// A tap target reaches past the bottom edge of its screen.
    case offScreen = "off-screen"
    /// Content outside a scroll view lies under the dock, the home indicator or a sheet's bottom edge.
    case underChrome = "under-chrome"
    /// A catalog lookup fell back to the source while laid out in a locale: a key missing from its
    /// app's catalog, or with no translation in that locale.
    case untranslated
    /// Laid out right to left, a leading element did not move to the mirrored side.
    case mirroredLayout = "mirrored-layout"

    /// The names of the frames that float over a screen's content (a toast, a popover), which
    /// `overlay-on-text` keeps off text.
    public static let overlayFrameNames: Set<String> = ["toast", "popover"]

    /// How much a finding of the rule weighs: errors fail `folio lint`, warnings are reported.
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// Every rule's findings are errors, but those of measured contrast on text that is not a key
    /// element (a caption, a secondary line, not an action's label, a title, an amount or the
    /// chrome): those are warnings (see ``LintFinding/severity``).
    public var severity: Severity { .error }

    /// One line saying what the rule finds, for `folio lint --help`.
    public var summary: String {
        switch self {
        case .cardShape: "a card is not a continuous rounded rectangle of the app's card radius"
        case .tileShape: "a tile is not a continuous rounded rectangle of the app's tile radius"
        case .actionShape: "an action is not a capsule, or a round button not a circle"
        case .textOverflow: "text needs more room than its frame gives it"
        case .brokenWord: "text is split inside a word: more lines than it has places to break"
        case .truncatedWhole: "text that must be whole (a title, amount, name or time) is truncated or ellipsized"
        case .unknownGlyphs: "text has glyphs no pinned font can draw"
        case .tapTarget: "a tap target is smaller than 44 × 44 pt"
        case .overlayOnText: "a toast or popover covers text, an icon, a picture, a mascot, a chart or a tap target"
        case .contrast: "text reads under 3:1 on the solid fills under it (from the frame tree)"
        case .pixelContrast: "text under 4.5:1 (3:1 when large) or an icon under 3:1 on the pixels drawn under it (a warning off key elements)"
        case .nearMiss: "cards or tiles on one grid miss each other's edges by less than 4 pt"
        case .foreignColor: "a colour only another app's theme names"
        case .offScreen: "a tap target outside a scroll reaches past the screen's bottom edge"
        case .underChrome: "content outside a scroll lies under the dock, the home indicator or a sheet's edge"
        case .untranslated: "a string fell back to English: its key is missing from the app's catalog or untranslated in the locale"
        case .mirroredLayout: "right to left (ar, ar-XB), a leading element did not move to the mirrored side"
        }
    }
}
