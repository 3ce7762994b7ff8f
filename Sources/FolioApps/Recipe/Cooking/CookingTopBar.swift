import FolioLayout
import FolioPieces

/// Cooking mode's top: the recipe's name over which step of how many, centred, and Done at the
/// trailing edge, the one way out (a full-screen cooking mode has no back chevron as well).
struct CookingTopBar: View {
    var title: String
    /// "Step 2 of 6".
    var step: String

    var body: any View {
        ZStack {
            VStack(spacing: 2) {
                Text(title, style: .headline).lineLimit(1)
                Text(step, style: TextStyle.footnote.weight(.semibold).tabular(), color: .secondaryLabel).lineLimit(1)
            }
            .padding(.horizontal, 64)
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                Text(recipeStrings("Done"), style: .headline, color: .accent)
                    .lineLimit(1)
                    .frame(minWidth: 44, minHeight: 44)
                    .role(.button, name: recipeStrings("Done"))
                    .tapTarget()
            }
        }
        .frame(maxWidth: .infinity)
        .role(.group, name: "cooking bar")
    }
}
