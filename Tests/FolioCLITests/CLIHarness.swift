import Foundation
import FolioTestSupport
import XCTest
@testable import FolioCLI

/// What one run of `folio` printed and returned.
struct CLIResult {
    var code: Int32
    var out: String
    var err: String
    /// The bytes of a file written to standard output (`-o -`).
    var bytes: [UInt8] = []
}

/// Runs `folio` in-process with captured output, from the package root (where Templates/ and
/// Output/ live), as `make demo` runs it.
func folio(_ arguments: String...) -> CLIResult {
    folio(arguments)
}

/// `folio` with arguments built at run time, and the environment its console sees (the shard
/// variables, say).
func folio(_ arguments: [String], environment: [String: String] = [:]) -> CLIResult {
    final class Buffer: @unchecked Sendable { var out = ""; var err = ""; var bytes: [UInt8] = [] }
    let buffer = Buffer()
    let console = Console(isTerminal: false, environment: environment, out: { buffer.out += $0 }, err: { buffer.err += $0 },
                          bytes: { buffer.bytes += $0 })
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let code = Folio.run(arguments, console: console)
    return CLIResult(code: code, out: buffer.out, err: buffer.err, bytes: buffer.bytes)
}

/// The package's root directory.
let packageRoot = TestFiles.packageRoot

/// A fresh temporary directory for a test's outputs.
func temporaryDirectory() throws -> String { try TestFiles.temporaryDirectory("cli") }

/// The bundled default snapshot of `app` ("budget") as a JSON object, to edit into a bad one.
func defaultSnapshotJSON(_ app: String) throws -> [String: Any] {
    let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Templates/snapshots/\(app).json")
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

/// Writes `json` (keys sorted, so the file is the same every run) to `dir/name`; returns its path.
func writeJSON(_ json: [String: Any], to dir: String, as name: String) throws -> String {
    let path = "\(dir)/\(name)"
    try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    return path
}
