import FolioCore
import Foundation

/// The pinned icon set Folio draws its icons with: Lucide 1.1.4 (ISC licence), stroke drawings on a
/// 24-unit box with round caps and joins, the nearest free match to SF Symbols' drawing. Its SVG files
/// come from the PyPI package `lucide==1.1.4` (pinned in scripts/setup.sh, which extracts them into
/// `Icons/lucide-1.1.4` of the checkout; git ignores the folder). An installed `folio` finds them in
/// `share/folio/Icons/lucide-1.1.4` beside its `bin`.
public enum IconSet {
    /// The set's name and pinned version, which name its folder.
    public static let name = "lucide", version = "1.1.4"

    /// The side of the square the set's drawings are drawn in.
    static let box = 24.0

    /// The set's folder in the checkout FolioGraphics was compiled from (Sources/FolioGraphics/Icons/IconSet.swift).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Icons/\(name)-\(version)").path

    /// The set's folder beside an installed executable (`<prefix>/bin/folio` → `<prefix>/share/folio/Icons/…`).
    static var installed: String? {
        Bundle.main.executableURL.map {
            $0.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/folio/Icons/\(name)-\(version)").path
        }
    }

    /// The folder the drawings are read from: the checkout's when it is there, else the installed one's
    /// (the checkout's when neither is, so a missing file is reported where setup puts it).
    public static let folder: String = {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: checkout, isDirectory: &isFolder), isFolder.boolValue { return checkout }
        if let installed, FileManager.default.fileExists(atPath: installed, isDirectory: &isFolder), isFolder.boolValue { return installed }
        return checkout
    }()

    /// The file of `symbol`.
    static func path(_ symbol: IconSymbol) -> String {
        folder + "/" + symbol.name + ".svg"
    }

    /// The files of the icons' drawings that are not on this machine (empty when all are), in icon order.
    public static func missingFiles() -> [String] {
        var seen = Set<String>()
        return Icon.allCases.map { path($0.symbol) }.filter { seen.insert($0).inserted && !FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Throws `GraphicsError.iconMissing` naming every missing drawing file; checked once per process.
    public static func check() throws {
        try checked.get()
    }

    private static let checked: Result<Void, GraphicsError> = {
        let missing = missingFiles()
        return missing.isEmpty ? .success(()) : .failure(.iconMissing(paths: missing))
    }()

    /// The SVG of `symbol` as drawn: stroked `stroke` units wide (see `IconStroke`) in `color`, its
    /// outline filled too when the symbol is, at the colour's opacity as a whole (overlapping lines do not
    /// darken). The set draws in `currentColor` with `stroke-width="2"` and `fill="none"` on its root
    /// element; those two attributes are replaced (and the colour given as the root's `color`), so the
    /// drawing itself is parsed by librsvg alone.
    /// - Throws: `GraphicsError.iconMissing` naming the file when it is missing or lacks those attributes.
    static func svg(_ symbol: IconSymbol, stroke: Double, color: Color) throws -> [UInt8] {
        let file = path(symbol)
        guard let data = FileManager.default.contents(atPath: file), var text = String(data: data, encoding: .utf8),
              let width = text.range(of: "stroke-width=\"2\"") else {
            throw GraphicsError.iconMissing(paths: [file])
        }
        text.replaceSubrange(width, with: "stroke-width=\"\(stroke)\"")
        let ink = Color(red: color.red, green: color.green, blue: color.blue).hex
        var root = "fill=\"\(symbol.filled ? "currentColor" : "none")\" color=\"\(ink)\""
        if color.alpha < 1 { root += " opacity=\"\((color.alpha * 1000).rounded() / 1000)\"" }
        guard let fill = text.range(of: "fill=\"none\"") else { throw GraphicsError.iconMissing(paths: [file]) }
        text.replaceSubrange(fill, with: root)
        return Array(text.utf8)
    }
}
