import FolioLayout
import FolioPieces

/// Measures text the way a layout that chooses between side by side and stacked needs (SwiftUI's
/// `ViewThatFits`): Budget Envelopes' amounts and titles are whole, so where a locale's longer
/// words or money ("US$ 2,850.37") do not fit beside each other, the layout stacks them instead
/// of breaking them across lines.
enum TextFit {
    /// The width of `text` in `style` on one line, in `env`.
    static func width(_ text: String, _ style: TextStyle, _ env: Environment) -> Double {
        layout(Text(text, style: style).fixedSize(), in: Size(width: 10_000, height: 1_000), environment: env)
            .children.first?.rect.width ?? 0
    }

    /// The columns of a Stat Grid `width` wide holding `stats`: two when every value and every label
    /// (after its 14 pt symbol) fits its half of the grid on one line (a tile's padding either side),
    /// else one, so no amount breaks and no label is cut.
    static func statColumns(_ stats: [StatGrid.Stat], width: Double, _ env: Environment) -> Int {
        let half = (width - Space.sm) / 2 - 2 * Space.md
        let fits = stats.allSatisfy { stat in
            self.width(stat.value, TextStyle.title2.tabular(), env) <= half
                && self.width(stat.label, TextStyle.footnote.weight(.medium), env) + 14 + Space.xxs <= half
        }
        return fits ? 2 : 1
    }
}
