import FolioCore
import Foundation

/// A private folder of symbolic links to the pinned font files, with a private fontconfig cache
/// beside it, so a process reads fontconfig's cache of the pinned fonts (a few hundred kilobytes)
/// instead of scanning every face of Noto CJK and the emoji font again: a quarter of a one-screen
/// render's instructions went to that scan.
///
/// The folder holds only links to the pinned files, so the configuration still sees no other font.
/// Its name is a hash of every file's path, size and modification time: a font package upgrade
/// makes a new folder (fontconfig itself only checks the folder's own time). Links are numbered, so
/// fontconfig scans the files in the pinned order. Made atomically (a temporary folder renamed into
/// place), so parallel processes agree; anything that fails leaves the caller to add the files one
/// by one, as before.
struct FontDirectory {
    /// The folder of links fontconfig adds.
    let fonts: String
    /// The folder fontconfig keeps its cache of `fonts` in.
    let cache: String
    /// Each link's path → the pinned file it points to, to report real files.
    let targets: [String: String]

    /// The folder for `files` under `base` (`FOLIO_FONT_CACHE`, else `$XDG_CACHE_HOME/folio/fonts`,
    /// else `~/.cache/folio/fonts`), made if missing; nil when it cannot be.
    static func make(for files: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> FontDirectory? {
        guard let base = base(environment), !base.contains(where: { "<>&\"'".contains($0) }) else { return nil }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        for file in files {
            // stat(2) itself: Foundation's attributes also look up the owner's and group's names (a
            // read of /etc/passwd and /etc/group per file, a millisecond and a half at every start).
            var info = stat()
            guard stat(file, &info) == 0 else { return nil }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
            mix("\(file)\u{0}\(info.st_size)\u{0}\(modified)\u{0}")
        }
        let root = base + "/" + String(hash, radix: 16)
        // Foundation's String(format:) would cost its first call's setup, most of a millisecond, at every start.
        let links = files.enumerated().map { index, file in
            ("\(root)/fonts/\(Int.padded(index, 3))-\((file as NSString).lastPathComponent)", file)
        }
        let directory = FontDirectory(fonts: root + "/fonts", cache: root + "/fontconfig",
                                      targets: Dictionary(links, uniquingKeysWith: { first, _ in first }))
        if directory.isComplete(links) { return directory }
        let manager = FileManager.default
        let temporary = root + ".tmp-\(getpid())-\(UUID().uuidString)"
        do {
            try manager.createDirectory(atPath: temporary + "/fonts", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: temporary + "/fontconfig", withIntermediateDirectories: true)
            for (link, file) in links {
                try manager.createSymbolicLink(atPath: temporary + link.dropFirst(root.count), withDestinationPath: file)
            }
            if rename(temporary, root) != 0 { try? manager.removeItem(atPath: temporary) }
        } catch {
            try? manager.removeItem(atPath: temporary)
        }
        return directory.isComplete(links) ? directory : nil
    }

    private static func base(_ environment: [String: String]) -> String? {
        if let given = environment["FOLIO_FONT_CACHE"], !given.isEmpty { return given }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/folio/fonts" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/folio/fonts" }
        return nil
    }

    /// Whether every link is there and points to its file, and nothing else is in the folder.
    private func isComplete(_ links: [(String, String)]) -> Bool {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: fonts), names.count == links.count,
              manager.isWritableFile(atPath: cache) else { return false }
        return links.allSatisfy { link, file in (try? manager.destinationOfSymbolicLink(atPath: link)) == file }
    }
}
