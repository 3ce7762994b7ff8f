import FolioLayout

/// Odometer — a number whose changed digit columns roll from the old value to the new one, in
/// tabular figures so the columns stay put: at `t` = 0 it reads `from`, at 1 `to`, in between each
/// changed column is mid-scroll, clipped to its cell. The value strings come preformatted
/// ("$1,240", "12"); the piece knows no number rules beyond lining up the columns.
public struct Odometer: View {
    /// The value before the change.
    public var from: String
    /// The value after it.
    public var to: String
    /// How far the roll has gone, 0…1.
    public var t: Double
    /// The type; tabular figures are always switched on.
    public var style: TextStyle
    /// The colour of the digits, or the environment's foreground.
    public var color: ThemeColor?

    public init(from: String, to: String, t: Double = 1, style: TextStyle = .largeTitle, color: ThemeColor? = nil) {
        self.from = from
        self.to = to
        self.t = t
        self.style = style
        self.color = color
    }

    /// A value at rest (no roll).
    public init(_ value: String, style: TextStyle = .largeTitle, color: ThemeColor? = nil) {
        self.init(from: value, to: value, t: 1, style: style, color: color)
    }

    public var body: any View {
        // A number reads left to right in any language: its digits never swap places.
        RollingDigits(from: from, to: to, t: t, style: style.tabular(), color: color)
            .keepsLeftToRight()
            .role(.group, name: "odometer")
    }
}
