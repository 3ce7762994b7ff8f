import FolioApps
import FolioReport
import FolioStorybook
import FolioDomain
import Foundation

/// The templates the live storybook draws from, read again whenever a file under `snapshots/`,
/// `reports/` or `storybook.json` changes (size or time): the last good snapshot of each app and the
/// last good manifest stay, and what is wrong now is listed, each line naming its file and JSON path.
// Unchecked: `state` and `signature` are read and written under `lock` only.
final class LiveTemplates: @unchecked Sendable {
    /// A snapshot that read well, with its bytes (its ETag's input).
    struct Loaded {
        var bytes: [UInt8]
        var snapshot: any AppSnapshot
    }

    /// What the page and its images are drawn from.
    struct State {
        /// One more each time the templates change.
        var generation = 0
        /// The last good snapshot of each app, by app id.
        var snapshots: [String: Loaded] = [:]
        /// What is wrong with the templates now: "snapshots/pet.json: $.goals[0].title: expected ...".
        var problems: [String] = []
        /// The last good storybook manifest.
        var manifest = StorybookManifest.standard
    }

    let directory: URL?
    private let lock = NSLock()
    private var state = State()
    private var signature: [String] = []

    init(directory: URL?) {
        self.directory = directory
    }

    /// The state now.
    var current: State { lock.withLock { state } }

    /// Reads the templates again when a file changed; returns whether one did.
    func refresh() -> Bool {
        guard let directory else { return false }
        let now = Self.signature(of: directory)
        guard now != lock.withLock({ signature }) else { return false }
        var next = current
        next.generation += 1
        next.problems = []
        for format in SnapshotRegistry.formats {
            let file = "snapshots/\(format.defaultFileName)"
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) else { continue }
            do {
                next.snapshots[format.appID] = Loaded(bytes: [UInt8](data), snapshot: try format.decode(utf8: [UInt8](data), file: file))
            } catch {
                next.problems += error.diagnostics.map(\.description)
            }
        }
        let manifest = directory.appendingPathComponent("storybook.json").path
        if FileManager.default.fileExists(atPath: manifest) {
            do {
                next.manifest = try StorybookManifest(contentsOf: manifest)
            } catch {
                next.problems.append("\(error)")
            }
        }
        if let weekly = ReportTemplate.defaultWeekly(in: directory) {
            do {
                _ = try ReportTemplate.load(contentsOf: weekly, file: "reports/weekly.json")
            } catch {
                next.problems.append("\(error)")
            }
        }
        lock.withLock {
            state = next
            signature = now
        }
        return true
    }

    /// Every watched file with its size and modification time, in order. Hidden files and editor
    /// leftovers are not watched: a save through a temporary file (Foundation's atomic write, vim's
    /// swap and backup files) would otherwise start a reload that reads the old file before the
    /// rename, and the page would show the old picture under a new generation.
    static func signature(of directory: URL) -> [String] {
        let fm = FileManager.default
        var lines: [String] = []
        for folder in ["snapshots", "reports"] {
            let root = directory.appendingPathComponent(folder).path
            for file in ((try? fm.subpathsOfDirectory(atPath: root)) ?? []).sorted() where isWatched(file) {
                lines.append(Self.line("\(folder)/\(file)", in: directory))
            }
        }
        lines.append(Self.line("storybook.json", in: directory))
        return lines
    }

    /// Whether `path` (relative to a watched folder) is a file a person saves, not an editor's own.
    static func isWatched(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return !path.split(separator: "/").contains { $0.hasPrefix(".") } && !name.hasSuffix("~")
            && !name.hasSuffix(".swp") && !name.hasSuffix(".tmp") && name != "4913"
    }

    private static func line(_ relative: String, in directory: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(relative).path)
        let size = (attributes?[.size] as? Int) ?? -1
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(relative) \(size) \(time)"
    }
}

extension ReportTemplate {
    /// The weekly template in the templates folder `directory`, when there is one.
    static func defaultWeekly(in directory: URL) -> URL? {
        let url = directory.appendingPathComponent("reports/weekly.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
