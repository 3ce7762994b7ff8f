import FolioDomain
import FolioLayout
import FolioPieces

/// Home (tab 0): "Today" with the heart to check in and + to add a goal, Biscuit's scene, and
/// today's goals by part of the day as Plan Rows: the parts still open first, then the parts already
/// done, every goal listed, the list running on under the dock as the app's scroll view does.
struct PetHomeScreen: View {
    var model: PetHomeModel

    init(_ snapshot: PetSnapshot, moment: PetHomeModel.Moment = .rest) {
        model = PetHomeModel(snapshot, moment: moment)
    }

    var body: any View {
        Screen(chrome: .dock(selected: 0, tabs: PetStyle.tabs)) {
            VStack(alignment: .leading, spacing: PetStyle.sectionGap) {
                ScreenHeader(petStrings("Today"), detail: Format.shortDate(model.snapshot.date), buttons: [
                    RoundButton(.heart, name: "Check-in heart", style: .accent),
                    RoundButton(.plus, name: "New goal"),
                ])
                HomeScene(model: model)
                if model.snapshot.goals.isEmpty {
                    EmptyDayCard()
                } else {
                    VStack(alignment: .leading, spacing: Space.xs) {
                        for (part, goals) in model.openParts { section(part, goals) }
                        if !model.doneEarlier.isEmpty {
                            Text(petStrings("Done earlier"), style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel)
                                .lineLimit(1)
                                .padding(EdgeInsets(top: Space.sm, leading: Space.xxs, bottom: 0, trailing: 0))
                                .role(.header, name: "Done earlier")
                            for (part, goals) in model.doneEarlier { section(part, goals) }
                        }
                    }
                    .role(.group, name: "goals")
                }
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(.top, Space.xs)
        }
    }

    /// A part of the day's heading over its goals as Plan Rows.
    private func section(_ part: PartOfDay, _ goals: [Goal]) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            PartHeading(part: part, done: goals.filter(\.done).count, total: goals.count)
            // A done goal's icon goes grey, as a completed reminder's does: the Plan Row fades it,
            // and the area's colour faded would no longer read (under 2:1); the label's ink does (3.7:1).
            for goal in goals {
                PlanRow(title: goal.title, energy: Companion.energyPerGoal, area: goal.area.label, icon: goal.icon,
                        tint: goal.done ? .label : goal.area.tint, isDone: goal.done)
                    .overlay(alignment: .trailing) { TickSpot(title: goal.title) }
            }
        }
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
        AdaptiveStack(spacing: Space.xs) {
            HStack(spacing: Space.xs) {
                IconView(part.icon, size: 14, color: part.ink, relativeTo: .headline)
                    .scaledFrame(side: 26, like: .headline)
                    .background(ShapeView(.circle).fill(part.pastel))
                Text(part.label, style: .headline).whole()
            }
            Spacer(minLength: Space.xs)
            Text(petStrings("%1$lld of %2$lld done", .integer(done), .integer(total)), style: TextStyle.footnote.weight(.medium).tabular(), color: .secondaryLabel).whole()
        }
        .padding(.horizontal, Space.xxs)
        .padding(.top, Space.xxs)
        .role(.header, name: part.label)
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
                Text(petStrings("No goals yet today"), style: .headline).lineLimit(1)
                Text(petStrings("Tap + to plan something kind for yourself."), style: .subheadline, color: .secondaryLabel).lineLimit(2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .tile(name: "no goals", padding: Space.md)
    }
}
