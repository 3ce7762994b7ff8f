import FolioDomain
import FolioLayout
import FolioPieces

/// The app's home-screen widgets drawn as tiles washed with water at the top: the small one with
/// the llama and the day's total, the medium one with the blob and its own mini shelf, the large
/// one with the blob, the latest drinks and the week's mascots.
enum WaterWidgets {
    /// The widgets' face: water-tinted at the top, the card colour below.
    static func face(_ content: any View, name: String) -> any View {
        content
            .padding(Space.md)
            .washed(.tile, top: ThemeColor(light: 0xE3F1FF, dark: 0x173251), bottom: .card, reach: 0.9, name: name)
            .cardShadow()
    }

    /// The small widget: the llama filled to the day's share, the total and the streak.
    static func small(_ snapshot: WaterSnapshot) -> any View {
        let today = snapshot.today
        return face(VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                Mascot(.llama, fill: min(1, today.fractionOfGoal), face: today.face, size: 60, wave: 0.25)
                    .padding(.leading, -Space.xs)
                Spacer(minLength: 0)
                Text(WaterFormat.percent(today.fractionOfGoal), style: TextStyle.footnote.weight(.semibold).tabular(),
                     color: .accent).lineLimit(1)
            }
            Spacer(minLength: Space.xs)
            Text(WaterFormat.ml(today.hydrationMl), style: TextStyle.title3.weight(.bold).tabular()).lineLimit(1)
            HStack(spacing: 3) {
                IconView(.flame, size: 12, color: .water.flame)
                Text(waterStrings("%lld-day streak", .integer(snapshot.currentStreak)), style: .caption, color: .secondaryLabel).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading), name: "Small widget")
    }

    /// The medium widget: the blob and the total beside a mini shelf of round buttons that log
    /// with one tap (the one under the finger squashes).
    static func medium(_ snapshot: WaterSnapshot, pressed: String?) -> any View {
        let today = snapshot.today
        let items = snapshot.widgets.mediumShelf.compactMap { id in snapshot.shelf.first { $0.id == id } }
        return face(HStack(spacing: Space.md) {
            LayerFill(bands: today.bands, goal: Double(today.goalMl), size: Size(width: 96, height: 106), wave: 0.4, glass: .water.water)
            VStack(alignment: .leading, spacing: Space.xs) {
                // The goal on the total's line, so the shelf under it has the widget's height.
                HStack(alignment: .bottom, spacing: Space.xxs) {
                    Text(WaterFormat.ml(today.hydrationMl), style: TextStyle.title3.weight(.bold).tabular()).lineLimit(1)
                        .layoutPriority(1)
                    // Raised to sit on the total's baseline (the smaller type has the shallower descent).
                    Text(waterStrings("of %@", .text(WaterFormat.ml(today.goalMl))), style: .footnote, color: .secondaryLabel).lineLimit(1)
                        .padding(.bottom, 2)
                }
                HStack(spacing: Space.xs) {
                    for item in items.prefix(3) { shelfButton(item, pressed: item.id == pressed) }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity), name: "Medium widget")
    }

    /// A drink on the medium widget's shelf: a button in the drink's own colour, its name and volume
    /// under it, so the buttons side by side tell their drinks apart.
    private static func shelfButton(_ item: ShelfItem, pressed: Bool) -> any View {
        VStack(spacing: 0) {
            ElasticButton(icon: item.icon, name: item.label, press: pressed ? 1 : 0, diameter: 48, tint: item.kind.buttonTint)
                .padding(.bottom, 2)
            Text(item.kind.displayName, style: TextStyle.caption2.weight(.semibold)).lineLimit(1)
            Text(WaterFormat.ml(item.volumeMl), style: TextStyle.caption2.tabular(), color: .secondaryLabel).lineLimit(1)
        }
    }

    /// The large widget: the day with its blob and latest drinks over the week's mascots.
    static func large(_ snapshot: WaterSnapshot) -> any View {
        let today = snapshot.today
        return face(VStack(alignment: .leading, spacing: Space.xs) {
            HStack(spacing: Space.xs) {
                Text(waterStrings("Today"), style: .headline).lineLimit(1)
                Spacer(minLength: 0)
                Text(waterStrings("%1$@ of %2$@", .text(Format.grouped(today.hydrationMl)), .text(WaterFormat.ml(today.goalMl))),
                     style: TextStyle.footnote.tabular(), color: .secondaryLabel).lineLimit(1)
            }
            HStack(alignment: .center, spacing: Space.md) {
                LayerFill(bands: today.bands, goal: Double(today.goalMl), size: Size(width: 128, height: 141), wave: 0.6, glass: .water.water)
                VStack(alignment: .leading, spacing: Space.xs) {
                    for drink in today.drinks.suffix(4).reversed() { latest(drink) }
                    if today.drinks.isEmpty {
                        Text(waterStrings("No drinks yet"), style: .subheadline, color: .secondaryLabel).lineLimit(1)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            Spacer(minLength: 0)
            Divider()
            WeekMascots(days: snapshot.days(in: ISOWeek(containing: snapshot.date)), today: snapshot.date, size: 38)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), name: "Large widget")
    }

    private static func latest(_ drink: Drink) -> any View {
        HStack(spacing: Space.xs) {
            DrinkBadge(kind: drink.kind, diameter: 28)
            VStack(alignment: .leading, spacing: 0) {
                Text(drink.kind.displayName, style: TextStyle.footnote.weight(.semibold)).lineLimit(1)
                Text(WaterFormat.ml(drink.volumeMl) + " · " + WaterFormat.time(drink.drunkAt.time),
                     style: TextStyle.caption.tabular(), color: .secondaryLabel).lineLimit(1)
            }
        }
    }
}
