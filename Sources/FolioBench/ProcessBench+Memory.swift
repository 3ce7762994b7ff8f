import Foundation

extension ProcessBench {
    /// The peak resident memory of whole processes (sampled every 2 ms): the storybook @2x on every
    /// core, the weekly report, and share card batches of 100 and of 1,000 cards, whose peaks should be
    /// the same (a batch that grew with its length would hold something per card).
    public static func memory(print: (String) -> Void) throws {
        let dir = NSTemporaryDirectory() + "folio-bench-memory-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        func mb(_ run: ProcessRun) -> String { String(format: "%.0f MB", Double(run.peakBytes) / 1_048_576) }

        let storybook = try runProcess(["storybook", "--out", dir + "/storybook"], samplingMemory: true)
        let report = try runProcess(["report", "weekly", "-o", dir + "/weekly.pdf"], samplingMemory: true)
        var batches: [(cards: Int, run: ProcessRun)] = []
        for count in [100, 1000] {
            let input = try BatchBench.writeWaterBatch(count, to: "\(dir)/cards-\(count).ndjson")
            batches.append((count, try runProcess(["card", "water", "--batch", input, "--out", "\(dir)/cards-\(count)"], samplingMemory: true)))
        }
        print("memory      peak RSS: storybook @2x \(mb(storybook)) (\(String(format: "%.1f", storybook.seconds)) s), "
            + "weekly report \(mb(report))")
        let (short, long) = (batches[0], batches[1])
        print(String(format: "memory      card batches: %d cards %@ (%.1f cards/s), %d cards %@ (%.1f cards/s); growth %+.1f%% (target: none)",
                             short.cards, mb(short.run), Double(short.cards) / short.run.seconds, long.cards, mb(long.run),
                             Double(long.cards) / long.run.seconds,
                             (Double(long.run.peakBytes) / Double(short.run.peakBytes) - 1) * 100))
    }
}
