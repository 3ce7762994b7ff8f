import FolioDomain
import FolioLayout
import FolioPieces

/// What Biscuit found on the way (a sheet over the adventure): the finds as cards in a Fan Stack,
/// the newest in front, each with its icon, its name in full and the stop it came from; `spread`
/// fans them out (0 stacked, 1 fanned).
struct FindsSheet: View {
    var snapshot: PetSnapshot
    var spread: Double

    init(_ snapshot: PetSnapshot, spread: Double = 1) {
        self.snapshot = snapshot
        self.spread = spread
    }

    /// The sheet's height: the header over a fan of four cards.
    static let sheetHeight = 448.0
    /// The most cards the fan holds; the rest are counted in the subtitle.
    static let cards = 4
    private static let fills: [ThemeColor] = [.pet.butter, .pet.mint, .pet.peach, .pet.sky]
    /// A find's icon on its light disc, in light and dark alike.
    private static let findInk = ThemeColor(light: 0x5E40D6, dark: 0x5E40D6)

    var body: any View {
        let model = AdventureModel(snapshot)
        let finds = Array(model.finds.prefix(Self.cards))
        let stops = Set(model.finds.map(\.stop)).count
        let subtitle = finds.isEmpty ? petStrings("Nothing yet: the trail has just begun")
            : petStrings("%1$lld things from %2$lld stops, the newest in front", .integer(model.finds.count), .integer(stops))
        return Sheet(detent: .height(Self.sheetHeight), background: PetAdventureScreen(snapshot)) {
            VStack(alignment: .leading, spacing: Space.lg) {
                SheetForm.header(petStrings("Found on the way"), subtitle: subtitle)
                EnvironmentReader { env in
                    // Each card is a storybook pastel (in dark its deep tone), its disc white in light
                    // and the pastel itself in dark, so the fan's edges tell apart in both.
                    let dark = env.theme.appearance == .dark
                    FanStack(cards: finds.enumerated().map { i, find in
                        let pastel = Self.fills[i % Self.fills.count]
                        let light = ThemeColor(pastel.resolve(in: Theme(app: env.theme.look, appearance: .light)))
                        return FanStack.Card(fill: pastel, content: card(find, model: model, disc: dark ? light : .card, isFront: i == 0))
                    }, cardSize: Size(width: 168, height: 212), angle: 10, spread: spread)
                    .frame(maxWidth: .infinity)
                }
                Spacer(minLength: 0)
            }
            .padding(EdgeInsets(top: Space.xs, leading: PetStyle.margin, bottom: 0, trailing: PetStyle.margin))
        }
    }

    /// A find's card: its icon on a disc, and on the front card its name and the stop it came
    /// from. The cards behind carry their icon only, so no cut-off letters of their names peek out
    /// past the front card's edge.
    private func card(_ find: AdventureFind, model: AdventureModel, disc: ThemeColor, isFront: Bool) -> any View {
        VStack(spacing: Space.sm) {
            // The disc is light in both appearances (white in light, the pastel in dark), so the
            // icon keeps the light accent's deep violet on it (6:1) instead of dark mode's pale one.
            IconView(AdventureModel.icon(forFind: find.title), size: 24, color: Self.findInk)
                .frame(width: 52, height: 52)
                .background(ShapeView(.circle).fill(disc))
            if isFront {
                Text(find.title, style: .headline).lineLimit(4).multilineTextAlignment(.center)
                Spacer(minLength: 0)
                Text(petStrings("from %@", .text(model.place(of: find))), style: TextStyle.footnote.weight(.medium), color: .secondaryLabel).lineLimit(2)
                    .multilineTextAlignment(.center)
            }
        }
        .padding(Space.md)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .role(.group, name: find.title)
    }
}
