import Foundation

/// Where the bundled templates live (default snapshots, the storybook manifest, report templates):
/// `FOLIO_TEMPLATES` when set, else the nearest `Templates` folder at or above the working
/// directory, else the one beside the package the executable was built in.
public enum Templates {
    /// The templates directory, or nil when none can be found.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["FOLIO_TEMPLATES"] { return URL(fileURLWithPath: explicit) }
        let fm = FileManager.default
        var candidates: [URL] = []
        var dir = URL(fileURLWithPath: fm.currentDirectoryPath)
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Templates"))
            dir.deleteLastPathComponent()
        }
        // .build/<config>/folio → the package root is three levels up.
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates"))
        return candidates.first { fm.fileExists(atPath: $0.appendingPathComponent("snapshots").path) }
    }

    /// The default snapshot file of an app (`Templates/snapshots/<app>.json`).
    public static func defaultSnapshot(app: String) -> URL? {
        directory()?.appendingPathComponent("snapshots").appendingPathComponent("\(app).json")
    }
}
