import FolioAppsTestSupport
import FolioCore
import FolioTestSupport
import Foundation
import XCTest

/// The CI files of a golden check, read by the tools CI systems use: the JUnit file validated by
/// xmllint against the strict Ant schema and Jenkins' (Tests/Fixtures/schemas), and read by
/// junitparser (from the project's .venv); the JSON report's numbers; the exit codes of a check
/// that could not compare pixels and of a goldens folder that is not there.
extension GoldenCommandTests {
    static let schemas = "\(packageRoot)/Tests/Fixtures/schemas"

    /// xmllint's verdict on `file` against `schema` (a file of Tests/Fixtures/schemas).
    func validate(_ file: String, against schema: String) throws -> (code: Int32, output: String) {
        try ExternalTool.capture("/usr/bin/xmllint", ["--noout", "--schema", "\(Self.schemas)/\(schema)", file])
    }

    /// What junitparser reads in `file` (scripts/read-junit.py's lines).
    func junitparser(_ file: String) throws -> [String] {
        let read = try ExternalTool.capture("\(packageRoot)/.venv/bin/python", ["\(packageRoot)/scripts/read-junit.py", file])
        XCTAssertEqual(read.code, 0, read.output)
        return read.output.split(separator: "\n").map(String.init)
    }

    func testTheJUnitOfAFailingCheckIsValidForAntAndJenkinsAndJunitparserReadsIt() throws {
        XCTAssertEqual(golden("record").code, 0)
        try tamper("dark", rows: 10)
        let failed = golden("check", "--junit", "\(dir)/junit.xml", "--junit-gitlab", "\(dir)/gitlab.xml", "--json", "\(dir)/report.json")
        XCTAssertEqual(failed.code, 1, failed.err)

        XCTAssertEqual(try validate("\(dir)/junit.xml", against: "junit-ant.xsd").output, "\(dir)/junit.xml validates\n")
        XCTAssertEqual(try validate("\(dir)/junit.xml", against: "junit-jenkins.xsd").output, "\(dir)/junit.xml validates\n")
        XCTAssertEqual(try validate("\(dir)/gitlab.xml", against: "junit-jenkins.xsd").output, "\(dir)/gitlab.xml validates\n")
        let strict = try validate("\(dir)/gitlab.xml", against: "junit-ant.xsd")
        XCTAssertEqual(strict.code, 3, "Ant's schema allows no output inside a test case: \(strict.output)")
        XCTAssertTrue(strict.output.contains("Element 'system-out': This element is not expected."), strict.output)

        for file in ["junit.xml", "gitlab.xml"] {
            let lines = try junitparser("\(dir)/\(file)")
            XCTAssertEqual(lines.count, 3, lines.joined(separator: "\n"))
            let suite = try XCTUnwrap(lines.first)
            XCTAssertTrue(suite.hasPrefix("suite 'folio golden check' tests=2 failures=1 errors=0 time="), suite)
            XCTAssertTrue(suite.hasSuffix("| counted: cases=2 failures=1 errors=0 skipped=0"), suite)
            XCTAssertNotNil(suite.range(of: #"timestamp=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d hostname=\S+"#, options: .regularExpression), suite)
            XCTAssertNotNil(lines[1].range(of: #"^case specimen/specimen.budget light time=\d+(\.\d+)? passed$"#, options: .regularExpression), lines[1])
            XCTAssertNotNil(lines[2].range(of: #"^case specimen/specimen.budget dark time=\d+(\.\d+)? failure type='failed' message='\d+ pixels differ"#,
                                           options: .regularExpression), lines[2])
            XCTAssertFalse(lines[1].contains("time=0.0 "), "a case's time is its render's: \(lines[1])")
        }
        let gitlab = try String(contentsOfFile: "\(dir)/gitlab.xml", encoding: .utf8)
        XCTAssertTrue(gitlab.contains("<system-out>[[ATTACHMENT|\(dir)/review/specimen/budget.dark.diff.png]]\n"
                                      + "[[ATTACHMENT|\(dir)/review/specimen/budget.dark.actual.png]]</system-out>"), gitlab)

        let json = try JSONValue(parsing: String(contentsOfFile: "\(dir)/report.json", encoding: .utf8))
        XCTAssertEqual(json["formatVersion"], .number(2))
        XCTAssertEqual(json["outcome"], .string("regressed"))
        XCTAssertEqual(json["totals"]?["goldens"], .number(2))
        XCTAssertEqual(json["totals"]?["passed"], .number(1))
        XCTAssertEqual(json["totals"]?["failed"], .number(1))
        XCTAssertEqual(json["totals"]?["missing"], .number(0))
    }

    func testGoldensMadeWithOtherLibrariesAreNotComparableNotARegression() throws {
        XCTAssertEqual(golden("record").code, 0)
        let fingerprint = "\(dir)/goldens/goldens.json"
        let text = try String(contentsOfFile: fingerprint, encoding: .utf8)
        let cairo = try XCTUnwrap(text.range(of: #""cairo": "[^"]*""#, options: .regularExpression))
        try text.replacingCharacters(in: cairo, with: #""cairo": "1.99.0""#).write(toFile: fingerprint, atomically: true, encoding: .utf8)

        let check = golden("check", "--junit", "\(dir)/junit.xml", "--json", "\(dir)/report.json")
        XCTAssertEqual(check.code, 3, check.err + check.out)
        XCTAssertTrue(check.err.contains("golden check: 2 goldens in "), check.err)
        XCTAssertTrue(check.err.contains(": 2 passed; pixels not comparable here (frame trees only)"), check.err)
        XCTAssertTrue(check.err.contains("golden check: pixels not comparable here, the goldens were made with other font files or library versions:"),
                      check.err)
        XCTAssertTrue(check.err.contains("cairo"), check.err)
        XCTAssertEqual(try validate("\(dir)/junit.xml", against: "junit-ant.xsd").code, 0)
        let lines = try junitparser("\(dir)/junit.xml")
        XCTAssertTrue(lines[0].contains("tests=3 failures=0 errors=1"), "the packages case counts: \(lines[0])")
        XCTAssertTrue(lines[0].hasSuffix("counted: cases=3 failures=0 errors=1 skipped=0"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("case goldens/packages time=0.0 error type='not-comparable' message='pixels not comparable here"), lines[1])
        let json = try JSONValue(parsing: String(contentsOfFile: "\(dir)/report.json", encoding: .utf8))
        XCTAssertEqual(json["outcome"], .string("notComparable"))
    }

    func testAGoldensFolderThatIsNotThereIsAnIOErrorNotAnEmptySet() {
        for action in ["check", "merge", "gc"] {
            let r = folio("golden", action, "--goldens", "\(dir)/typo")
            XCTAssertEqual(r.code, 74, "\(action): \(r.err)")
            XCTAssertEqual(r.err, "folio golden: the goldens folder \(dir)/typo does not exist (--goldens)\n", action)
        }
        XCTAssertEqual(folio("golden", "accept", "\(dir)/review", "--goldens", "\(dir)/typo").code, 74)
    }
}
