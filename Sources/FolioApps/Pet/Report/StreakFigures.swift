import FolioDomain
import FolioLayout
import FolioPieces

/// The streak: its glowing number, and the week day by day with each day's standing as an icon and
/// a word (kept, repaired, missed, today, to come), never as colour alone.
enum StreakFigures {
    static func number(_ data: ReportData) -> ReportFigure? {
        guard let week = data.petWeek else { return nil }
        let view = VStack(spacing: Space.xxs) {
            GlowNumber(week.streak, caption: "day streak", fontSize: 96)
            Text("on \(ReportFormat.longDate(data.lastDay))", style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
        }
        .frame(maxWidth: .infinity)
        let alt = "A \(week.streak)-day streak on \(ReportFormat.longDate(data.lastDay))."
        return ReportFigure(view: view, reading: .figure(alt: alt))
    }

    static func week(_ data: ReportData) -> ReportFigure? {
        guard let week = data.petWeek else { return nil }
        let states = week.streakDays.map { day in (day, shown(day, recorded: week.recorded)) }
        let view = HStack(alignment: .top, spacing: 0) {
            for (day, state) in states {
                VStack(spacing: 6) {
                    Text(ReportFormat.weekday(day.date), style: ReportType.caption.weight(.semibold), color: .secondaryLabel)
                        .lineLimit(1)
                    Text("\(day.date.day)", style: ReportType.title.tabular()).lineLimit(1)
                    badge(state)
                    Text(state.word, style: ReportType.caption, color: state == .kept ? .label : .secondaryLabel).lineLimit(1)
                }
                .frame(maxWidth: .infinity)
            }
        }
        let said = states.map { "\($0.0.date.weekday.name) \($0.0.date.day): \($0.1.word)" }
        return ReportFigure(view: view, reading: .figure(alt: "The streak's week: " + said.joined(separator: "; ") + "."))
    }

    /// How a day is shown: the domain's standing, with days before the first record told apart
    /// from days that were missed.
    enum Shown: Equatable {
        case kept, repaired, missed, today, upcoming, noRecord

        var word: String {
            switch self {
            case .kept: "kept"
            case .repaired: "repaired"
            case .missed: "missed"
            case .today: "today"
            case .upcoming: "to come"
            case .noRecord: "no record"
            }
        }

        var icon: Icon? {
            switch self {
            case .kept: .check
            case .repaired: .refresh
            case .missed: .close
            case .today: .clock
            case .upcoming, .noRecord: nil
            }
        }
    }

    static func shown(_ day: StreakDay, recorded: ClosedRange<LocalDate>?) -> Shown {
        switch day.state {
        case .kept: return .kept
        case .repaired: return .repaired
        case .pending: return .today
        case .upcoming: return .upcoming
        case .missed: return recorded?.contains(day.date) == true ? .missed : .noRecord
        }
    }

    /// A round badge: filled violet with a white check for a kept day, outlined for a repair, a
    /// quiet fill for a miss or today, a dashed ring for a day to come.
    private static func badge(_ state: Shown) -> any View {
        let side = 30.0
        let ring: any View
        switch state {
        case .kept: ring = ShapeView(.circle).fill(.pet.violetCheck)
        case .repaired: ring = ShapeView(.circle).fill(.pet.violetCheck.opacity(0.12)).stroke(.pet.violetCheck, width: 1.5)
        case .missed, .today: ring = ShapeView(.circle).fill(.fill)
        case .upcoming, .noRecord:
            ring = Draw { size, env in
                [Frame(size: size, role: .shape, item: .shape(ShapeItem(.ellipse, stroke: Stroke(env.resolve(.tertiaryLabel), width: 1.2,
                                                                                                dash: [2.5, 3]))))]
            }
        }
        let ink: ThemeColor = state == .kept ? .accentForeground : state == .repaired ? .pet.violetCheck : .secondaryLabel
        return ZStack {
            ring
            if let icon = state.icon { IconView(icon, size: 16, color: ink) }
        }
        .frame(width: side, height: side)
    }
}
