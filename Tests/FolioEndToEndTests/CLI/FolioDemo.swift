import FolioAppsTestSupport
import FolioTestSupport
import Foundation

/// `folio-demo` — `folio` with the test apps (Tests/FolioDemoApps) installed after the catalog's
/// four — run as a process of its own in `directory` with exactly `environment`.
/// - Throws: what starting the process throws.
func folioDemo(_ arguments: [String], in directory: String = TestFiles.packageRoot,
               environment: [String: String] = TestFiles.environment()) throws -> CLIResult {
    try folioProcess(arguments, executable: TestFiles.builtExecutable("folio-demo"), in: directory, environment: environment)
}
