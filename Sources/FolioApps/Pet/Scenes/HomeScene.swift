import FolioDomain
import FolioLayout
import FolioPieces

/// Biscuit's page of the storybook on Home: the landscape in the light of the hour, Biscuit on the
/// meadow filled with the day's energy and talking in a bubble, and a glass bar along the bottom
/// with the energy and the way to the adventure. While Biscuit is away on its adventure the meadow
/// shows its empty spot, a postcard from the trail stands where the bubble was, and the pill shows
/// the trail so far. At the accessibility text sizes the words and the bar leave the picture and
/// stand under it on the card, whole, so the grown type covers neither Biscuit nor each other.
struct HomeScene: View {
    var model: PetHomeModel

    /// The scene's height on Home.
    static let height = 256.0

    var body: any View {
        EnvironmentReader { env in
            if env.textSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: Space.sm) {
                    landscape
                    words.padding(.horizontal, Space.md)
                    footer.padding(EdgeInsets(top: 0, leading: Space.xs + 2, bottom: Space.xs + 2, trailing: Space.xs + 2))
                }
                .clipShape(.card)
                .surface(.card, fill: .pet.sky, name: "home scene")
                .cardShadow()
            } else {
                // The scene is artwork and stays as drawn right to left too (Apple: "avoid flipping
                // ... general artwork"): Biscuit on the right, its words on the left under the sky,
                // clear of the moon; the words themselves read in the page's direction.
                landscape
                    .overlay(alignment: .topLeading) {
                        words.environment(\.layoutDirection, env.layoutDirection)
                            .padding(EdgeInsets(top: Space.md, leading: Space.md, bottom: 0, trailing: 0))
                    }
                    .environment(\.layoutDirection, .leftToRight)
                    .role(.scene, name: "Biscuit's meadow")
                    .overlay(alignment: .bottom) { footer.padding(Space.xs + 2) }
                    .clipShape(.card)
                    .surface(.card, fill: .pet.sky, name: "home scene")
                    .cardShadow()
            }
        }
    }

    /// The landscape in the light of the hour, Biscuit (or its empty spot) on the meadow.
    private var landscape: any View {
        let phase = SkyPhase(time: model.snapshot.time)
        return Draw { size, env in
            HomeLandscape.frames(in: size, palette: ScenePalette(.home, phase: phase, dark: env.theme.appearance == .dark))
        }
        .frame(maxWidth: .infinity).frame(height: Self.height)
        .overlay(alignment: .bottomTrailing) { model.isAway ? emptySpot : biscuit }
    }

    /// Biscuit standing on the meadow, right of the middle, a finger-sized target.
    private var biscuit: any View {
        Mascot(.biscuit, fill: model.fill, face: model.face, accessory: model.gear, size: 112)
            .role(.mascot, name: "Biscuit")
            .tapTarget()
            .padding(EdgeInsets(top: 0, leading: 0, bottom: 66, trailing: 58))
    }

    /// Biscuit's cushion and footprints where it stands, while it is away.
    private var emptySpot: any View {
        EmptySpot().padding(EdgeInsets(top: 0, leading: 0, bottom: 70, trailing: 40))
    }

    /// What Biscuit says: its bubble at home, its postcard from the trail while away.
    private var words: any View {
        if let postcard = model.postcard {
            return Postcard(from: postcard.from, stamp: postcard.stamp, text: postcard.text)
        }
        return EnvironmentReader { env in
            // At the accessibility sizes the bubble stands under the picture, as wide as the card, every word shown.
            let stacked = env.textSize.isAccessibilitySize
            // The tail points at Biscuit, on the scene's right in every language: the trailing side
            // left to right, the leading side right to left.
            let tail: ChatBubble.Side = env.layoutDirection == .leftToRight ? .trailing : .leading
            ChatBubble(model.speech, tail: tail, style: .card, maxWidth: stacked ? .infinity : 196).lineLimit(stacked ? nil : 4)
        }
    }

    private var footer: any View {
        AdaptiveStack(spacing: Space.xs) {
            EnergyPill(energy: model.snapshot.energy, capacity: model.snapshot.companion.capacity,
                       before: model.moment.energyBefore, roll: model.moment.roll)
                .padding(.leading, Space.sm)
            Spacer(minLength: 0)
            adventureChip
        }
        .padding(Space.xxs)
        .glass(.pill)
        .role(.group, name: "energy bar")
    }

    private var adventureChip: any View {
        let adventure = model.snapshot.adventure
        return HStack(spacing: 6) {
            if model.isAway {
                TrailThumbnail(reached: adventure.reachedStops.count, stops: adventure.route.count)
            } else {
                IconView(.backpack, size: 16, color: .accent)
            }
            Text(model.adventureLine, style: TextStyle.subheadline.weight(.semibold)).whole()
            IconView(.chevronRight, size: 13, color: .tertiaryLabel, relativeTo: .subheadline)
        }
        .padding(.horizontal, Space.sm)
        .frame(minHeight: 44)
        .surface(.pill, fill: .card, name: "Adventure")
        .tapTarget()
    }
}

/// The day's energy as a pill's worth of type: a sparkle, "40/50" (its digits rolling after a tick),
/// a thin meter, and the "+5" just earned.
struct EnergyPill: View {
    var energy: Int
    var capacity: Int
    /// The energy before the goal just ticked; nil at rest.
    var before: Int?
    var roll: Double

    var body: any View {
        HStack(spacing: Space.xs) {
            IconView(.bolt, size: 18, color: .accent, relativeTo: .headline)
            VStack(alignment: .leading, spacing: 3) {
                // "40/50" is a number: it reads left to right in Arabic too.
                HStack(alignment: .bottom, spacing: 2) {
                    value
                    Text("/\(capacity)", style: TextStyle.subheadline.weight(.semibold).tabular(), color: .secondaryLabel).whole()
                }
                .keepsLeftToRight()
                EnergyMeter(fraction: Double(energy) / Double(max(1, capacity)))
                    .frame(width: 64, height: 5)
            }
        }
        .overlay(alignment: .topTrailing) { gained }
        .role(.group, name: "energy \(energy) of \(capacity)")
    }

    /// The energy just earned, floating up off the pill in the app's violet (the energy's own colour
    /// on the meter and the plan rows), not a stock green.
    @ViewBuilder private var gained: any View {
        if let before, energy > before {
            Text("+\(energy - before)", style: TextStyle.footnote.weight(.bold).tabular(), color: .accentForeground)
                .lineLimit(1)
                .padding(horizontal: 8, vertical: 3)
                .background(ShapeView(.pill).fill(.accent))
                .role(.badge, name: "energy gained")
                .offset(x: 10, y: -22 - 8 * roll)
                .opacity(0.4 + 0.6 * roll)
        }
    }

    private var value: any View {
        let style = TextStyle.headline.tabular()
        if let before, roll < 1 {
            return Odometer(from: "\(before)", to: "\(energy)", t: roll, style: style)
        }
        return Text("\(energy)", style: style).whole().role(.text, name: "energy")
    }
}

/// A thin capsule meter filled in the accent.
struct EnergyMeter: View {
    var fraction: Double

    var body: any View {
        Draw { size, env in
            let share = min(1, max(0, fraction))
            let track = Frame(size: size, role: .track, item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(.fill)))))
            guard share > 0 else { return [track] }
            let bar = Frame(size: Size(width: max(size.height, size.width * share), height: size.height), role: .indicator,
                            name: "energy fill", item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(.accent)))))
            return [track, bar]
        }
    }
}
