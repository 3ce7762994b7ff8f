import FolioCodecs
import FolioCore
import FolioGraphics
import FolioTargets
import Foundation

/// Whole processes of this executable timed and measured for `folio bench`: its start, the peak
/// memory of its jobs, and the bounds table. Each part prints through `print`, one line per figure.
public enum ProcessBench {
    /// Times whole processes of this executable, `runs` of each: `render pet.home --scale 3` into a
    /// temporary file (target ≤ 60 ms), `report weekly` (target ≤ 60 ms for 6 pages) and `diff` of that
    /// @3x render and a changed copy (target ≤ 40 ms) against `--version` (what starting the process
    /// alone costs). The report runs twice: on the bundled snapshots of all four apps (8 pages), and
    /// on Self-Care Pet's and Water's alone, the 6 pages the report had when its target was set.
    /// The four take turns, round after round, so a loud spell of the machine slows all alike; each is
    /// told as its median (against the target) and its fastest run (what it costs undisturbed).
    ///
    /// Processes are started with posix_spawn and reaped with waitpid: Foundation's `Process` waits for
    /// the exit on a run loop that wakes in steps, which added some 40 ms to every figure.
    public static func start(runs: Int, print: (String) -> Void) throws {
        let stem = NSTemporaryDirectory() + "folio-bench-start-\(UUID().uuidString)"
        defer {
            for suffix in [".png", ".changed.png", ".pdf", ".6.pdf", ".snapshots"] { try? FileManager.default.removeItem(atPath: stem + suffix) }
        }
        try FileManager.default.createDirectory(atPath: stem + ".snapshots", withIntermediateDirectories: true)
        for app in ["pet", "water"] {
            guard let snapshot = Templates.defaultSnapshot(app: app) else { throw BenchError(Templates.notFound) }
            try FileManager.default.copyItem(atPath: snapshot.path, toPath: stem + ".snapshots/\(app).json")
        }
        let render = ["render", "pet.home", "--scale", "3", "-o", stem + ".png"]
        _ = try runProcess(render)
        // The render with its top 60 rows inverted, as the golden check's diff figure changes its pair.
        let rendered = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: stem + ".png"))))
        var pixels = rendered.pixels
        for i in stride(from: 0, to: min(pixels.count, rendered.width * 4 * 60), by: 4) { pixels[i] = 255 &- pixels[i] }
        try RasterImage(width: rendered.width, height: rendered.height, pixels: pixels).write(to: stem + ".changed.png")
        let processes: [(arguments: [String], exits: Set<Int32>)] = [
            (["--version"], [0]), (render, [0]), (["report", "weekly", "-o", stem + ".pdf"], [0]),
            (["diff", stem + ".png", stem + ".changed.png"], [1]),
            (["report", "weekly", "--snapshots", stem + ".snapshots", "-o", stem + ".6.pdf"], [0]),
        ]
        var times = [[Double]](repeating: [], count: processes.count)
        for _ in 0..<max(1, runs) {
            for (i, process) in processes.enumerated() { times[i].append(try runProcess(process.arguments, exits: process.exits).seconds * 1000) }
        }
        let (median, fastest) = (times.map { $0.sorted()[$0.count / 2] }, times.map { $0.min() ?? 0 })
        print(String(format: "start       one-screen process (render pet.home @3x) %.0f ms, fastest %.0f (target ≤ 60 ms); folio --version %.0f ms, fastest %.0f; medians of %d, taking turns",
                             median[1], fastest[1], median[0], fastest[0], max(1, runs)))
        print(String(format: "report      weekly report as a process: 6 pages (Self-Care Pet and Water) %.0f ms, fastest %.0f (target ≤ 60 ms); 8 pages (all four apps) %.0f ms, fastest %.0f",
                             median[4], fastest[4], median[2], fastest[2]))
        print(String(format: "diff        folio diff of two %d×%d PNGs as a process %.0f ms, fastest %.0f (target ≤ 40 ms)",
                             rendered.width, rendered.height, median[3], fastest[3]))
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
    /// - Throws: `BenchError` when it cannot start, dies of a signal or exits other than `exits`.
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
        guard spawned == 0 else { throw BenchError("cannot start \(path): \(String(cString: strerror(spawned)))") }
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
            throw BenchError("folio \(arguments.joined(separator: " ")) failed (status \(status))")
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

    /// The line naming the peak resident memory of this process, the bench itself.
    public static func ownPeak() -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return String(format: "memory      peak RSS of the whole bench %.0f MB", Double(usage.ru_maxrss) / 1024)
    }
}
