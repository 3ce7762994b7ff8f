import Foundation

/// Runs the command-line tools the tests read outputs back with (poppler's `pdfinfo`, `pdftotext`,
/// ...), as a person's tools would. A missing tool fails the test: `scripts/setup.sh` installs them.
public enum ExternalTool {
    /// A tool that is not installed.
    public struct Missing: Error, CustomStringConvertible {
        /// The tool's name ("pdfinfo").
        public var tool: String
        public var description: String { "\(tool) is not installed (poppler-utils; run scripts/setup.sh)" }
    }

    /// What `tool` prints on standard output for `arguments`.
    /// - Throws: ``Missing`` when the tool is not installed, or what starting the process throws.
    public static func run(_ tool: String, _ arguments: [String]) throws -> String {
        guard let path = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map({ $0 + tool })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Missing(tool: tool)
        }
        return try launch(path, arguments, mergingErrors: false).output
    }

    /// What `executable` (a path) prints on standard output and error together for `arguments`, run
    /// in `folder` (default: here) with `environment` (default: this process's), and its exit status.
    /// - Throws: what starting the process throws.
    public static func capture(_ executable: String, _ arguments: [String], in folder: String? = nil,
                               environment: [String: String]? = nil) throws -> (code: Int32, output: String) {
        try launch(executable, arguments, in: folder, environment: environment, mergingErrors: true)
    }

    private static func launch(_ executable: String, _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil,
                               mergingErrors: Bool) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.environment = environment ?? TestFiles.environment()
        let pipe = Pipe()
        process.standardOutput = pipe
        if mergingErrors { process.standardError = pipe }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
