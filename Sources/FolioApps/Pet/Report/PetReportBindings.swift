import FolioDomain

extension ReportBindings {
    /// What the Self-Care Pet snapshot gives a report.
    static let pet: [ReportBinding] = petValues + petFigures

    private static let petValues: [ReportBinding] = [
        .value("pet.companion", "The companion's name, \"Biscuit\".") { data in
            data.pet.map { ReportValue($0.companion.name, label: petStrings("Companion")) }
        },
        .value("pet.energy", "The companion's energy on the snapshot's day, of its capacity.") { data in
            guard let pet = data.pet else { return nil }
            return ReportValue("\(pet.energy)", phrase: petStrings("%1$lld of %2$lld energy", .integer(pet.energy), .integer(pet.companion.capacity)),
                               label: petStrings("%@’s energy", .text(pet.companion.name)),
                               detail: petStrings("of %1$lld on %2$@", .integer(pet.companion.capacity), .text(ReportFormat.shortDate(pet.date))))
        },
        .value("pet.mood.checkIns", "Check-ins made in the week.") { data in
            guard let week = data.petWeek else { return nil }
            let n = week.mood.checkIns.count
            return ReportValue("\(n)", phrase: petStrings("%lld check-ins", .integer(n)), label: petStrings("Check-ins"),
                               detail: recordedDetail(week.daysRecorded, data: data))
        },
        .value("pet.mood.average", "The week's average mood, \"okay\".") { data in
            data.petWeek.flatMap { averageMood($0.mood, label: petStrings("Average mood")) }
        },
        .value("pet.mood.monthAverage", "The average mood of the 28 days ending with the week.") { data in
            data.petWeek.flatMap { averageMood($0.month, label: petStrings("Mood over 28 days")) }
        },
        .value("pet.goals.kept", "Goals kept in the week, every area.") { data in
            guard let week = data.petWeek else { return nil }
            return ReportValue("\(week.totalKept)", phrase: petStrings("%lld goals", .integer(week.totalKept)), label: petStrings("Goals kept"),
                               detail: week.totalKeptBefore.map { "\($0) \(week.before)" } ?? petStrings("no record before"))
        },
        .value("pet.goals.keptLastWeek", "Goals kept on the same days of the week before (\"30 goals by Friday last week\").") { data in
            guard let week = data.petWeek else { return nil }
            guard let before = week.totalKeptBefore else {
                return ReportValue("—", phrase: petStrings("nothing on record for the week before"), label: petStrings("Goals kept the week before"),
                                   detail: petStrings("no record"))
            }
            return ReportValue("\(before)", phrase: petStrings("%lld goals", .integer(before)) + " " + week.before,
                               label: petStrings("Goals kept the week before"), detail: week.comparedThrough.map { petStrings("Monday to %@", .text($0)) })
        },
        .value("pet.goals.daysTicked", "Days of the week that counted for the streak.") { data in
            guard let week = data.petWeek else { return nil }
            return ReportValue("\(week.daysTicked)", phrase: petStrings("%1$lld of %2$lld days", .integer(week.daysTicked), .integer(week.daysRecorded)),
                               label: petStrings("Days ticked"), detail: recordedDetail(week.daysRecorded, data: data))
        },
        .value("pet.streak.current", "The streak at the end of the week (or today).") { data in
            guard let week = data.petWeek else { return nil }
            return ReportValue("\(week.streak)", phrase: petStrings("%lld days", .integer(week.streak)), label: petStrings("Day streak"),
                               detail: petStrings("on %@", .text(ReportFormat.shortDate(data.lastDay))))
        },
        .value("pet.streak.since", "The first day of the streak standing at the end of the week (or today).") { data in
            guard let pet = data.pet, data.petWeek != nil else { return nil }
            guard let first = pet.streakRun(through: data.lastDay).first else {
                return ReportValue("—", phrase: petStrings("no streak yet"), label: petStrings("Running since"),
                                   detail: petStrings("a kept day starts one"))
            }
            return ReportValue(StreakFigures.dayMonth(first.date), phrase: petStrings("since %@", .text(ReportFormat.longDate(first.date))),
                               label: petStrings("Running since"), detail: first.date.weekday.label)
        },
        .value("pet.streak.repaired", "The days a repair filled in within the streak.") { data in
            guard let pet = data.pet, data.petWeek != nil else { return nil }
            let days = pet.streakRun(through: data.lastDay).filter { $0.state == .repaired }.map(\.date)
            return ReportValue("\(days.count)", phrase: days.isEmpty ? petStrings("no days repaired") : petStrings("%lld days repaired", .integer(days.count)),
                               label: petStrings("Days repaired"),
                               detail: days.isEmpty ? petStrings("none in this run") : ReportFormat.list(days.suffix(3).map(StreakFigures.dayMonth)))
        },
        .value("pet.streak.repairsLeft", "Streak repairs left on the snapshot's day.") { data in
            guard let pet = data.pet else { return nil }
            let n = pet.streakRepairsLeft
            return ReportValue("\(n)", phrase: n == 0 ? petStrings("no repairs") : petStrings("%lld repairs", .integer(n)), label: petStrings("Repairs left"),
                               detail: petStrings("for missed days"))
        },
    ]

    private static let petFigures: [ReportBinding] = [
        .figure("pet.scene", "Biscuit at home on a pastel storybook card, filled with its energy.") { CoverScene.figure($0) },
        .figure("pet.mood.line", "The Mood Line of the week's check-ins, with each day's mood in words.") { MoodWeekFigure.figure($0) },
        .figure("pet.mood.month", "The week's average mood against the 28 days ending with it.") { MoodScaleFigure.figure($0) },
        .figure("pet.mood.words", "The words used most in the week's check-ins.") { TallyFigure.words($0) },
        .figure("pet.mood.factors", "What shaped the week's moods, most named first.") { TallyFigure.factors($0) },
        .figure("pet.goals.areas", "Goals kept in each area, this week against the week before.") { GoalAreasFigure.figure($0) },
        .figure("pet.goals.days", "The week as a Day Picker, with the goals kept each day.") { GoalDaysFigure.figure($0) },
        .figure("pet.streak.number", "The streak as a glowing number.") { StreakFigures.number($0) },
        .figure("pet.streak.weeks", "The streak's last four weeks, a badge a day: kept, repaired, missed or to come.") {
            StreakFigures.weeks($0)
        },
    ]

    /// The average mood of `summary` as a word ("okay" in copy, "Okay" on a tile, its score under it).
    private static func averageMood(_ summary: MoodSummary, label: String) -> ReportValue? {
        guard let average = summary.averageMood, let score = summary.averageScore else { return nil }
        return ReportValue(average.face.label, phrase: average.face.label.lowercased(), label: label, detail: petStrings("%@ of 5", .text(ReportFormat.score(score))))
    }

    /// "of 7 days", "of 5 days so far" (the week holds today), "of 3 recorded days".
    static func recordedDetail(_ days: Int, data: ReportData) -> String {
        if days == 7 { return petStrings("of 7 days") }
        if data.lastDay < data.week.sunday { return petStrings("of %lld days so far", .integer(days)) }
        return petStrings("of %lld recorded days", .integer(days))
    }
}
