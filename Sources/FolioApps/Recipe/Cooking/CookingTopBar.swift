import FolioLayout
import FolioPieces

/// Cooking mode's top: the recipe's name over which step of how many, centred, and Done at the
/// trailing edge, the one way out (a full-screen cooking mode has no back chevron as well).
struct CookingTopBar: View {
    var title: String
    /// "Step 2 of 6".
    var step: String

    var body: any View {
        // At the accessibility sizes Done takes a line of its own above the name, which wraps whole
        // instead of running under it.
        EnvironmentReader { env in
            if env.textSize.isAccessibilitySize {
                VStack(spacing: 2) {
                    HStack(spacing: 0) { Spacer(minLength: 0); done }
                    titles
                }
            } else {
                ZStack {
                    titles.padding(.horizontal, 64)
                    HStack(spacing: 0) { Spacer(minLength: 0); done }
                }
            }
        }
        .frame(maxWidth: .infinity)
        .role(.group, name: "cooking bar")
    }

    /// The recipe's name over the step, centred.
    private var titles: any View {
        VStack(spacing: 2) {
            Text(title, style: .headline).whole()
            Text(step, style: TextStyle.footnote.weight(.semibold).tabular(), color: .secondaryLabel).whole()
        }
    }

    private var done: any View {
        Text(recipeStrings("Done"), style: .headline, color: .accent)
            .lineLimit(1)
            .frame(minWidth: 44, minHeight: 44)
            .role(.button, name: recipeStrings("Done"))
            .tapTarget()
    }
}
