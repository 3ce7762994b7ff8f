import FolioCore
import Foundation

/// The pinned font files Folio draws with, and a check that they are all on this machine.
///
/// Only these files are visible to the renderer (a private fontconfig configuration lists them and
/// nothing else), so output never depends on what else a machine has installed.
public enum Fonts {
    static let interDirectory = "/usr/share/fonts/opentype/inter/"
    static let notoDirectory = "/usr/share/fonts/truetype/noto/"

    /// The Inter weights and italics Folio uses, for both the text (Inter) and display (Inter Display) cuts.
    static let interStyles = ["Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]

    /// Every pinned file, in the order they are given to fontconfig.
    public static let pinnedFiles: [String] = {
        var files: [String] = []
        for cut in ["Inter", "InterDisplay"] {
            for style in interStyles {
                files.append(interDirectory + "\(cut)-\(style).otf")
                files.append(interDirectory + "\(cut)-\(style == "Regular" ? "" : style)Italic.otf")
            }
        }
        files += ["NotoSans-Regular", "NotoSans-Bold", "NotoSansArabic-Regular", "NotoSansArabic-Bold",
                  "NotoSansHebrew-Regular", "NotoSansHebrew-Bold", "NotoSansSymbols2-Regular"]
            .map { notoDirectory + $0 + ".ttf" }
        files += ["NotoSansCJK-Regular", "NotoSansCJK-Bold"].map { "/usr/share/fonts/opentype/noto/\($0).ttc" }
        files.append(notoDirectory + "NotoColorEmoji.ttf")
        return files
    }()

    /// Families tried, in order, for characters the requested family lacks: Latin, Greek and Cyrillic
    /// come from Inter, then Arabic, Hebrew, CJK and symbols from Noto, and emoji in colour from Noto Color Emoji.
    static let fallbackFamilies = ["Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew",
                                   "Noto Sans CJK JP", "Noto Sans Symbols 2", "Noto Color Emoji"]

    /// The pinned files that are not on this machine (empty when all are).
    public static func missingFiles() -> [String] {
        pinnedFiles.filter { !FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Throws `GraphicsError.fontMissing` naming every pinned file that is missing.
    public static func check() throws {
        let missing = missingFiles()
        if !missing.isEmpty { throw GraphicsError.fontMissing(paths: missing) }
    }
}

extension Fonts {
    /// How much of each font file its id reads: its size and its first 64 KiB, which hold the
    /// table directory (a checksum of every table) of a font or of each font in a collection.
    static let idPrefixLength = 64 * 1024

    /// Each pinned font file (by name) → an id of its bytes: SHA-256 over its size and its first
    /// 64 KiB, so two files with the same id are the same font; nil for a file that can't be read.
    public static func fileIDs() -> [String: String] {
        var ids: [String: String] = [:]
        for path in pinnedFiles {
            guard let file = FileHandle(forReadingAtPath: path) else { continue }
            defer { try? file.close() }
            let size = (try? file.seekToEnd()) ?? 0
            try? file.seek(toOffset: 0)
            let head = (try? file.read(upToCount: idPrefixLength)) ?? Data()
            var hash = SHA256()
            hash.update((0..<8).map { UInt8(truncatingIfNeeded: size >> (56 - 8 * UInt64($0))) })
            hash.update([UInt8](head))
            ids[(path as NSString).lastPathComponent] = hash.finishHex()
        }
        return ids
    }
}
