import FolioLayout

/// How far a screen's scroll view is scrolled, in points from the top, set from outside the screen
/// (a story's scroll offset) so any screen can be shown scrolled without taking a parameter. The
/// screen clamps it to its content: `.infinity` shows the end of the scroll on every device. A sheet
/// scrolls its own content by it and shows the screen behind at rest.
public enum ScreenScrollKey: EnvironmentKey {
    public static let defaultValue = 0.0
}

extension View {
    /// This screen scrolled `offset` points down (`.infinity`: to its end), as a story or a flow
    /// step that shows a scrolled screen draws it.
    public func scrolled(_ offset: Double) -> any View {
        environment(ScreenScrollKey.self, offset)
    }
}
