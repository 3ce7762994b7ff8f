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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
