import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest

/// The independent check of the PDFs the tests make: page-validation 0.11.0 (PDF/UA-1 and PDF/A-2a,
/// from the project's `.venv`, which `scripts/setup.sh` installs) through `scripts/validate-pdf.py`,
/// and `qpdf --check`. A failed rule fails the test with the rule and the object it found.
enum PDFValidation {
    /// Validates every file in `paths` against both profiles and qpdf's checks.
    static func assertConforms(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let python = "\(packageRoot)/.venv/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return XCTFail("page-validation is not installed in \(packageRoot)/.venv: run scripts/setup.sh", file: file, line: line)
        }
        let (code, output) = try ExternalTool.capture(python, ["\(packageRoot)/scripts/validate-pdf.py"] + paths)
        XCTAssertEqual(code, 0, "page-validation:\n\(output)", file: file, line: line)
        for path in paths {
            for profile in ["ua1", "2a"] {
                XCTAssertTrue(output.contains("\(path): \(profile): 0 of "), "\(path) was validated against \(profile):\n\(output)",
                              file: file, line: line)
            }
            let check = try ExternalTool.run("qpdf", ["--check", path])
            XCTAssertTrue(check.contains("No syntax or stream encoding errors") && !check.contains("WARNING"), "\(path): \(check)",
                          file: file, line: line)
        }
    }
}
