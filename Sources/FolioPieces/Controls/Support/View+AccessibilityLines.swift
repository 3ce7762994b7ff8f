import FolioLayout

extension View {
    /// At most `lines` lines up to xxxLarge, and as many as the text needs at the accessibility
    /// sizes: a name, a title or an amount wraps there instead of ending in "…", as iOS's rows do.
    func lineLimitUntilAccessibility(_ lines: Int) -> any View {
        EnvironmentReader { env in
            self.lineLimit(env.textSize.isAccessibilitySize ? nil : lines)
        }
    }
}
