import FolioCore
import FolioApps
import FolioDomain
import Foundation
import FolioTargets

extension ReportData {
    /// Reads the report's snapshots from `directory` (`<app>.json` for each app; the bundled
    /// defaults in `Templates/snapshots` when nil) and picks the week: `week`, or the ISO week that
    /// holds the snapshots' date. An app without a file is left out. Each of `stories` turns its
    /// app's snapshot into that story's (`report weekly --story pet.home:away`).
    /// - Throws: `SnapshotError` for an invalid snapshot, `SnapshotFileError` for an unreadable one or
    ///   a missing folder, `ReportInputError` when no snapshot is found or the week lies outside the data.
    public static func load(snapshots directory: String?, week: ISOWeek?, stories: [StoryEntry] = []) throws -> ReportData {
        let folder: URL
        let shown: String
        if let directory {
            folder = URL(fileURLWithPath: directory)
            shown = directory
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SnapshotFileError(file: directory, reason: "no such folder")
            }
        } else {
            guard let templates = Templates.directory() else {
                throw SnapshotFileError(file: "Templates/snapshots", reason: Templates.notFound)
            }
            folder = templates.appendingPathComponent("snapshots")
            shown = "Templates/snapshots"
        }
        // Each story names the state of its app's snapshot that the report tells.
        let snapshots = try Self.snapshots(snapshotFormats, in: folder).map { snapshot in
            try stories.reduce(snapshot) { state, story in try story.snapshot(from: state) ?? state }
        }
        return try make(snapshots: snapshots, week: week, source: shown)
    }

    /// The snapshot formats a report has sections for, in the catalog's order.
    public static var snapshotFormats: [any AppSnapshot.Type] { AppCatalog.apps.filter { $0.report != nil }.map(\.snapshotType) }

    /// The report's data from `snapshots` already read (from `source`, as the contents page names
    /// it), for `week` or the ISO week that holds the snapshots' date.
    /// - Throws: `ReportInputError` when there is no snapshot or the week lies outside the data.
    public static func make(snapshots: [any AppSnapshot], week: ISOWeek?, source shown: String) throws -> ReportData {
        guard let today = ReportData.moment(of: snapshots)?.0.date else {
            throw ReportInputError("no snapshot in \(shown): expected \(snapshotFormats.map { $0.defaultFileName }.joined(separator: " or "))")
        }
        let data = ReportData(week: week ?? ISOWeek(containing: today), snapshots: snapshots, source: shown)
        guard data.weekHasRecords else {
            let span = data.recordedSpan.map { "\($0.lowerBound) … \($0.upperBound) (\(ISOWeek(containing: $0.lowerBound)) … \(ISOWeek(containing: $0.upperBound)))" } ?? "nothing"
            throw ReportInputError("week \(data.week) is outside the data: the snapshots in \(shown) hold \(span)")
        }
        return data
    }

    /// The snapshots of `formats` that are in `folder`, in their order, read on two threads (the
    /// other core is done with the fonts by then). A failure is the first format's that fails, as
    /// one by one.
    private static func snapshots(_ formats: [any AppSnapshot.Type], in folder: URL) throws -> [any AppSnapshot] {
        try ParallelWork.map(count: formats.count, parallelism: 2) { try snapshot(formats[$0], in: folder) }.compactMap { $0 }
    }

    /// The snapshot of `format` in `folder` (through the shared store), nil when there is no file.
    private static func snapshot(_ format: any AppSnapshot.Type, in folder: URL) throws -> (any AppSnapshot)? {
        let path = folder.appendingPathComponent(format.defaultFileName).path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try SnapshotStore.shared.snapshot(format, path: path)
    }
}

/// Report input that cannot be used: no snapshot at all, or a week the snapshots hold nothing of.
struct ReportInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    var message: String

    init(_ message: String) {
        self.message = message
    }

    /// The message.
    var description: String { message }
}

extension ReportTemplate {
    /// The bundled weekly template, `Templates/reports/weekly.json`.
    public static var defaultWeekly: URL? {
        Templates.directory()?.appendingPathComponent("reports").appendingPathComponent("weekly.json")
    }
}

extension ReportInputError: ClassifiedError {
    /// No snapshot, or a week outside them: bad data.
    public var failureKind: FailureKind { .badData }
}
