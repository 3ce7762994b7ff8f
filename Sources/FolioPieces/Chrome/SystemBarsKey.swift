import FolioLayout

/// Whether a ``Screen`` draws its own status bar and home indicator (true, the default). The screen
/// behind a large sheet does not: iOS draws one status bar above both, on the black around the
/// scaled-back screen, and the sheet has the home indicator.
public enum SystemBarsKey: EnvironmentKey {
    public static let defaultValue = true
}
