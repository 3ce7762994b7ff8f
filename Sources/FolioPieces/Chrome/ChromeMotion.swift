import FolioLayout

/// How far a sheet has risen toward its detent, set from outside a screen so a flow can show any
/// screen's sheet rising or being dragged away without the screen taking a parameter: it
/// multiplies the sheet's own `rise` (1, the default, leaves every sheet as its screen draws it).
public enum SheetRiseKey: EnvironmentKey {
    public static let defaultValue = 1.0
}

/// A tab switch in progress, set from outside a screen so a flow can show the dock's selection
/// sliding from the tab it left: the tab index it comes from (nil: none) and how far along it is.
public enum DockMotionKey: EnvironmentKey {
    public static let defaultValue: DockMotion? = nil
}

/// The dock's selection `t` of the way (along the standard spring) from tab `from`.
public struct DockMotion: Hashable, Sendable {
    /// The tab the selection comes from.
    public var from: Int
    /// How far along it is (0…1 of the spring's time).
    public var t: Double

    public init(from: Int, t: Double) {
        self.from = from
        self.t = t
    }
}
