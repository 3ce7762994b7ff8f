import Foundation

/// Where the bundled templates live (default snapshots, the storybook manifest, report templates):
/// `FOLIO_TEMPLATES` when set, else the nearest `Templates` folder at or above the working
/// directory, else the installed one beside the executable (`<prefix>/share/folio/Templates` for
/// `<prefix>/bin/folio`, as `make install` lays it out), else the one of the package the executable
/// was built in (`.build/<config>/folio`).
public enum Templates {
    /// The variable that names the templates folder outright.
    package static let variable = "FOLIO_TEMPLATES"

    /// The templates directory, or nil when none can be found.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment[variable], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        return candidates().first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("snapshots").path) }
    }

    /// Every folder looked in after `FOLIO_TEMPLATES`, in order.
    static func candidates() -> [URL] {
        var candidates: [URL] = []
        var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Templates"))
            dir.deleteLastPathComponent()
        }
        let bin = executable().deletingLastPathComponent()
        candidates.append(bin.deletingLastPathComponent().appendingPathComponent("share/folio/Templates"))
        // .build/<config>/folio → the package root is three levels up.
        candidates.append(bin.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates"))
        return candidates
    }

    /// The running executable, symlinks resolved (`/proc/self/exe` on Linux, else the first argument).
    private static func executable() -> URL {
        let proc = "/proc/self/exe"
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: proc) { return URL(fileURLWithPath: target) }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    }

    /// What to say when no folder is found: where Folio looked and how to point it at one.
    public static var notFound: String {
        let installed = executable().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/folio/Templates").path
        return "no Templates folder found: set \(variable)=DIR, run folio in or under a checkout, or install it "
            + "(make install PREFIX=...) so that \(installed) holds the templates"
    }

    /// The default snapshot file of an app (`Templates/snapshots/<app>.json`).
    public static func defaultSnapshot(app: String) -> URL? {
        directory()?.appendingPathComponent("snapshots").appendingPathComponent("\(app).json")
    }
}
