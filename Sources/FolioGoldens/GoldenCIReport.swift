import FolioCore
import Foundation

/// A golden check as the files CI systems read: a JUnit XML file (see `junit(_:)`: one test case per
/// target × appearance, failures with their message, counts and the review's pictures) and a JSON
/// report of the same. Paths are as the review folder was named (relative when it was), never
/// absolute unless it was given so. The report's bytes depend on the check and on the two things
/// the caller passes in, when and where it ran; durations are measured, so they vary run to run.
public struct GoldenCIReport: Sendable {
    /// The check's outcome.
    public var report: GoldenReport
    /// The folder the review's pictures were written in.
    public var reviewDirectory: String
    /// When the check started (the JUnit `timestamp`, written in UTC).
    public var started: Date
    /// The machine it ran on (the JUnit `hostname`; "localhost" when empty, as Ant's schema asks).
    public var hostname: String

    /// The version of the JSON report's layout: 2 has numeric `totals`, `outcome` and each result's `seconds`.
    public static let jsonFormatVersion = 2

    /// The report of `report`, whose pictures are in `reviewDirectory`, started at `started` on `hostname`.
    public init(report: GoldenReport, reviewDirectory: String, started: Date, hostname: String) {
        self.report = report
        self.reviewDirectory = reviewDirectory
        self.started = started
        self.hostname = hostname.isEmpty ? "localhost" : hostname
    }

    /// The JSON report: its format and version, the summary and outcome, numeric totals, and every result.
    public func json() -> JSONValue {
        var totals: [String: JSONValue] = ["goldens": .number(Double(report.results.count)),
                                           "exact": .number(Double(report.results.filter(\.exact).count)),
                                           "orphaned": .number(Double(report.orphaned.count)),
                                           "unusedInStore": .number(Double(report.orphanedInStore.count)),
                                           "lostAxes": .number(Double(report.lostAxes.count))]
        for status in GoldenResult.Status.allCases { totals[status.rawValue] = .number(Double(report.count(status))) }
        return .object([
            "format": .string("folio golden check"),
            "formatVersion": .number(Double(Self.jsonFormatVersion)),
            "summary": .string(report.summary),
            "outcome": .string(outcomeName),
            "failed": .bool(report.failed),
            "totals": .object(totals),
            "seconds": .number(report.seconds),
            "packageDifferences": .array(report.packageDifferences.map(JSONValue.string)),
            "orphaned": .array(report.orphaned.map(JSONValue.string)),
            "results": .array(report.results.map(json)),
        ])
    }

    /// The outcome as the JSON report names it: passed, regressed or notComparable.
    var outcomeName: String {
        switch report.outcome {
        case .passed: "passed"
        case .regressed: "regressed"
        case .notComparable: "notComparable"
        }
    }

    private func json(_ result: GoldenResult) -> JSONValue {
        var fields: [String: JSONValue] = [
            "target": .string(result.target.name), "appearance": .string(result.appearance.rawValue), "mode": .string(result.mode),
            "file": .string(result.file), "status": .string(result.status.rawValue), "message": .string(result.message),
            "differing": .number(Double(result.differing)), "antialiased": .number(Double(result.antialiased)),
            "exact": .bool(result.exact), "seconds": .number(result.seconds), "changes": .array(result.changes.map(JSONValue.string)),
        ]
        for (key, image) in images(result) { fields[key] = .string(image) }
        return .object(fields)
    }

    /// The review's pictures of `result` that were written (expected, actual, diff), as paths from
    /// where the review folder was named.
    func images(_ result: GoldenResult) -> [(role: String, path: String)] {
        [("expected", result.expectedImage), ("actual", result.actualImage), ("diff", result.diffImage)].compactMap { role, image in
            image.map { (role, (reviewDirectory as NSString).appendingPathComponent($0)) }
        }
    }

    /// The lines under a failure: counts, what changed in the frame tree, the pictures.
    func detail(_ result: GoldenResult) -> [String] {
        ["\(result.differing) pixels differ, \(result.antialiased) anti-aliased ignored"] + result.changes
            + images(result).map { "\($0.role): \($0.path)" }
    }
}
