import FolioAppsTestSupport
import XCTest
@testable import FolioCLI

final class ArgumentParsingTests: XCTestCase {
    let options: [OptionSpec] = [
        .value("scale", "N", help: "Pixels per point."),
        .value("appearance", "MODE", help: "light or dark."),
        .value("output", "FILE", short: "o", help: "Where to write."),
        .flag("json", help: "Print JSON."),
    ]

    func testValuesFlagsAndPositionals() throws {
        let p = try ParsedArguments(["pet.home", "--scale", "3", "-o", "x.png", "--appearance=dark", "--json"],
                                    options: options)
        XCTAssertEqual(p.positionals, ["pet.home"])
        XCTAssertEqual(p.value("scale"), "3")
        XCTAssertEqual(p.value("output"), "x.png")
        XCTAssertEqual(p.value("appearance"), "dark")
        XCTAssertTrue(p.flag("json"))
    }

    func testUnknownOptionIsAUsageErrorWithAHint() {
        XCTAssertThrowsError(try ParsedArguments(["--scal", "2"], options: options)) { error in
            XCTAssertEqual(error as? CLIError, .usage("unknown option '--scal'; did you mean '--scale'?"))
        }
        XCTAssertThrowsError(try ParsedArguments(["--zzzzzzzz"], options: options)) { error in
            XCTAssertEqual(error as? CLIError, .usage("unknown option '--zzzzzzzz'"))
        }
    }

    func testMissingValueAndValueOnAFlag() {
        XCTAssertThrowsError(try ParsedArguments(["--scale"], options: options)) { error in
            XCTAssertEqual((error as? CLIError)?.code, .usage)
        }
        XCTAssertThrowsError(try ParsedArguments(["--json=yes"], options: options)) { error in
            XCTAssertEqual(error as? CLIError, .usage("option '--json' takes no value"))
        }
    }

    func testTypedValueRejectsGarbage() throws {
        let p = try ParsedArguments(["--scale", "two"], options: options)
        XCTAssertThrowsError(try p.value("scale", expected: "1, 2 or 3") { Int($0) }) { error in
            XCTAssertEqual(error as? CLIError, .usage("--scale: expected 1, 2 or 3, got 'two'"))
        }
    }

    func testDoubleDashEndsOptions() throws {
        let p = try ParsedArguments(["--", "--json"], options: options)
        XCTAssertEqual(p.positionals, ["--json"])
        XCTAssertFalse(p.flag("json"))
    }
}
