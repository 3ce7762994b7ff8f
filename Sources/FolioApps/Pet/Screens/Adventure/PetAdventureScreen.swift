import FolioDomain
import FolioLayout
import FolioPieces

/// The adventure (pushed from Home): the lilac storybook page of the trip with its route as glass
/// stops, a Timer Dial ring of the time until Biscuit is back, and what it found as a list.
struct PetAdventureScreen: View {
    var model: AdventureModel

    init(_ snapshot: PetSnapshot) {
        model = AdventureModel(snapshot)
    }

    /// The height of the dial and finds cards: room for four finds on a phone, less on a small one
    /// (where the scene is already at its least), so the cards keep clear of the bottom edge.
    static func cardHeight(on device: Device) -> Double { device.isShort ? 220 : 244 }
    /// The dial card's width: the finds beside it take the rest of the row, room for their titles.
    static let dialCardWidth = 160.0

    var body: any View {
        Screen(chrome: .navigation(title: "Adventure")) {
            VStack(spacing: PetStyle.sectionGap) {
                HeightFitted(minimum: AdventureScene.minimumHeight, ideal: AdventureScene.idealHeight, inset: PetStyle.margin) { AdventureScene(model: model, height: $0) }
                EnvironmentReader { env in
                    let height = Self.cardHeight(on: env.device)
                    HStack(alignment: .top, spacing: Space.sm) {
                        dial(height: height)
                        FindsList(model: model, height: height)
                    }
                }
            }
            .padding(.horizontal, PetStyle.margin)
            // Clear of the bottom edge of a phone without a home indicator (the scene gives way).
            .padding(EdgeInsets(top: Space.xxs, leading: 0, bottom: Space.md, trailing: 0))
        }
    }

    private func dial(height: Double) -> any View {
        let time = model.time
        let label = model.isAway ? "until back" : (model.adventure.status == .back ? "back home" : "not set off")
        return VStack(spacing: Space.xs) {
            Text("Time away", style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            Spacer(minLength: 0)
            TimerDial(remaining: time.remaining, total: time.total, label: label, diameter: Self.dialCardWidth - 2 * Space.sm)
            Spacer(minLength: 0)
        }
        .frame(width: Self.dialCardWidth - 2 * Space.sm, height: height - 2 * Space.sm, alignment: .top)
        .card(name: "time until back", padding: Space.sm)
    }
}

/// What Biscuit found on the way, latest first, as a list: each find's icon on a pastel disc (in
/// dark a deep, muted disc with the icon in the pastel), its title on up to three lines and the stop it was
/// found at; as many as the card holds, then "+N more".
struct FindsList: View {
    var model: AdventureModel
    /// The card's height, as the dial's beside it.
    var height: Double

    private static let fills: [ThemeColor] = [.pet.butter, .pet.mint, .pet.peach, .pet.sky]

    var body: any View {
        let finds = model.finds
        return VStack(alignment: .leading, spacing: Space.xs) {
            Text(finds.isEmpty ? "Found on the way" : "Found \(Format.count(finds.count, "thing"))",
                 style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel)
                .lineLimit(1)
                .frame(maxWidth: .infinity)
            if finds.isEmpty {
                VStack(spacing: Space.xs) {
                    IconView(.gift, size: 28, color: .tertiaryLabel)
                    Text("Nothing yet", style: .subheadline, color: .secondaryLabel).lineLimit(1)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                FittingStack(spacing: Space.xs, items: finds.enumerated().map { i, find in
                    FittingStack.Item(view: row(find, fill: Self.fills[i % Self.fills.count]))
                }) { hidden in
                    Text(hidden == 1 ? "+1 more find" : "+\(hidden) more finds", style: .caption, color: .secondaryLabel).lineLimit(1)
                        .padding(.leading, Self.disc + Space.xs)
                }
            }
        }
        .frame(maxWidth: .infinity, minHeight: height - 2 * Space.sm, maxHeight: height - 2 * Space.sm, alignment: .top)
        .card(name: "finds", padding: Space.sm)
    }

    /// The side of a find's icon disc.
    static let disc = 28.0

    private func row(_ find: AdventureFind, fill: ThemeColor) -> any View {
        HStack(alignment: .top, spacing: Space.xs) {
            // In dark the disc takes the pastel's deep, muted tone and the icon the pastel itself,
            // so the finds stay storybook pastels instead of going murky.
            EnvironmentReader { env in
                let ink = env.theme.appearance == .dark ? ThemeColor(fill.resolve(in: Theme(app: env.theme.look, appearance: .light))) : .accent
                IconView(AdventureModel.icon(forFind: find.title), size: 15, color: ink)
                    .frame(width: Self.disc, height: Self.disc)
                    .background(ShapeView(.circle).fill(fill))
            }
            VStack(alignment: .leading, spacing: 1) {
                Text(find.title, style: TextStyle.caption.weight(.semibold)).lineLimit(3)
                Text(model.place(of: find), style: .caption2, color: .secondaryLabel).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .role(.group, name: find.title)
    }
}
