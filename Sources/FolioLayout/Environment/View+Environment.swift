extension View {
    /// Sets a value of the environment for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<Environment, Value>, _ value: Value) -> any View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Sets a value added under an ``EnvironmentKey`` for this view and everything inside it.
    public func environment<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> any View {
        EnvironmentModifier(content: self) { $0[key] = value }
    }

    /// The colour of text, icons and unfilled shapes inside.
    public func foreground(_ color: ThemeColor) -> any View {
        environment(\.foreground, color)
    }

    /// The text style of every ``Text`` inside that names none.
    public func font(_ style: TextStyle) -> any View {
        environment(\.font, style)
    }

    /// The most lines each ``Text`` inside may take; the last kept line ends in an ellipsis.
    public func lineLimit(_ lines: Int?) -> any View {
        environment(\.lineLimit, lines)
    }

    /// Caps the Dynamic Type size inside at `largest`, as iOS caps its own chrome (the status bar and
    /// the tab bar's labels do not grow past Large) and `.dynamicTypeSize(...largest)` does in SwiftUI.
    public func textSizeCapped(at largest: DynamicTypeSize) -> any View {
        EnvironmentModifier(content: self) { $0.textSize = min($0.textSize, largest) }
    }

    /// A square frame of `side` points at Large that grows with text of `row` (as `@ScaledMetric`
    /// does): a badge or disc that holds text or an icon sitting with text.
    public func scaledFrame(side: Double, like row: DynamicTypeStyle = .body) -> any View {
        EnvironmentReader { env in
            let scaled = env.scaled(side, like: row)
            self.frame(width: scaled, height: scaled)
        }
    }

    /// How the lines of multi-line text inside sit in their box.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> any View {
        environment(\.textAlignment, alignment)
    }

    /// Lays this view out in another theme (a dark card on a light page, a specimen of another app).
    public func theme(_ theme: Theme) -> any View {
        environment(\.theme, theme)
    }
}
