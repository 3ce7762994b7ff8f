import FolioTargets
import Foundation

extension ProcessBench {
    /// One case of the bounds table: a whole process, its time and peak memory against targets.
    private struct BoundsCase {
        var name: String
        var arguments: [String]
        var exits: Set<Int32> = [0]
        var seconds: Double?
        var megabytes: Double
    }

    /// `folio bench --part bounds`: the issue #36 bounds as a table of whole processes, each its time
    /// and peak RSS against its target. A render, card, layout, lint or report of any snapshot of at
    /// most 16 MB (the bundled ones at their limits, and refused ones of a million escapes or unknown
    /// members) within 3 s and 512 MB; a card batch whose time per line and peak hold from 100 to
    /// 1,000 lines; every flow and motion sheet to APNG at 60 fps @2x within 300 MB. Returns whether
    /// every case met its targets.
    public static func bounds(print: (String) -> Void) throws -> Bool {
        let dir = NSTemporaryDirectory() + "folio-bench-bounds-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let refused = try BenchBoundsInputs.write(into: dir)
        let large = "\(dir)/\(BenchBoundsInputs.largeFolder)"
        var cases: [BoundsCase] = []
        for (app, screen) in [("budget", "spending"), ("water", "month"), ("recipe", "shopping"), ("pet", "home")] {
            let snapshot = "\(large)/\(app).json"
            cases += [
                BoundsCase(name: "render \(app).\(screen)", arguments: ["render", "\(app).\(screen)", "--snapshot", snapshot, "-o", "\(dir)/r.png"],
                           seconds: 3, megabytes: 512),
                BoundsCase(name: "card \(app)", arguments: ["card", app, "--snapshot", snapshot, "-o", "\(dir)/c.png"], seconds: 3, megabytes: 512),
                BoundsCase(name: "layout \(app).\(screen)", arguments: ["layout", "\(app).\(screen)", "--snapshot", snapshot, "--json"],
                           seconds: 3, megabytes: 512),
                BoundsCase(name: "lint \(app).\(screen)", arguments: ["lint", "\(app).\(screen)", "--snapshot", snapshot], exits: [0, 1],
                           seconds: 3, megabytes: 512),
            ]
        }
        cases.append(BoundsCase(name: "report weekly (all four)", arguments: ["report", "weekly", "--snapshots", large, "-o", "\(dir)/w.pdf"],
                                seconds: 3, megabytes: 512))
        for (name, path) in [("1 M escapes, refused", refused.escapes), ("1 M unknown members, refused", refused.members)] {
            cases.append(BoundsCase(name: "render \(name)", arguments: ["render", "pet.home", "--snapshot", path, "-o", "\(dir)/x.png"], exits: [65],
                                    seconds: 3, megabytes: 512))
        }
        for target in TargetCatalog.all where target.isAnimated {
            cases.append(BoundsCase(name: "apng \(target.name) 60 fps @2x",
                                    arguments: ["render", target.name, "--fps", "60", "--scale", "2", "-o", "\(dir)/a.apng"], megabytes: 300))
        }
        print("bounds      case                                              time      target   peak RSS  target")
        var met = true
        for bound in cases {
            let run = try runProcess(bound.arguments, exits: bound.exits, samplingMemory: true)
            let mb = Double(run.peakBytes) / 1_048_576
            let ok = (bound.seconds.map { run.seconds <= $0 } ?? true) && mb <= bound.megabytes
            met = met && ok
            let name = bound.name.padding(toLength: 48, withPad: " ", startingAt: 0)
            print(String(format: "bounds      %@ %7.2f s  %@  %6.0f MB  ≤ %3.0f MB  %@", name as NSString, run.seconds,
                                 (bound.seconds.map { String(format: "≤ %.0f s", $0) } ?? "   —  ") as NSString, mb, bound.megabytes,
                                 ok ? "ok" : "OVER"))
        }
        return try batchBounds(dir: dir, print: print) && met
    }

    /// A card batch of 100 and of 1,000 lines: the time per line and the peak may not grow by more
    /// than a fifth (noise on a shared machine) from one to the other.
    private static func batchBounds(dir: String, print: (String) -> Void) throws -> Bool {
        var runs: [(lines: Int, run: ProcessRun)] = []
        for lines in [100, 1000] {
            let input = try BatchBench.writeWaterBatch(lines, to: "\(dir)/batch-\(lines).ndjson")
            runs.append((lines, try runProcess(["card", "water", "--size", "400x500", "--batch", input, "--out", "\(dir)/batch-\(lines)"],
                                               samplingMemory: true)))
        }
        let (short, long) = (runs[0], runs[1])
        let perLine = (long.run.seconds / Double(long.lines)) / (short.run.seconds / Double(short.lines))
        let growth = Double(long.run.peakBytes) / Double(short.run.peakBytes)
        let ok = perLine <= 1.2 && growth <= 1.2
        print(String(format: "bounds      card batch %d → %d lines: time per line ×%.2f, peak %.0f → %.0f MB (×%.2f); targets ≤ ×1.2  %@",
                             short.lines, long.lines, perLine, Double(short.run.peakBytes) / 1_048_576, Double(long.run.peakBytes) / 1_048_576,
                             growth, ok ? "ok" : "OVER"))
        return ok
    }
}
