import FolioDomain
import FolioLayout
import FolioPieces

/// Home (tab 0): "Today" with the heart to check in and + to add a goal, Biscuit's scene, and
/// today's goals by part of the day as Plan Rows — what does not fit ends in "+N more goals".
struct PetHomeScreen: View {
    var model: PetHomeModel

    init(_ snapshot: PetSnapshot, moment: PetHomeModel.Moment = .rest) {
        model = PetHomeModel(snapshot, moment: moment)
    }

    var body: any View {
        Screen(chrome: .dock(selected: 0, tabs: PetStyle.tabs)) {
            VStack(alignment: .leading, spacing: PetStyle.sectionGap) {
                ScreenHeader("Today", detail: Format.shortDate(model.snapshot.date), buttons: [
                    RoundButton(.heart, name: "Check-in heart", style: .accent),
                    RoundButton(.plus, name: "New goal"),
                ])
                HomeScene(model: model)
                if model.snapshot.goals.isEmpty {
                    EmptyDayCard()
                } else {
                    FittingStack(spacing: Space.xs, items: goalItems) { MoreRow(count: $0, noun: "goal") }
                        .role(.group, name: "goals")
                }
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(.top, Space.xs)
        }
    }

    /// Each open part's heading and its goals, then the parts already done, folded: when the day
    /// runs long, the folded parts are the first to give way.
    private var goalItems: [FittingStack.Item] {
        var items: [FittingStack.Item] = []
        for (part, goals) in model.openParts {
            items.append(FittingStack.Item(view: PartHeading(part: part, done: goals.filter(\.done).count, total: goals.count),
                                           counts: 0, isHeading: true))
            for goal in goals {
                items.append(FittingStack.Item(view: PlanRow(title: goal.title, energy: Companion.energyPerGoal, area: goal.area.title,
                                                             icon: goal.icon, tint: goal.area.tint, isDone: goal.done)
                                                .overlay(alignment: .trailing) { TickSpot(title: goal.title) }))
            }
        }
        let folded = model.foldedParts
        if !folded.isEmpty {
            items.append(FittingStack.Item(view: FoldedParts(parts: folded).padding(.top, Space.xxs), counts: 0))
        }
        return items
    }
}

/// Where a finger ticks a goal off: the check circle at the trailing end of its Plan Row, named
/// "tick <goal>" so a flow can point at it.
struct TickSpot: View {
    var title: String

    var body: any View {
        Spacer(minLength: 0)
            .frame(width: 44, height: 44)
            .role(.indicator, name: "tick \(title)")
            .padding(.trailing, Space.xxs)
    }
}

/// The heading over a part of the day's goals: its icon on its pastel, its name, and how many are done.
struct PartHeading: View {
    var part: PartOfDay
    var done: Int
    var total: Int

    var body: any View {
        HStack(spacing: Space.xs) {
            IconView(part.icon, size: 14, color: part.ink)
                .frame(width: 26, height: 26)
                .background(ShapeView(.circle).fill(part.pastel))
            Text(part.title, style: .headline).lineLimit(1)
            Spacer(minLength: Space.xs)
            Text("\(done) of \(total) done", style: TextStyle.footnote.weight(.medium).tabular(), color: .secondaryLabel).lineLimit(1)
        }
        .padding(.horizontal, Space.xxs)
        .padding(.top, Space.xxs)
        .role(.header, name: part.title)
    }
}

/// The parts of the day already behind and all kept, folded into small pastel badges.
struct FoldedParts: View {
    var parts: [(part: PartOfDay, count: Int)]

    var body: any View {
        HStack(spacing: Space.xs) {
            Text("Done earlier", style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1)
                .padding(.leading, Space.xxs)
                .layoutPriority(-1)
            for (part, count) in parts {
                HStack(spacing: 6) {
                    IconView(.check, size: 13, color: .accentForeground)
                        .frame(width: 20, height: 20)
                        .background(ShapeView(.circle).fill(part.ink))
                    Text(part.title, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
                }
                .padding(EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: Space.sm))
                .background(ShapeView(.pill).fill(part.pastel))
                .role(.badge, name: "\(part.title): \(Format.count(count, "goal")) done")
            }
            Spacer(minLength: 0)
        }
    }
}

/// Home on a day with no goals yet: an invitation to add the first one.
struct EmptyDayCard: View {
    var body: any View {
        HStack(spacing: Space.sm) {
            IconView(.sprout, size: 24, color: .accent)
                .frame(width: 48, height: 48)
                .background(ShapeView(.circle).fill(.accent.opacity(0.14)))
            VStack(alignment: .leading, spacing: 2) {
                Text("No goals yet today", style: .headline).lineLimit(1)
                Text("Tap + to plan something kind for yourself.", style: .subheadline, color: .secondaryLabel).lineLimit(2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .tile(name: "no goals", padding: Space.md)
    }
}
