import FolioDomain
import FolioLayout
import FolioPieces

/// The shopping list (tab 2): what is left to buy as a rolling Odometer count, over the list's
/// aisles in Tracking Tabs, each page the aisle's Task Rows — the amounts summed over the week's
/// remaining meals, ticked ones struck through — over the other aisles, each a row that opens it.
struct RecipeShoppingScreen: View {
    var snapshot: RecipeSnapshot
    /// Where the aisle pages are (0 the first aisle); between two while swiping.
    var position: Double?
    /// The count the odometer rolls from, and how far it has rolled (0…1).
    var rollingFrom: Int?
    var roll: Double

    init(_ snapshot: RecipeSnapshot, position: Double? = nil, rollingFrom: Int? = nil, roll: Double = 1) {
        self.snapshot = snapshot
        self.position = position
        self.rollingFrom = rollingFrom
        self.roll = roll
    }

    var body: any View {
        let list = snapshot.shoppingList
        let aisles = list.aisles
        let at = position ?? Double(snapshot.aisle.flatMap { aisles.firstIndex(of: $0) } ?? 0)
        return Screen(background: .background, chrome: .dock(selected: 2, tabs: RecipeStyle.tabs)) {
            VStack(alignment: .leading, spacing: Space.md) {
                ScreenHeader(recipeStrings("Shopping"), subtitle: subtitle, buttons: [RoundButton(.share, name: recipeStrings("Share list"))])
                    .padding(.horizontal, RecipeStyle.margin)
                count(list).padding(.horizontal, RecipeStyle.margin)
                if aisles.isEmpty {
                    EmptyNote(text: recipeStrings("Nothing to buy: plan a meal and its ingredients land here.")).padding(.horizontal, RecipeStyle.margin)
                } else {
                    TrackingTabs(aisles.map(RecipeWords.aisle), position: at, background: .background) {
                        for aisle in aisles { page(aisle, list) }
                    }
                    .padding(.horizontal, RecipeStyle.margin)
                }
            }
            .padding(.top, Space.xs)
        }
    }

    private var subtitle: String {
        let meals = snapshot.shoppingMeals
        guard let last = meals.last else { return recipeStrings("No meals planned from today") }
        if meals.count == 1 {
            guard last.date == snapshot.date else { return recipeStrings("For 1 meal on %@", .text(RecipeFormat.weekdayName(last.date))) }
            return snapshot.recipe(last.recipeID).map { recipeStrings("For tonight's %@", .text($0.title)) } ?? recipeStrings("For tonight's meal")
        }
        return recipeStrings("For %1$lld meals until %2$@", .integer(meals.count), .text(RecipeFormat.weekdayName(last.date)))
    }

    /// The items left, rolling when one is ticked, beside how many are ticked of all (under it at
    /// the accessibility sizes, where the two would cut each other short).
    private func count(_ list: ShoppingList) -> any View {
        let now = Format.grouped(list.remaining)
        let left = list.remaining == 0 && !list.items.isEmpty ? recipeStrings("left: all done")
            : recipeStrings("%lld items left", .integer(list.remaining))  // the words after the odometer's count
        let rolling = HStack(alignment: .bottom, spacing: Space.xs) {
            Odometer(from: rollingFrom.map(Format.grouped) ?? now, to: now, t: roll, style: .largeTitle, color: .accent)
            Text(left, style: .headline, color: .secondaryLabel).whole().padding(.bottom, 5)
        }
        let ticked = Text(recipeStrings("%1$lld of %2$lld ticked", .integer(list.ticked), .integer(list.items.count)),
                          style: TextStyle.footnote.tabular(), color: .secondaryLabel).whole()
        return EnvironmentReader { env in
            if env.textSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: Space.xxs) { rolling; ticked }
            } else {
                HStack(alignment: .bottom, spacing: Space.xs) {
                    rolling
                    Spacer(minLength: 0)
                    ticked.padding(.bottom, 7)
                }
            }
        }
        .role(.group, name: "items left")
    }

    /// An aisle's page: its items on a card, then the other aisles as rows that open them, so the
    /// page shows what is left in the rest of the shop, not a blank.
    private func page(_ aisle: Aisle, _ list: ShoppingList) -> any View {
        let items = list.items(in: aisle)
        let others = list.aisles.filter { $0 != aisle }
        return VStack(alignment: .leading, spacing: Space.md) {
            VStack(spacing: 0) {
                for item in items {
                    // Which meal wants an item, only when the list is for more than one: the header
                    // names a single meal already.
                    TaskRow(title: item.name, quantity: RecipeAmounts.text(item.amount, in: snapshot.units),
                            note: snapshot.shoppingMeals.count > 1 ? RecipeWords.list(item.recipes) : nil, isDone: item.isTicked)
                        .role(.row, name: Self.rowName(item))
                        .tapTarget()
                }
            }
            .padding(.horizontal, Space.xxs)
            .card(name: "Aisle", padding: 0)
            .cardShadow()
            if !others.isEmpty {
                RecipeStyle.heading(recipeStrings("Other aisles"), note: recipeStrings("%lld aisles", .integer(others.count)))
                VStack(spacing: 0) {
                    for (i, other) in others.enumerated() {
                        if i > 0 { Divider().padding(.leading, Space.md) }
                        aisleRow(other, list.items(in: other))
                    }
                }
                .card(name: "Other aisles", padding: 0)
                .cardShadow()
            }
        }
        .frame(maxWidth: .infinity, alignment: .top)
    }

    /// An aisle as a row that opens its page: how many are left and what, or that it is done.
    private func aisleRow(_ aisle: Aisle, _ items: [ShoppingItem]) -> any View {
        let left = items.filter { !$0.isTicked }
        let detail = left.isEmpty ? RecipeFormat.dotted(recipeStrings("All ticked"), RecipeWords.list(items.map(\.name)))
            : RecipeFormat.dotted(recipeStrings("%lld left", .integer(left.count)), RecipeWords.list(left.map(\.name)))
        return HStack(spacing: Space.sm) {
            VStack(alignment: .leading, spacing: 2) {
                Text(RecipeWords.aisle(aisle), style: .headline, color: left.isEmpty ? .secondaryLabel : .label).lineLimit(1)
                Text(detail, style: .footnote, color: .secondaryLabel).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if left.isEmpty { IconView(.check, size: 15, color: .accent, relativeTo: .headline) }
            IconView(.chevronRight, size: 14, color: .tertiaryLabel, relativeTo: .headline)
        }
        .padding(horizontal: Space.md, vertical: Space.sm)
        .frame(minHeight: 52)
        .role(.row, name: "aisle \(aisle.rawValue)")
        .tapTarget()
    }

    /// The name of an item's row, for flows to point at.
    static func rowName(_ item: ShoppingItem) -> String { "item \(item.id)" }
}
