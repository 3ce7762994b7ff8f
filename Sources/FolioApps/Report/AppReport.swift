import FolioDomain

/// What one app brings to the weekly report, as part of its ``AppDefinition``: the chapters a
/// template can name, the bindings (values and figures) those chapters show, and how the report
/// reads the app's snapshot (its summary of a week, the days it has a record of, when it was taken,
/// whose it is). The report engine knows no app: it asks these.
public struct AppReport: Sendable {
    /// The app's chapters ("mood", "goals", "streak"), in the order the help lists them.
    public let chapters: [ReportChapter]
    /// The app's bindings, each named "<app>.…" ("pet.energy").
    public let bindings: [ReportBinding]
    // Each reads only its own app's snapshots (nil for another's).
    let summarize: @Sendable (any AppSnapshot, ISOWeek) -> (any Sendable)?
    let recordedDays: @Sendable (any AppSnapshot, ISOWeek?) -> ClosedRange<LocalDate>?
    let moment: @Sendable (any AppSnapshot) -> (LocalDateTime, TimeZoneID)?
    let person: @Sendable (any AppSnapshot) -> String?

    /// The report of an app whose snapshots are of type `S`.
    /// - Parameters:
    ///   - summarize: the week's summary the bindings read (computed once per report).
    ///   - recordedDays: the days of a week (or, given nil, of the whole snapshot) with a record.
    ///   - moment: when the snapshot was taken, in its time zone.
    ///   - person: whose data it is, when the snapshot says.
    public init<S: AppSnapshot, W: Sendable>(_ snapshot: S.Type, chapters: [ReportChapter], bindings: [ReportBinding],
                                             summarize: @escaping @Sendable (S, ISOWeek) -> W,
                                             recordedDays: @escaping @Sendable (S, ISOWeek?) -> ClosedRange<LocalDate>?,
                                             moment: @escaping @Sendable (S) -> (LocalDateTime, TimeZoneID),
                                             person: @escaping @Sendable (S) -> String? = { _ in nil }) {
        self.chapters = chapters
        self.bindings = bindings
        self.summarize = { snapshot, week in (snapshot as? S).map { summarize($0, week) } }
        self.recordedDays = { snapshot, week in (snapshot as? S).flatMap { recordedDays($0, week) } }
        self.moment = { ($0 as? S).map(moment) }
        self.person = { ($0 as? S).flatMap(person) }
    }
}

/// A chapter an app's report offers a template: its kind ("water") and when a week has nothing for
/// it, so it says so in a sentence instead of drawing zeros.
public struct ReportChapter: Sendable {
    /// The name templates give it in `"kind"`.
    public let kind: String
    /// What the chapter shows, for help texts.
    public let summary: String
    let isEmpty: @Sendable (ReportData) -> Bool

    /// A chapter named `kind`, empty in a week when `isEmpty` says so.
    public init(_ kind: String, _ summary: String, isEmpty: @escaping @Sendable (ReportData) -> Bool) {
        self.kind = kind
        self.summary = summary
        self.isEmpty = isEmpty
    }
}
