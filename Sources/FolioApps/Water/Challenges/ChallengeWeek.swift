import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces

/// The week of the joined challenges, under the pages: one row per challenge with its badge, its
/// name and a mark for each day Monday to Sunday — a tick in the challenge's colour for a day
/// that counted, a quiet cross for one that missed, a ring for today while it is open, a dot for
/// days before joining or still to come. Today's column is picked out in the header.
struct ChallengeWeek: View {
    var snapshot: WaterSnapshot

    /// A day mark's box.
    static let markSize = 22.0

    var body: any View {
        let week = ISOWeek(containing: snapshot.date)
        let joined = snapshot.challenges(in: .joined)
        return VStack(alignment: .leading, spacing: 6) {
            // At the accessibility sizes the weekdays go under the title, and each row's marks under
            // its name, leading, so the columns still line up.
            AdaptiveStack(spacing: Space.xs) {
                Text(waterStrings("This week"), style: .headline).lineLimit(2)
                Spacer(minLength: Space.xs)
                daysHeader(week)
            }
            if joined.isEmpty {
                Text(waterStrings("Join a challenge and its days tick off here, one a day."), style: .subheadline, color: .secondaryLabel)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            for challenge in joined { row(challenge, week) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .card(name: "This week")
    }

    /// The weekdays' initials over the columns of marks, today's in the label colour.
    private func daysHeader(_ week: ISOWeek) -> any View {
        HStack(spacing: 0) {
            for day in week.days {
                let today = day == snapshot.date
                Text(WaterFormat.initial(day.weekday), style: TextStyle.caption.weight(today ? .bold : .semibold),
                     color: today ? .label : .secondaryLabel)
                    .lineLimit(1)
                    .frame(width: Self.markSize)
            }
        }
        // The letters head columns of fixed marks: they grow no further than the largest non-accessibility size.
        .textSizeCapped(at: .xxxLarge)
        .role(.group, name: "week days")
    }

    /// A challenge's badge, name and marks (its progress in words is under its mascot above).
    private func row(_ challenge: Challenge, _ week: ISOWeek) -> any View {
        let marks = snapshot.marks(of: challenge, on: week.days)
        return AdaptiveStack(spacing: Space.xs) {
            HStack(spacing: Space.xs) {
                ChallengeBadge(challenge: challenge, diameter: 26)
                Text(challenge.title, style: TextStyle.footnote.weight(.semibold)).lineLimit(2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: 0) {
                for (day, mark) in zip(week.days, marks) { DayMark(mark: mark, tint: challenge.tintDrink, isToday: day == snapshot.date) }
            }
        }
        .role(.row, name: "\(challenge.title) week")
    }
}

/// One day of a challenge's week.
private struct DayMark: View {
    var mark: ChallengeDayMark
    var tint: DrinkKind
    var isToday: Bool

    var body: any View {
        let size = ChallengeWeek.markSize, disc = size - 4
        let view: any View = switch mark {
        case .counted:
            // White on the drink's deep ink by day, navy on its bright ink at night: 3:1 or more.
            IconView(.check, size: 11, color: ThemeColor(light: 0xFFFFFF, dark: 0x04111F))
                .frame(width: disc, height: disc)
                .background(ShapeView(.circle).fill(tint.inkColor))
        case .missed:
            IconView(.close, size: 9, color: .secondaryLabel)
                .frame(width: disc, height: disc)
                .background(ShapeView(.circle).fill(.fill))
        case .open:
            ShapeView(.circle).stroke(tint.color, width: 2).frame(width: disc - 2, height: disc - 2)
        case .empty, .before, .after:
            ShapeView(.circle).fill(.separator).frame(width: 5, height: 5)
        }
        return view.frame(width: size, height: size).role(.icon, name: "\(mark.rawValue)\(isToday ? " today" : "")")
    }
}
