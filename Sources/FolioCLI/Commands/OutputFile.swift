import FolioCodecs
import FolioTargets
import FolioGraphics
import Foundation

/// The one file a command writes: its format told by the extension (a mismatch refused before any
/// drawing), "-" meaning standard output, and a "wrote PATH" line on standard error so standard
/// output carries only results.
struct OutputFile {
    /// The path as given, or "-".
    var path: String
    /// The format the bytes must be in.
    var format: OutputFormat

    /// Standard output's name on the command line.
    static let standardOutput = "-"

    /// The output at `path` for a command that writes `allowed` formats, `fallback` for "-".
    /// - Throws: a usage error naming the extension when it is unknown or not one the command writes.
    init(_ path: String, allowed: [OutputFormat], fallback: OutputFormat, what: String) throws {
        self.path = path
        let names = spelledList(allowed.map { "." + $0.rawValue.replacingOccurrences(of: "jpeg", with: "jpg") })
        if path == Self.standardOutput || (OutputFormat(path: path) == nil && Self.isStream(path)) {
            // Standard output, or a device or pipe such as /dev/stdout: no extension to go by.
            format = fallback
            return
        }
        guard let format = OutputFormat(path: path) else {
            throw CLIError.usage("cannot tell the format of '\(path.escapedForMessage)' from its extension: \(what) are written as \(names)")
        }
        guard allowed.contains(format) else {
            throw CLIError.usage("'\(path.escapedForMessage)' names a \(format.rawValue.uppercased()) file, but \(what) are written as \(names)")
        }
        self.format = format
    }

    /// The output at `path` in `format`, whatever its extension says (an animated PNG's ".apng").
    init(_ path: String, format: OutputFormat) {
        self.path = path
        self.format = format
    }

    /// Whether `path` is a device, pipe or socket (through symbolic links), or a descriptor's name
    /// under /dev or /proc (`/dev/stdout`).
    static func isStream(_ path: String) -> Bool {
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    /// Whether the output is standard output.
    var isStandardOutput: Bool { path == Self.standardOutput }

    /// Writes `bytes` (already in ``format``) and says so on standard error, `note` after the path.
    /// - Throws: `GraphicsError.io` or a `CLIError` when the file or its folder cannot be written.
    func write(_ bytes: [UInt8], console: Console, note: String = "") throws {
        console.detail("\(format.rawValue.uppercased()), \(bytes.count) bytes, to \(isStandardOutput ? "standard output" : path)")
        if isStandardOutput {
            try console.write(bytes)
            return
        }
        try Commands.createParent(of: path)
        try AtomicFile.write(bytes, to: path)
        console.wrote(path + note)
    }
}

extension Commands {
    /// Creates the directory that will hold `path` when it is the default output folder.
    static func createParent(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let dir = String(path[..<slash])
        guard dir == "Output" || dir.hasPrefix("Output/") else { return }
        do {
            try AtomicFile.createDirectory(dir)
        } catch {
            throw CLIError.io("cannot create \(dir): \(error)")
        }
    }

    /// `--quality N` for JPEG and WebP outputs.
    static let qualityOption = OptionSpec.value("quality", "N", help: "JPEG or WebP quality 1…100 (default \(LossyEncoder.defaultQuality)).")

    /// The `--quality` asked for, checked.
    static func quality(_ args: ParsedArguments) throws -> Int {
        try args.value("quality", expected: "a quality 1…100") { Int($0).flatMap { LossyEncoder.qualities.contains($0) ? $0 : nil } }
            ?? LossyEncoder.defaultQuality
    }
}
