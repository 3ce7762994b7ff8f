import FolioDomain

extension ReportBindings {
    /// What the Water and Streaks snapshot gives a report.
    static let water: [ReportBinding] = waterValues + waterFigures

    private static let waterValues: [ReportBinding] = [
        .value("water.total", "What counted towards the goal over the week's recorded days.") { data in
            guard let week = data.waterWeek else { return nil }
            return ReportValue(ReportFormat.volume(week.totalHydrationMl), label: waterStrings("Towards the goal"),
                               detail: waterStrings("%@ drunk in all", .text(ReportFormat.volume(week.totalVolumeMl))))
        },
        .value("water.volume", "Everything drunk over the week's recorded days.") { data in
            data.waterWeek.map { ReportValue(ReportFormat.volume($0.totalVolumeMl), label: waterStrings("Drunk in all")) }
        },
        .value("water.goal", "The daily goal, \"2 L\".") { data in
            data.water.map { ReportValue(ReportFormat.volume($0.goalMl), label: waterStrings("Daily goal")) }
        },
        .value("water.daysMet", "Days the goal was met, of the recorded days.") { data in
            guard let week = data.waterWeek else { return nil }
            return ReportValue(Format.grouped(week.daysMet),
                               phrase: waterStrings("%1$lld of %2$lld days", .integer(week.daysMet), .integer(week.days.count)),
                               label: waterStrings("Days at the water goal"), detail: recordedDetail(week.days.count, data: data))
        },
        .value("water.daysRecorded", "Days of the week with a record.") { data in
            data.waterWeek.map {
                ReportValue(Format.grouped($0.days.count), phrase: waterStrings("%lld days", .integer($0.days.count)),
                            label: waterStrings("Days recorded"))
            }
        },
        .value("water.average", "What counted on an average recorded day.") { data in
            guard let week = data.waterWeek, !week.days.isEmpty else { return nil }
            return ReportValue(ReportFormat.volume(week.averageHydrationMl), label: waterStrings("A day on average"),
                               detail: waterStrings("goal %@", .text(ReportFormat.volume(week.goalMl))))
        },
        .value("water.bestDay", "The day with the most water, \"Monday\".") { data in
            guard let best = data.waterWeek?.bestDay else { return nil }
            return ReportValue(ReportFormat.volume(best.hydrationMl), phrase: WaterFormat.weekday(best.date.weekday), label: waterStrings("Best day"),
                               detail: ReportFormat.shortDate(best.date))
        },
        .value("water.streak.current", "Days in a row at the goal, on the snapshot's day.") { data in
            guard let water = data.water else { return nil }
            return ReportValue(Format.grouped(water.currentStreak), phrase: waterStrings("%lld days", .integer(water.currentStreak)),
                               label: waterStrings("Days in a row at goal"), detail: waterStrings("on %@", .text(ReportFormat.shortDate(water.date))))
        },
    ]

    private static let waterFigures: [ReportBinding] = [
        .figure("water.days", "Each day's water as a bar against the goal line.") { WaterDaysFigure.figure($0) },
        .figure("water.mascots", "The week's llamas, each filled with its day's water.") { WaterMascotsFigure.figure($0) },
        .figure("water.kinds", "What counted, by drink, most first.") { TallyFigure.drinks($0) },
    ]
}
