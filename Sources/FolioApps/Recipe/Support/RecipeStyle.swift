import FolioLayout
import FolioPieces

/// The Recipe app's shared layout: its three tabs on the dock and the measures every screen keeps.
enum RecipeStyle {
    /// Library, Plan and Shopping, in the render's locale.
    static var tabs: [FloatingDock.Tab] {
        [FloatingDock.Tab(recipeStrings("Library"), icon: .book), FloatingDock.Tab(recipeStrings("Plan"), icon: .calendar),
         FloatingDock.Tab(recipeStrings("Shopping"), icon: .cart)]
    }

    /// The side margins of every screen.
    static let margin = Space.lg

    /// A section's heading ("Cook again") with an optional quiet note at the trailing end.
    static func heading(_ title: String, note: String? = nil) -> any View {
        HStack(alignment: .bottom, spacing: Space.xs) {
            Text(title, style: .title3).lineLimit(1).layoutPriority(1)
            Spacer(minLength: 0)
            if let note { Text(note, style: .footnote, color: .secondaryLabel).lineLimit(1) }
        }
    }
}
