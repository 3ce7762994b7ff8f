import FolioGraphics
import Foundation

extension Commands {
    /// Times whole processes of this executable, median of `runs`: `render pet.home --scale 3` into a
    /// temporary file (target ≤ 60 ms), `report weekly` (target ≤ 60 ms) and `diff` of that @3x render
    /// and a changed copy (target ≤ 40 ms) against `--version` (what starting the process alone costs).
    ///
    /// Processes are started with posix_spawn and reaped with waitpid: Foundation's `Process` waits for
    /// the exit on a run loop that wakes in steps, which added some 40 ms to every figure.
    static func benchStart(runs: Int, console: Console) throws {
        let stem = NSTemporaryDirectory() + "folio-bench-start-\(UUID().uuidString)"
        defer {
            for suffix in [".png", ".changed.png", ".pdf"] { try? FileManager.default.removeItem(atPath: stem + suffix) }
        }
        func median(_ arguments: [String], exits: Set<Int32> = [0]) throws -> Double {
            let times = try (0..<max(1, runs)).map { _ in try runProcess(arguments, exits: exits).seconds }
            return times.sorted()[times.count / 2]
        }
        let version = try median(["--version"])
        let render = try median(["render", "pet.home", "--scale", "3", "-o", stem + ".png"])
        let report = try median(["report", "weekly", "-o", stem + ".pdf"])
        // The render with its top 60 rows inverted, as the golden check's diff figure changes its pair.
        let rendered = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: stem + ".png"))))
        var pixels = rendered.pixels
        for i in stride(from: 0, to: min(pixels.count, rendered.width * 4 * 60), by: 4) { pixels[i] = 255 &- pixels[i] }
        try RasterImage(width: rendered.width, height: rendered.height, pixels: pixels).write(to: stem + ".changed.png")
        let diff = try median(["diff", stem + ".png", stem + ".changed.png"], exits: [1])
        console.print(String(format: "start       one-screen process (render pet.home @3x) %.0f ms (target ≤ 60 ms); folio --version %.0f ms; median of %d",
                             render * 1000, version * 1000, max(1, runs)))
        console.print(String(format: "report      weekly report as a process %.0f ms (target ≤ 60 ms)", report * 1000))
        console.print(String(format: "diff        folio diff of two %d×%d PNGs as a process %.0f ms (target ≤ 40 ms)",
                             rendered.width, rendered.height, diff * 1000))
    }

    /// What one process of this executable took.
    struct ProcessRun {
        /// Wall time from start to exit.
        var seconds: Double
        /// The peak resident memory of the process's own image (VmHWM), in bytes, when sampled.
        var peakBytes: Int
    }

    /// Runs this executable with `arguments`, its output to /dev/null, and times it; with
    /// `samplingMemory`, reads its peak resident memory every 2 ms while it runs.
    ///
    /// The peak is read from /proc (VmHWM, the high-water mark of the process's own memory) because
    /// wait4's `ru_maxrss` of a spawned child includes its parent's: a child started by posix_spawn
    /// shares the parent's memory until it execs, and the kernel keeps that as the child's peak, so
    /// every child of a large bench reported the bench's own size.
    /// - Throws: `CLIError.io` when it cannot start, dies of a signal or exits other than `exits`.
    static func runProcess(_ arguments: [String], exits: Set<Int32> = [0], samplingMemory: Bool = false) throws -> ProcessRun {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = DispatchTime.now()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CLIError.io("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0, peak = 0
        if samplingMemory {
            while true {
                let reaped = waitpid(pid, &status, WNOHANG)
                if reaped == pid || (reaped < 0 && errno != EINTR) { break }
                peak = max(peak, highWaterMark(of: pid) ?? 0)
                usleep(2000)
            }
        } else {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        guard status & 0x7f == 0, exits.contains(status >> 8) else {
            throw CLIError.io("folio \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        return ProcessRun(seconds: seconds, peakBytes: peak)
    }

    /// A running process's VmHWM from /proc, in bytes (nil once it has exited).
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }
}
