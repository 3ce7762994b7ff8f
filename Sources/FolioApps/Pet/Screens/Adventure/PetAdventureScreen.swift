import FolioDomain
import FolioLayout
import FolioPieces

/// The adventure (pushed from Home): the lilac storybook page of the trip with its route as glass
/// stops, a Timer Dial ring of the time until Biscuit is back beside when it left and returns, and
/// everything it found on the way, one row each, the list running on as the app's scroll does.
struct PetAdventureScreen: View {
    var model: AdventureModel

    init(_ snapshot: PetSnapshot) {
        model = AdventureModel(snapshot)
    }

    /// The Timer Dial's diameter on its card.
    static let dialDiameter = 124.0

    var body: any View {
        Screen(chrome: .navigation(title: petStrings("Adventure"))) {
            VStack(spacing: PetStyle.sectionGap) {
                // At the accessibility sizes the trip's headline leaves the sky for the page, where it wraps.
                EnvironmentReader { env in
                    env.textSize.isAccessibilitySize
                        ? AdventureScene.caption(model, lineLimit: 4).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, Space.xxs)
                        : Spacer(minLength: 0).frame(height: 0)
                }
                AdventureScene(model: model, height: AdventureScene.idealHeight)
                timeCard
                FindsList(model: model)
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(EdgeInsets(top: Space.xxs, leading: 0, bottom: Space.md, trailing: 0))
        }
    }

    /// The word under the time in the ring: short enough to sit clear of the ticks ("8h" over
    /// "left"; the card's column says when it is back).
    static func dialLabel(isAway: Bool) -> String { isAway ? petStrings("left") : petStrings("not yet") }

    /// The ring of time beside the trip's times (a house once Biscuit is back): when it left and
    /// when it is, or was, back.
    private var timeCard: any View {
        let time = model.time
        let dial: any View = model.adventure.status == .back
            ? IconView(.house, size: 40, color: .accent)
                .frame(width: Self.dialDiameter, height: Self.dialDiameter)
                .background(ShapeView(.circle).fill(.accent.opacity(0.12)))
                .role(.indicator, name: "home again")
            : TimerDial(remaining: time.remaining, total: time.total, label: Self.dialLabel(isAway: model.isAway),
                        diameter: Self.dialDiameter)
        let times = VStack(alignment: .leading, spacing: Space.sm) {
            for (title, value) in model.times {
                VStack(alignment: .leading, spacing: 1) {
                    Text(title, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(2)
                    Text(value, style: TextStyle.headline.tabular()).lineLimit(3)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        // The times beside the ring, or under it at the accessibility sizes, where they need the width.
        return EnvironmentReader { env in
            env.textSize.isAccessibilitySize
                ? VStack(alignment: .leading, spacing: Space.sm) { dial; times }
                : HStack(spacing: Space.sm) { dial; times }
        }
        .card(name: "time until back")
    }
}

/// What Biscuit found on the way, latest first: each find's icon on a pastel disc (in dark a deep,
/// muted disc with the icon in the pastel), its title and the stop it was found at.
struct FindsList: View {
    var model: AdventureModel

    private static let fills: [ThemeColor] = [.pet.butter, .pet.mint, .pet.peach, .pet.sky]

    var body: any View {
        let finds = model.finds
        return VStack(alignment: .leading, spacing: Space.sm) {
            // The heading leads to the finds fanned out in a sheet.
            AdaptiveStack(spacing: Space.xs) {
                Text(petStrings("Found on the way"), style: .headline).lineLimit(2)
                Spacer(minLength: Space.xs)
                HStack(spacing: Space.xs) {
                    Text(petStrings("%lld things", .integer(finds.count)), style: TextStyle.footnote.weight(.semibold).tabular(),
                         color: .secondaryLabel).lineLimit(1)
                    if !finds.isEmpty { IconView(.chevronRight, size: 13, color: .tertiaryLabel) }
                }
            }
            .frame(minHeight: 44)
            .role(.row, name: Self.seeAll)
            .tapTarget()
            if finds.isEmpty {
                HStack(spacing: Space.sm) {
                    IconView(.gift, size: 22, color: .tertiaryLabel)
                    Text(petStrings("Nothing yet: the trail has just begun"), style: .subheadline, color: .secondaryLabel).lineLimit(2)
                }
            }
            for (i, find) in finds.enumerated() { row(find, fill: Self.fills[i % Self.fills.count]) }
        }
        .padding(.top, -Space.xs)
        .card(name: "finds")
    }

    /// The name of the heading a finger taps to see the finds fanned out.
    static let seeAll = "See what Biscuit found"

    /// The side of a find's icon disc.
    static let disc = 40.0

    private func row(_ find: AdventureFind, fill: ThemeColor) -> any View {
        HStack(spacing: Space.sm) {
            // In dark the disc takes the pastel's deep, muted tone and the icon the pastel itself,
            // so the finds stay storybook pastels instead of going murky.
            EnvironmentReader { env in
                let ink = env.theme.appearance == .dark ? ThemeColor(fill.resolve(in: Theme(app: env.theme.look, appearance: .light))) : .accent
                IconView(AdventureModel.icon(forFind: find.title), size: 19, color: ink)
                    .frame(width: Self.disc, height: Self.disc)
                    .background(ShapeView(.circle).fill(fill))
            }
            VStack(alignment: .leading, spacing: 1) {
                Text(find.title, style: TextStyle.subheadline.weight(.semibold)).lineLimit(4)
                Text(model.place(of: find), style: .footnote, color: .secondaryLabel).lineLimit(2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .role(.group, name: find.title)
    }
}
