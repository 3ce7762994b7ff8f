import FolioDomain
import FolioLayout
import FolioPieces

/// The method under a recipe's ingredients: each step numbered in an accent disc, its words
/// wrapped in full, and the timer or oven setting it calls for in a quiet line under them.
struct RecipeMethod: View {
    var recipe: Recipe
    var units: UnitSystem

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            HStack(spacing: Space.xs) {
                Text(recipeStrings("Method"), style: .headline).lineLimit(1).layoutPriority(1)
                Spacer(minLength: 0)
                Text(recipeStrings("%lld steps", .integer(recipe.steps.count)), style: .footnote, color: .secondaryLabel).lineLimit(1)
            }
            for (i, step) in recipe.steps.enumerated() {
                HStack(alignment: .top, spacing: Space.sm) {
                    Text(Format.grouped(i + 1), style: TextStyle.subheadline.weight(.bold).tabular(), color: .accentForeground)
                        .lineLimit(1)
                        .scaledFrame(side: 26, like: .subheadline)
                        .background(ShapeView(.circle).fill(.accent))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(step.text, style: .subheadline).lineLimit(6)
                        if let note = note(step) {
                            Text(note, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .role(.row, name: "method step \(i + 1)")
            }
        }
        .card(name: "Method")
        .cardShadow()
    }

    /// "25 min · Oven 200°C": what the step sets, if anything.
    private func note(_ step: RecipeStep) -> String? {
        let parts = [step.timerMinutes.map { recipeStrings("%@ timer", .text(RecipeFormat.minutes($0))) },
                     step.oven.map { recipeStrings("Oven %@", .text(RecipeAmounts.oven($0, in: units))) }]
        let set = parts.compactMap { $0 }
        return set.isEmpty ? nil : set.joined(separator: " · ")
    }
}
