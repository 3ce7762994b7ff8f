import FolioCore
import Foundation

/// A golden check as the files CI systems read: a JUnit XML file (one test case per target ×
/// appearance, failures with their message, counts and the review's pictures) and a JSON report of
/// the same. Paths are as the review folder was named (relative when it was), never absolute
/// unless it was given so.
public struct GoldenCIReport: Sendable {
    /// The check's outcome.
    public var report: GoldenReport
    /// The folder the review's pictures were written in.
    public var reviewDirectory: String

    /// The report of `report`, whose pictures are in `reviewDirectory`.
    public init(report: GoldenReport, reviewDirectory: String) {
        self.report = report
        self.reviewDirectory = reviewDirectory
    }

    /// The JUnit XML: a `testsuites` root holding one `testsuite` named "folio golden check".
    public func junit() -> String {
        let failures = report.results.filter(\.isFailure).count + (report.packageDifferences.isEmpty ? 0 : 1)
        let time = String(format: "%.3f", report.seconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"folio golden\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"folio golden check\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"0\" "
            + "skipped=\"0\" time=\"\(time)\">\n"
        if !report.packageDifferences.isEmpty {
            out += "    <testcase classname=\"goldens\" name=\"packages\">\n"
            out += "      <failure message=\"the goldens were made with other packages\" type=\"packages\">"
                + Self.xml(report.packageDifferences.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
        }
        for result in report.results {
            out += "    <testcase classname=\"\(Self.xml(result.target.group))\" name=\"\(Self.xml("\(result.target.name) \(result.mode)"))\""
            guard result.isFailure || result.status == .tolerated else {
                out += "/>\n"
                continue
            }
            out += ">\n"
            let details = Self.xml(detail(result).joined(separator: "\n"))
            if result.isFailure {
                out += "      <failure message=\"\(Self.xml(result.message))\" type=\"\(result.status.rawValue)\">\(details)</failure>\n"
            } else {
                out += "      <system-out>\(details)</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// The JSON report: the summary, whether it failed, and every result.
    public func json() -> JSONValue {
        .object([
            "summary": .string(report.summary),
            "failed": .bool(report.failed),
            "seconds": .number(report.seconds),
            "packageDifferences": .array(report.packageDifferences.map(JSONValue.string)),
            "orphaned": .array(report.orphaned.map(JSONValue.string)),
            "results": .array(report.results.map(json)),
        ])
    }

    private func json(_ result: GoldenResult) -> JSONValue {
        var fields: [String: JSONValue] = [
            "target": .string(result.target.name), "appearance": .string(result.appearance.rawValue), "mode": .string(result.mode),
            "file": .string(result.file), "status": .string(result.status.rawValue), "message": .string(result.message),
            "differing": .number(Double(result.differing)), "antialiased": .number(Double(result.antialiased)),
            "exact": .bool(result.exact), "changes": .array(result.changes.map(JSONValue.string)),
        ]
        for (key, image) in [("expected", result.expectedImage), ("actual", result.actualImage), ("diff", result.diffImage)] {
            if let image { fields[key] = .string(reviewPath(image)) }
        }
        return .object(fields)
    }

    /// The lines under a failure: counts, what changed in the frame tree, the pictures.
    private func detail(_ result: GoldenResult) -> [String] {
        var lines = ["\(result.differing) pixels differ, \(result.antialiased) anti-aliased ignored"]
        lines += result.changes
        for (label, image) in [("expected", result.expectedImage), ("actual", result.actualImage), ("diff", result.diffImage)] {
            if let image { lines.append("\(label): \(reviewPath(image))") }
        }
        return lines
    }

    private func reviewPath(_ file: String) -> String { (reviewDirectory as NSString).appendingPathComponent(file) }

    /// `text` safe in XML 1.0 text and quoted attributes: markup escaped, characters XML cannot
    /// hold (C0 controls, noncharacters) written as visible escapes.
    static func xml(_ text: String) -> String { text.escapedForMarkup }
}
