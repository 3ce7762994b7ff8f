import FolioDomain
import FolioLayout

/// Everything one weekly report shows, read from the domain once: the week, the snapshots that were
/// found and, for each app, the summary of the week its report computes (the domain computes every
/// number; the report only formats and draws them). Apps read their own part through their own
/// extensions (`data.pet`, `data.petWeek`).
public struct ReportData: Sendable {
    /// The week reported on.
    public let week: ISOWeek
    /// Where the snapshots were looked for ("Templates/snapshots"), for the note on what was left out.
    public let source: String
    /// The snapshots found, each with its app's report, in the catalog's order.
    private let found: [(report: AppReport, snapshot: any AppSnapshot, summary: (any Sendable)?)]

    /// The data of `week` from `snapshots` (one per app; a snapshot of an app without a report is
    /// ignored).
    public init(week: ISOWeek, snapshots: [any AppSnapshot], source: String) {
        self.week = week
        self.source = source
        found = AppCatalog.apps.compactMap { app in
            guard let report = app.report, let snapshot = snapshots.first(where: { type(of: $0).appID == app.id.rawValue }) else { return nil }
            return (report, snapshot, report.summarize(snapshot, week))
        }
    }

    /// Whether the snapshot of `app` was found.
    public func has(_ app: AppID) -> Bool {
        found.contains { type(of: $0.snapshot).appID == app.rawValue }
    }

    /// The snapshot of type `S`, nil when none was found.
    public func snapshot<S: AppSnapshot>(_ type: S.Type) -> S? {
        found.lazy.compactMap { $0.snapshot as? S }.first
    }

    /// The week's summary of type `W` an app's report computed, nil when its snapshot was not found.
    public func summary<W: Sendable>(_ type: W.Type) -> W? {
        found.lazy.compactMap { $0.summary as? W }.first
    }

    /// Whether some snapshot has a record of a day of the week.
    public var weekHasRecords: Bool {
        found.contains { $0.report.recordedDays($0.snapshot, week) != nil }
    }

    /// The days the found snapshots have a record of, for a message about a week outside them.
    public var recordedSpan: ClosedRange<LocalDate>? {
        let spans = found.compactMap { $0.report.recordedDays($0.snapshot, nil) }
        guard let first = spans.map(\.lowerBound).min(), let last = spans.map(\.upperBound).max() else { return nil }
        return first...last
    }

    /// The moment the data was taken: the first found snapshot's, in the catalog's order.
    public var snapshotMoment: (LocalDateTime, TimeZoneID)? {
        Self.moment(of: found.map(\.snapshot))
    }

    /// The moment `snapshots` were taken: the first's in the catalog's order whose app has a report.
    public static func moment(of snapshots: [any AppSnapshot]) -> (LocalDateTime, TimeZoneID)? {
        AppCatalog.apps.lazy.compactMap { app in
            snapshots.lazy.compactMap { app.report?.moment($0) }.first
        }.first
    }

    /// The person the report is about, from the first snapshot that names one.
    public var person: String? {
        found.lazy.compactMap { $0.report.person($0.snapshot) }.first
    }

    /// The day the report stands on: the last day of the week that has happened.
    public var lastDay: LocalDate {
        guard let today = snapshotMoment?.0.date else { return week.sunday }
        return min(week.sunday, today)
    }
}
