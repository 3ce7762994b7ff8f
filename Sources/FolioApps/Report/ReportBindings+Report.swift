extension ReportBindings {
    /// The report's own facts: who, which week, when the data was taken (their words from the
    /// report's catalog, in the locale the report is drawn in).
    static let report: [ReportBinding] = [
        .value("report.person", "The person's name (from the first snapshot that has one), or \"You\".") { data in
            let name = data.person ?? AppStrings.report("You")
            return ReportValue(name, label: AppStrings.report("Name"))
        },
        .value("report.personPossessive", "\"Maya’s\", or \"Your\" without a name.") { data in
            ReportValue(ReportFormat.possessive(data.person), label: AppStrings.report("Whose"))
        },
        .value("report.week", "The ISO week, \"2026-W48\".") { data in
            ReportValue(ReportFormat.week(data.week), label: AppStrings.report("Week"))
        },
        .value("report.dates", "The week's days, \"Monday 23 – Sunday 29 November 2026\".") { data in
            ReportValue(ReportFormat.weekDates(data.week), label: AppStrings.report("Dates"))
        },
        .value("report.snapshotTime", "When the data was taken, \"Friday 27 November 2026 at 18:40\".") { data in
            data.snapshotMoment.map { ReportValue(ReportFormat.moment($0.0), label: AppStrings.report("Data as of")) }
        },
    ]
}
