import FolioDomain
import FolioLayout
import FolioPieces

/// The weeks before this one, oldest first, one row each: its Monday's date and a mark per day —
/// a check on the accent for a day kept, a heart on a peach disc for a day a repair filled in, an
/// empty ring for a day missed — so the streak's run, and where repairs held it, read at a glance.
struct StreakWeeks: View {
    var snapshot: PetSnapshot
    /// How many weeks before the current one are shown.
    static let weeks = 4
    /// A day mark's side.
    static let mark = 26.0

    var body: any View {
        let current = snapshot.currentWeek
        let weeks = (1...Self.weeks).reversed().map { ISOWeek(containing: current.monday.adding(days: -7 * $0)) }
        let days = weeks.flatMap { snapshot.streakDays(in: $0) }
        let repaired = days.filter { $0.state == .repaired }.count
        return VStack(alignment: .leading, spacing: Space.sm) {
            AdaptiveStack(spacing: Space.xs) {
                Text(petStrings("Weeks before"), style: .headline).lineLimit(2)
                Spacer(minLength: Space.xs)
                Text(petStrings("%lld days repaired", .integer(repaired)), style: TextStyle.footnote.weight(.semibold).tabular(),
                     color: .secondaryLabel).lineLimit(1)
            }
            for week in weeks { row(week) }
        }
        .card(name: "weeks before")
    }

    /// A week's Monday beside its marks, or over them at the accessibility sizes, where the date
    /// needs the width.
    private func row(_ week: ISOWeek) -> any View {
        let date = Text(Format.shortDate(week.monday), style: TextStyle.footnote.weight(.medium).tabular(), color: .secondaryLabel).whole()
        let marks = HStack(spacing: 0) {
            for day in snapshot.streakDays(in: week) {
                Self.mark(day.state).frame(maxWidth: .infinity)
            }
        }
        return EnvironmentReader { env in
            env.textSize.isAccessibilitySize
                ? VStack(alignment: .leading, spacing: Space.xxs) { date; marks }
                : HStack(spacing: 0) { date.frame(width: 56, alignment: .leading); marks }
        }
        .role(.row, name: "week of \(Format.shortDate(week.monday))")
    }

    /// One day's mark.
    static func mark(_ state: StreakDayState) -> any View {
        let side = Self.mark
        let view: any View = switch state {
        case .kept:
            IconView(.check, size: 12, color: .accentForeground)
                .frame(width: side, height: side)
                .background(ShapeView(.circle).fill(.accent))
        case .repaired:
            IconView(.heart, size: 12, color: .accent)
                .frame(width: side, height: side)
                .background(ShapeView(.circle).fill(.pet.peach))
        case .missed, .pending, .upcoming:
            ShapeView(.circle).stroke(.separator, width: 1.5).frame(width: side - 2, height: side - 2).frame(width: side, height: side)
        }
        return view.role(.icon, name: state.rawValue)
    }
}
