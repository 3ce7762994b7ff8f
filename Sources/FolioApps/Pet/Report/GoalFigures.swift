import FolioDomain
import FolioLayout
import FolioPieces

/// Goals kept in each area of self-care: a filled bar for this week over an outlined one for the
/// week before, each with its number (the week before left out, and said so, when there is no
/// record of it).
enum GoalAreasFigure {
    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let week = data.petWeek else { return nil }
        let before = week.keptBefore
        let most = max(1, CareArea.allCases.map { max(week.kept[$0] ?? 0, before?[$0] ?? 0) }.max() ?? 1)
        let view = VStack(alignment: .leading, spacing: 10) {
            ReportKey(items: before == nil ? [(petStrings("This week"), .filled)]
                        : [(petStrings("This week"), .filled), (week.before.capitalizedFirst, .outlined)],
                      color: .pet.violetCheck)
            if before == nil {
                Text(petStrings("There is no record of the week before to compare with."), style: ReportType.caption, color: .secondaryLabel)
            }
            for area in CareArea.allCases {
                let now = week.kept[area] ?? 0
                VStack(alignment: .leading, spacing: 3) {
                    ReportBarRow(label: area.label, icon: icon(area), fraction: Double(now) / Double(most),
                                 trailing: petStrings("%lld goals", .integer(now)), color: .pet.violetCheck)
                    if let before {
                        ReportBarRow(label: "", fraction: Double(before[area] ?? 0) / Double(most), trailing: petStrings("%lld before", .integer(before[area] ?? 0)),
                                     style: .outlined, color: .pet.violetCheck)
                    }
                }
            }
        }
        let said = CareArea.allCases.map { area in
            "\(area.label) \(week.kept[area] ?? 0)" + (before.map { " (\($0[area] ?? 0) \(week.before))" } ?? "")
        }
        return ReportFigure(view: view, reading: .figure(alt: petStrings("Goals kept in each area this week: %@.", .text(ReportFormat.list(said)))))
    }

    /// The area's icon on the progress screen.
    static func icon(_ area: CareArea) -> Icon {
        switch area {
        case .body: .run
        case .mind: .brain
        case .rest: .bed
        case .social: .people
        case .home: .house
        }
    }
}

/// The week as the Day Picker piece shows it (a check on each day that counted, today ringed), with
/// the goals kept each day under it.
enum GoalDaysFigure {
    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let pet = data.pet, let week = data.petWeek else { return nil }
        let days = week.streakDays.map { day in
            DayPicker.Day(weekday: PetFormat.weekdayLetter(day.date), date: day.date.day, isTicked: day.isTicked,
                          isToday: day.date == pet.date)
        }
        let counts = week.streakDays.map { day -> String in
            if day.state == .upcoming { return petStrings("to come") }
            guard week.recorded?.contains(day.date) == true else { return petStrings("no record") }
            return petStrings("%lld goals", .integer(pet.goalsKept(on: day.date)))
        }
        let view = VStack(spacing: Space.xs) {
            DayPicker(days: days)
            HStack(spacing: 0) {
                for count in counts {
                    Text(count, style: ReportType.caption.weight(.medium), color: .secondaryLabel)
                        .lineLimit(1)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        let said = zip(week.streakDays, counts).map { day, count in
            petStrings(day.isTicked ? "%1$@ %2$lld: ticked, %3$@" : "%1$@ %2$lld: %3$@", .text(day.date.weekday.label), .integer(day.date.day), .text(count))
        }
        return ReportFigure(view: view, reading: .figure(alt: petStrings("The days of the week: %@.", .text(said.joined(separator: "; ")))))
    }
}
