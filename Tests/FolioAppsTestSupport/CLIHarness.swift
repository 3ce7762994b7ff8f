import FolioCLI
import FolioTestSupport
import Foundation
import XCTest

/// What one run of `folio` printed and returned.
public struct CLIResult: Sendable {
    public var code: Int32
    public var out: String
    public var err: String
    /// The bytes of a file written to standard output (`-o -`).
    public var bytes: [UInt8] = []
}

/// Runs `folio` in-process with captured output. The working directory is the test process's own
/// (the package root under `swift test`), never changed: tests give absolute paths for what they write.
public func folio(_ arguments: String...) -> CLIResult {
    folio(arguments)
}

/// `folio` with arguments built at run time, and the environment its console sees (the shard
/// variables, say).
public func folio(_ arguments: [String], environment: [String: String] = [:]) -> CLIResult {
    final class Buffer: @unchecked Sendable { var out = ""; var err = ""; var bytes: [UInt8] = [] }
    // Safe: the console writes under its own lock, and the buffer is read only after the run returns.
    let buffer = Buffer()
    let console = Console(isTerminal: false, environment: environment, out: { buffer.out += $0 }, err: { buffer.err += $0 },
                          bytes: { buffer.bytes += $0 })
    let code = Folio.run(arguments, console: console)
    return CLIResult(code: code, out: buffer.out, err: buffer.err, bytes: buffer.bytes)
}

/// Runs a built executable (`folio`, by default) as a process of its own in `directory` with exactly
/// `environment`, and returns its exit status and what it wrote to each stream.
/// - Throws: what starting the process throws.
public func folioProcess(_ arguments: [String], executable: String? = nil, in directory: String = TestFiles.packageRoot,
                         environment: [String: String]) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable ?? TestFiles.builtFolio())
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes drain at once, so neither fills while the other is read.
    final class Box: @unchecked Sendable { var data = Data() }
    // Safe: written by one thread, read after the group waits for it.
    let errors = Box()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { errors.data = err.fileHandleForReading.readDataToEndOfFile() }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CLIResult(code: process.terminationStatus, out: String(decoding: output, as: UTF8.self),
                     err: String(decoding: errors.data, as: UTF8.self))
}

/// The package's root directory.
public let packageRoot = TestFiles.packageRoot

/// A fresh temporary directory for a test's outputs.
public func temporaryDirectory() throws -> String { try TestFiles.temporaryDirectory("cli") }

/// The bundled default snapshot of `app` ("budget") as a JSON object, to edit into a bad one.
public func defaultSnapshotJSON(_ app: String) throws -> [String: Any] {
    let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Templates/snapshots/\(app).json")
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

/// Writes `json` (keys sorted, so the file is the same every run) to `dir/name`; returns its path.
public func writeJSON(_ json: [String: Any], to dir: String, as name: String) throws -> String {
    let path = "\(dir)/\(name)"
    try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    return path
}
