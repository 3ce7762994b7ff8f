import FolioDomain
import FolioLayout
import FolioPieces

/// The library (tab 0): the header with search and a new recipe, then All / Quick / Soups in
/// Tracking Tabs, each page a Cover Grid of the recipes to cook again (most recently cooked first)
/// over Media Rows of the tab's other recipes, each with its cover, its time and two lines on it.
struct RecipeLibraryScreen: View {
    var snapshot: RecipeSnapshot
    /// Where the pages are (0 All, 1 Quick, 2 Soups); between two while swiping.
    var position: Double
    /// The recipe under the finger, if any.
    var pressed: String?

    /// How many covers the cook-again grid shows.
    static let gridCount = 3

    init(_ snapshot: RecipeSnapshot, position: Double? = nil, pressed: String? = nil) {
        self.snapshot = snapshot
        self.position = position ?? Double(LibraryTab.allCases.firstIndex(of: snapshot.tab) ?? 0)
        self.pressed = pressed
    }

    var body: any View {
        let quick = snapshot.recipes(on: .quick).count
        return Screen(background: .background, chrome: .dock(selected: 0, tabs: RecipeStyle.tabs)) {
            VStack(alignment: .leading, spacing: Space.xs) {
                ScreenHeader(recipeStrings("Recipes"),
                             subtitle: recipeStrings("%1$lld recipes · %2$lld quick", .integer(snapshot.recipes.count), .integer(quick)), buttons: [
                    RoundButton(.search, name: recipeStrings("Search")), RoundButton(.plus, name: recipeStrings("New recipe")),
                ])
                .padding(.horizontal, RecipeStyle.margin)
                TrackingTabs([recipeStrings("All"), recipeStrings("Quick"), recipeStrings("Soups")], position: position, background: .background) {
                    for tab in LibraryTab.allCases { page(tab) }
                }
                .padding(.horizontal, RecipeStyle.margin)
            }
            .padding(.top, Space.xs)
        }
    }

    private func page(_ tab: LibraryTab) -> any View {
        let again = Array(snapshot.cookAgain(on: tab).prefix(Self.gridCount))
        let shown = Set(again.map(\.id))
        let rest = snapshot.recipes(on: tab).filter { !shown.contains($0.id) }
        return VStack(alignment: .leading, spacing: Space.sm) {
            if again.isEmpty {
                EmptyNote(text: snapshot.recipes(on: tab).isEmpty ? recipeStrings("No recipes here yet.") : recipeStrings("Nothing cooked from here yet."))
            } else {
                RecipeStyle.heading(recipeStrings("Cook again"))
                // At the accessibility sizes two covers share a row, so a title's longest word fits
                // its column (three broke "Chickpea" inside the word at AX3).
                EnvironmentReader { env in
                    RecipeCoverGrid(recipes: again, detail: lastCooked, columns: env.textSize.isAccessibilitySize ? 2 : Self.gridCount)
                }
                .padding(.bottom, Space.xs)
            }
            if !rest.isEmpty {
                RecipeStyle.heading(Self.restTitle(tab, afterGrid: !again.isEmpty), note: recipeStrings("%lld recipes", .integer(rest.count)))
                RecipeRows(recipes: rest, pressed: pressed)
            }
        }
        .frame(maxWidth: .infinity, alignment: .top)
    }

    /// The rows' heading: below the cook-again grid the rows are the tab's other recipes, so
    /// their count and the grid's add up to the tab's.
    static func restTitle(_ tab: LibraryTab, afterGrid: Bool) -> String {
        switch tab {
        case .all: afterGrid ? recipeStrings("More recipes") : recipeStrings("All recipes")
        case .quick: afterGrid ? recipeStrings("More under 30 minutes") : recipeStrings("Under 30 minutes")
        case .soups: afterGrid ? recipeStrings("More soups") : recipeStrings("Soups")
        }
    }

    private func lastCooked(_ recipe: Recipe) -> String {
        guard let day = recipe.lastCooked else { return RecipeFormat.minutes(recipe.totalMinutes) }
        let ago = snapshot.date.days(since: day)
        if ago == 0 { return recipeStrings("Cooked today") }
        if ago == 1 { return recipeStrings("Yesterday") }
        return ago < 7 ? recipeStrings("%lld days ago", .integer(ago)) : RecipeFormat.short(day)
    }
}

/// Media Rows of recipes on a card, every one of them: the screen scrolls past what the phone
/// cannot show.
struct RecipeRows: View {
    var recipes: [Recipe]
    var pressed: String?

    /// The name of a recipe's row, for flows to point at.
    static func rowName(_ recipe: Recipe) -> String { "recipe \(recipe.id)" }

    var body: any View {
        VStack(spacing: 0) {
            for (i, recipe) in recipes.enumerated() {
                if i > 0 { Divider().padding(.leading, Space.md + 60 + Space.sm) }
                MediaRow(picture: RecipeCover.view(recipe, .row), title: recipe.title, detail: recipe.summary,
                         accessory: .pill(RecipeFormat.compactMinutes(recipe.totalMinutes), icon: .clock), pictureSide: 60)
                    // Pressed, the row is highlighted as iOS highlights a cell; dimming it would take its
                    // words below what reads.
                    .background(recipe.id == pressed ? ShapeView(.rounded(Space.md)).fill(.fill) : Spacer(minLength: 0))
                    .role(.group, name: Self.rowName(recipe))
            }
        }
        .role(.group, name: "recipes")
            .card(name: "Recipe rows", padding: 0)
            .cardShadow()
    }
}

/// A quiet line on a tile where a list is honestly empty.
struct EmptyNote: View {
    var text: String

    var body: any View {
        Text(text, style: .subheadline, color: .secondaryLabel)
            .lineLimit(2)
            .frame(maxWidth: .infinity, minHeight: 56)
            .tile(name: "empty", fill: .fill)
    }
}
