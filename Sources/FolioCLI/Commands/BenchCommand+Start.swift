import Foundation

extension Commands {
    /// Times whole processes of this executable, best of `runs`: `render pet.home --scale 3` into a
    /// temporary file (target ≤ 60 ms) against `--version` (what starting the process alone costs).
    static func benchStart(runs: Int, console: Console) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let output = NSTemporaryDirectory() + "folio-bench-start-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: output) }
        func best(_ arguments: [String]) throws -> Double {
            var fastest = Double.infinity
            for _ in 0..<max(1, runs) {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let start = DispatchTime.now()
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else { throw CLIError.io("folio \(arguments.joined(separator: " ")) failed") }
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
            }
            return fastest
        }
        let render = try best(["render", "pet.home", "--scale", "3", "-o", output])
        let version = try best(["--version"])
        console.print(String(format: "start       one-screen process (render pet.home @3x) %.0f ms (target ≤ 60 ms); folio --version %.0f ms",
                             render * 1000, version * 1000))
    }
}
