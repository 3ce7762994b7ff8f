import FolioDomain
import FolioLayout
import FolioPieces

/// The streak: its glowing number, and its run over the last weeks with each day's standing as an
/// icon (kept, repaired, missed, today, to come) and a key in words, never as colour alone.
enum StreakFigures {
    static func number(_ data: ReportData) -> ReportFigure? {
        guard let week = data.petWeek else { return nil }
        let view = GlowNumber(week.streak, caption: petStrings("%lld day streak", .integer(week.streak)), fontSize: 72).frame(maxWidth: .infinity)
        let alt = petStrings("A %1$lld-day streak on %2$@.", .integer(week.streak), .text(ReportFormat.longDate(data.lastDay)))
        return ReportFigure(view: view, reading: .figure(alt: alt))
    }

    /// How many weeks the streak's run shows, the report's week last.
    static let runWeeks = 4

    /// The streak's run: the four weeks ending with the report's, one row each (its Monday, then a
    /// badge a day), so the page shows how the streak was built and where a repair held it, which
    /// the goals page's week of days does not.
    static func weeks(_ data: ReportData) -> ReportFigure? {
        guard let pet = data.pet, data.petWeek != nil else { return nil }
        let recorded = pet.recordedDays
        let weeks = (0..<runWeeks).reversed().map { ISOWeek(containing: data.week.monday.adding(days: -7 * $0)) }
        let rows = weeks.map { week in
            (week, pet.streakDays(in: week).map { day in (day, shown(day, recorded: recorded)) })
        }
        let view = VStack(alignment: .leading, spacing: Space.xs) {
            HStack(spacing: 0) {
                Spacer(minLength: 0).frame(width: weekLabelWidth)
                for day in rows.last?.1 ?? [] {
                    Text(ReportFormat.weekday(day.0.date), style: ReportType.caption.weight(.semibold), color: .secondaryLabel)
                        .lineLimit(1)
                        .frame(maxWidth: .infinity)
                }
            }
            for (week, days) in rows {
                HStack(spacing: 0) {
                    Text(dayMonth(week.monday), style: ReportType.caption.weight(.medium).tabular(), color: .secondaryLabel)
                        .lineLimit(1)
                        .frame(width: weekLabelWidth, alignment: .leading)
                    // A day before the first record is left blank, not drawn as one to come.
                    for (_, state) in days {
                        (state == .noRecord ? Spacer(minLength: 0).frame(width: 24, height: 24) : badge(state, side: 24))
                            .frame(maxWidth: .infinity)
                    }
                }
                .role(.row, name: "week of \(dayMonth(week.monday))")
            }
            HStack(spacing: Space.md) {
                for state in [Shown.kept, .repaired, .missed, .upcoming] {
                    HStack(spacing: 6) {
                        badge(state, side: 16)
                        Text(state.word, style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
                    }
                }
                Spacer(minLength: 0)
            }
            .padding(.top, Space.xxs)
        }
        let said = rows.map { week, days in
            let counts = [Shown.kept, .repaired, .missed, .noRecord, .today, .upcoming].compactMap { state -> String? in
                let n = days.filter { $0.1 == state }.count
                return n == 0 ? nil : "\(n) \(state.word)"
            }
            return petStrings("week of %1$@: %2$@", .text(dayMonth(week.monday)), .text(ReportFormat.list(counts)))
        }
        return ReportFigure(view: view, reading: .figure(alt: petStrings("The streak's last %1$lld weeks, a badge a day: %2$@.", .integer(runWeeks),
                                                                         .text(said.joined(separator: "; ")))))
    }

    /// "23 Nov" ("23. Nov.", "23 نوفمبر"): a day in a narrow column or tile, where the weekday would
    /// not fit; British order in English as the rest of the report, the locale's through ``LocaleFormat``.
    static func dayMonth(_ date: LocalDate) -> String {
        let locale = FolioLocale.current
        guard locale.catalogLanguage != FolioLocale.source.catalogLanguage else { return "\(date.day) \(date.monthName.prefix(3))" }
        return locale.format.date(year: date.year, month: date.month, day: date.day, style: .abbreviated)
    }

    /// The width of a row's week label.
    private static let weekLabelWidth = 64.0

    /// How a day is shown: the domain's standing, with days before the first record told apart
    /// from days that were missed.
    enum Shown: Equatable {
        case kept, repaired, missed, today, upcoming, noRecord

        var word: String {
            switch self {
            case .kept: petStrings("kept")
            case .repaired: petStrings("repaired")
            case .missed: petStrings("missed")
            case .today: petStrings("today")
            case .upcoming: petStrings("to come")
            case .noRecord: petStrings("no record")
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

    /// A round badge `side` across: filled violet with a white check for a kept day, outlined for a
    /// repair, a quiet fill for a miss or today, a dashed ring for a day to come.
    private static func badge(_ state: Shown, side: Double) -> any View {
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
            if let icon = state.icon { IconView(icon, size: (side * 0.55).rounded(), color: ink) }
        }
        .frame(width: side, height: side)
    }
}
