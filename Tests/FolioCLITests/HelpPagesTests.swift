import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// `folio help --man` and `folio help --completions SHELL`: made from the tables `--help` prints, so
/// every command and option is in them; the man page formats without a warning from groff and reads
/// in `man -l`; each shell's completions parse in that shell and complete options. And `--verbose`
/// prints what its help line promises.
final class HelpPagesTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// What `folio help ARGS` writes, saved as `name` in the test's folder; returns its path.
    func saved(_ name: String, _ arguments: String...) throws -> String {
        let r = folio(["help"] + arguments)
        XCTAssertEqual(r.code, 0, r.err)
        let path = "\(dir)/\(name)"
        try Data(r.bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testTheManPageFormatsCleanlyAndHoldsEveryCommandAndOption() throws {
        let page = try saved("folio.1", "--man")
        let groff = try ExternalTool.capture("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", page])
        XCTAssertEqual(groff.code, 0, groff.output)
        XCTAssertEqual(groff.output, "", "no warning from groff -ww")
        let man = try ExternalTool.capture("/usr/bin/man", ["-l", page], environment: ["MANWIDTH": "200", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        XCTAssertEqual(man.code, 0, man.output)
        let text = man.output
        XCTAssertTrue(text.hasPrefix("FOLIO(1)"), String(text.prefix(200)))
        for command in Commands.all {
            XCTAssertTrue(text.contains("folio \(command.name)\n"), "a section for \(command.name)")
            for option in command.options + OptionSpec.global {
                XCTAssertTrue(text.contains("--\(option.name)"), "folio \(command.name) --\(option.name)")
            }
        }
        XCTAssertTrue(text.contains("EXIT STATUS"), text)
        XCTAssertTrue(text.contains("golden check could not compare pixels here"), "exit 3 is in the table")
        XCTAssertTrue(text.contains("render one target to a PNG, JPEG, WebP, PDF or SVG file".capitalizedFirst), "summaries")
        XCTAssertTrue(text.contains("…"), "non-ASCII reaches the page as itself")
    }

    func testBashCompletesCommandsOptionsAndFileValues() throws {
        let script = try saved("folio.bash", "--completions", "bash")
        let complete = { (words: String, index: Int) in
            try ExternalTool.capture("/bin/bash", ["-c", "source \(script); COMP_WORDS=(\(words)); COMP_CWORD=\(index); _folio; "
                                                    + "printf '%s\\n' \"${COMPREPLY[@]}\""], in: self.dir)
        }
        XCTAssertEqual(try complete("folio golden --ju", 2).output, "--junit\n--junit-gitlab\n")
        XCTAssertEqual(try complete("folio --out x gol", 3).output, "golden\n", "the value of --out is not the command")
        try Data().write(to: URL(fileURLWithPath: "\(dir)/snapshot.json"))
        XCTAssertEqual(try complete("folio render --snapshot snap", 3).output, "snapshot.json\n", "a value completes file names")
    }

    func testFishAndZshCompletionsParseAndFishCompletesOptions() throws {
        let fish = try saved("folio.fish", "--completions", "fish")
        XCTAssertEqual(try ExternalTool.capture("/usr/bin/fish", ["--no-execute", fish]).code, 0)
        let completed = try ExternalTool.capture("/usr/bin/fish", ["-c", "source \(fish); complete -C 'folio golden --ju'"])
        XCTAssertEqual(completed.output, "--junit\tcheck: write a JUnit XML report for CI (Ant's strict schema, Jenkins).\n"
                       + "--junit-gitlab\tcheck: write a JUnit XML report with GitLab's attachment lines.\n")
        let zsh = try saved("_folio", "--completions", "zsh")
        let parsed = try ExternalTool.capture("/usr/bin/zsh", ["-n", zsh])
        XCTAssertEqual(parsed.code, 0, parsed.output)
        let text = try String(contentsOfFile: zsh, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("#compdef folio\n"))
        XCTAssertTrue(text.contains("'--junit-gitlab[check\\: write a JUnit XML report with GitLab'\\''s attachment lines.]:FILE:_files'"), text)
    }

    func testAShellWithoutCompletionsIsAUsageError() {
        let r = folio("help", "--completions", "tcsh")
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.err, "folio help: say which shell: folio help --completions bash|zsh|fish\n")
    }

    func testRenderHelpNamesTheKindsOfTargetAndPointsAtList() {
        let help = folio("render", "--help").out
        for kind in ["a screen", "a story of a screen", "a flow strip", "motion sheet", "a piece sheet", "a specimen page", "'folio list'"] {
            XCTAssertTrue(help.contains(kind), kind)
        }
    }
}

extension HelpPagesTests {
    func testVerbosePrintsWhatItsHelpPromises() {
        XCTAssertTrue(folio("render", "--help").out.contains("the arguments as parsed, the Templates folder, the time taken (render: each file's format and size)"))
        let r = folio("render", "specimen.pet", "--scale", "1", "-o", "\(dir)/pet.png", "--verbose")
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.err.hasPrefix("folio render: arguments specimen.pet --scale 1 --output \(dir)/pet.png\n"
                                      + "folio render: Templates \(packageRoot)/Templates\n"), r.err)
        XCTAssertTrue(r.err.contains("PNG, "), r.err)
        XCTAssertNotNil(r.err.range(of: #"folio render: exit 0 after \d+\.\d\d s\n$"#, options: .regularExpression), r.err)
        XCTAssertFalse(folio("render", "specimen.pet", "--scale", "1", "-o", "\(dir)/pet.png").err.contains("arguments"), "only with --verbose")
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
