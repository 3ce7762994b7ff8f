import FolioDomain
import FolioLayout
import FolioPieces

/// The adventure (pushed from Home): the lilac storybook page of the trip with its route as glass
/// stops, a Timer Dial ring of the time until Biscuit is back, and what it found as a Fan Stack.
struct PetAdventureScreen: View {
    var model: AdventureModel

    init(_ snapshot: PetSnapshot) {
        model = AdventureModel(snapshot)
    }

    /// The height of the dial and finds cards.
    static let cardHeight = 204.0

    var body: any View {
        Screen(chrome: .navigation(title: "Adventure")) {
            VStack(spacing: PetStyle.sectionGap) {
                HeightFitted(minimum: AdventureScene.minimumHeight, ideal: AdventureScene.idealHeight, inset: PetStyle.margin) { AdventureScene(model: model, height: $0) }
                HStack(alignment: .top, spacing: Space.sm) {
                    dial
                    FindsFan(model: model)
                }
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(.top, Space.xxs)
        }
    }

    private var dial: any View {
        let time = model.time
        let label = model.isAway ? "until back" : (model.adventure.status == .back ? "back home" : "not set off")
        return VStack(spacing: Space.xs) {
            Text("Time away", style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            TimerDial(remaining: time.remaining, total: time.total, label: label, diameter: 136)
        }
        .frame(maxWidth: .infinity, minHeight: Self.cardHeight - 2 * Space.sm, maxHeight: Self.cardHeight - 2 * Space.sm, alignment: .top)
        .card(name: "time until back", padding: Space.sm)
    }
}

/// What Biscuit found on the way, fanned like postcards, the latest in front.
struct FindsFan: View {
    var model: AdventureModel

    private static let fills: [ThemeColor] = [.pet.butter, .pet.mint, .pet.peach, .pet.sky]

    var body: any View {
        let finds = model.finds
        return VStack(spacing: Space.xs) {
            Text(finds.isEmpty ? "Found on the way" : "Found \(Format.count(finds.count, "thing"))",
                 style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            if finds.isEmpty {
                VStack(spacing: Space.xs) {
                    IconView(.gift, size: 28, color: .tertiaryLabel)
                    Text("Nothing yet", style: .subheadline, color: .secondaryLabel).lineLimit(1)
                }
                .frame(maxHeight: .infinity)
            } else {
                // On a small phone the postcards shrink so the fan keeps to its half of the row.
                EnvironmentReader { env in
                    FanStack(cards: finds.prefix(4).enumerated().map { i, find in
                        FanStack.Card(fill: Self.fills[i % Self.fills.count], content: card(find))
                    }, cardSize: env.device.size.width < 390 ? Size(width: 78, height: 114) : Size(width: 88, height: 124), angle: 7)
                }
            }
        }
        .frame(maxWidth: .infinity, minHeight: PetAdventureScreen.cardHeight - 2 * Space.sm,
               maxHeight: PetAdventureScreen.cardHeight - 2 * Space.sm, alignment: .top)
        .card(name: "finds", padding: Space.sm)
    }

    private func card(_ find: AdventureFind) -> any View {
        VStack(spacing: Space.xs) {
            IconView(AdventureModel.icon(forFind: find.title), size: 20, color: .accent)
                .frame(width: 38, height: 38)
                .background(ShapeView(.circle).fill(.card.opacity(0.85)))
            Text(find.title, style: TextStyle.caption.weight(.semibold)).lineLimit(3).multilineTextAlignment(.center)
            Spacer(minLength: 0)
            Text(model.place(of: find), style: .caption2, color: .secondaryLabel).lineLimit(1)
        }
        .padding(EdgeInsets(top: Space.xs, leading: Space.xs, bottom: Space.xs, trailing: Space.xs))
        .role(.group, name: find.title)
    }
}
