import FolioCore
import Foundation

extension GoldenCIReport {
    /// Which JUnit dialect to write. Apache Ant's schema (JUnit.xsd) allows no output inside a test
    /// case, while GitLab reads a failure's pictures only from `[[ATTACHMENT|path]]` lines inside it,
    /// so one file cannot serve both; both dialects are valid against Jenkins' schema.
    public enum JUnitDialect: String, Sendable, CaseIterable {
        /// Strict Ant JUnit.xsd (and Jenkins): the pictures are named in each failure's text.
        case ant
        /// Jenkins' schema and GitLab: each failing case's `system-out` also holds an attachment line
        /// for its diff and actual pictures (GitLab shows the first).
        case gitlab
    }

    /// The JUnit XML: a `testsuites` root holding one `testsuite` "folio golden check" whose counts
    /// are those of its test cases. One case per target × appearance (`classname` its group, `time`
    /// its render and comparison), a `failure` for a failed or missing golden; when the pixels could
    /// not be compared, a first case "packages" with an `error` naming how the packages differ; a case
    /// "<screen> <mode>" with a `failure` for each mode that lost its axis.
    /// The suite's `system-out` holds the summary and the notes of tolerated goldens.
    public func junit(_ dialect: JUnitDialect = .ant) -> String {
        let cases = testCases(dialect)
        let failures = report.results.filter(\.isFailure).count + report.lostAxes.count, errors = report.packageDifferences.isEmpty ? 0 : 1
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out += "  <testsuite name=\"folio golden check\" package=\"folio.golden\" id=\"0\" timestamp=\"\(Self.timestamp(started))\" "
            + "hostname=\"\(Self.xml(hostname))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" "
            + "time=\"\(Self.time(report.seconds))\">\n"
        out += "    <properties>\n"
        for (name, value) in [("review", reviewDirectory), ("outcome", outcomeName)] {
            out += "      <property name=\"\(name)\" value=\"\(Self.xml(value))\"/>\n"
        }
        out += "    </properties>\n" + cases.joined()
        let tolerated = report.results.filter { $0.status == .tolerated }.map { "tolerated: \($0.target.name) \($0.mode): \($0.message)" }
        out += "    <system-out>\(Self.xml(([report.summary] + tolerated).joined(separator: "\n")))</system-out>\n"
        out += "    <system-err>\(Self.xml(report.packageDifferences.map { "not compared: \($0)" }.joined(separator: "\n")))</system-err>\n"
        return out + "  </testsuite>\n</testsuites>\n"
    }

    /// Each `testcase` element, in order.
    private func testCases(_ dialect: JUnitDialect) -> [String] {
        var cases: [String] = []
        if !report.packageDifferences.isEmpty {
            cases.append("    <testcase classname=\"goldens\" name=\"packages\" time=\"0.000\">\n"
                + "      <error message=\"pixels not comparable here: the goldens were made with other font files or library versions\" "
                + "type=\"not-comparable\">\(Self.xml(report.packageDifferences.joined(separator: "\n")))</error>\n    </testcase>\n")
        }
        for lost in report.lostAxes {
            cases.append("    <testcase classname=\"axes\" name=\"\(Self.xml("\(lost.screen) \(lost.mode)"))\" time=\"0.000\">\n"
                + "      <failure message=\"\(Self.xml(lost.description))\" type=\"lost-axis\">\(Self.xml(lost.axis))</failure>\n    </testcase>\n")
        }
        for result in report.results {
            let open = "    <testcase classname=\"\(Self.xml(result.target.group))\" name=\"\(Self.xml("\(result.target.name) \(result.mode)"))\" "
                + "time=\"\(Self.time(result.seconds))\""
            guard result.isFailure else {
                cases.append(open + "/>\n")
                continue
            }
            var body = "      <failure message=\"\(Self.xml(result.message))\" type=\"\(result.status.rawValue)\">"
                + Self.xml(detail(result).joined(separator: "\n")) + "</failure>\n"
            if dialect == .gitlab {
                let shown = images(result).filter { $0.role != "expected" }.sorted { $0.role > $1.role }
                body += "      <system-out>\(Self.xml(shown.map { "[[ATTACHMENT|\($0.path)]]" }.joined(separator: "\n")))</system-out>\n"
            }
            cases.append(open + ">\n" + body + "    </testcase>\n")
        }
        return cases
    }

    /// `date` as Ant's schema wants a timestamp: `yyyy-MM-ddTHH:mm:ss`, no zone (this is UTC).
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    /// Seconds with three decimals, as both schemas read a duration.
    static func time(_ seconds: Double) -> String { String(format: "%.3f", max(0, seconds)) }

    /// `text` safe in XML 1.0 text and quoted attributes: markup escaped, characters XML cannot
    /// hold (C0 controls, noncharacters) written as visible escapes.
    static func xml(_ text: String) -> String { text.escapedForMarkup }
}
