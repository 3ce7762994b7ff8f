import Foundation

/// Where FolioKit finds Folio's templates when it is not told: the `Templates` folder of the Folio
/// source FolioKit was compiled from (SwiftPM builds a dependency from its source, by path or in
/// `.build/checkouts`), so a package that links FolioKit renders without any setting.
/// `FOLIO_TEMPLATES` is the command line's and is not read: a library's result does not depend on its
/// process's environment or working directory. (Not a SwiftPM resource: a resource cannot come from
/// outside its target's folder, and a link to `Templates` is copied as a link that then points nowhere.)
enum DefaultTemplates {
    /// `Templates` beside the Sources folder this file is in (Sources/FolioKit/DefaultTemplates.swift).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// The templates folder: `explicit` when given, else the checkout's.
    /// - Throws: `FolioError.templatesNotFound` naming the folder when it holds no `snapshots` folder.
    static func directory(_ explicit: URL?) throws -> URL {
        let folder = explicit ?? checkout
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("snapshots").path, isDirectory: &isFolder), isFolder.boolValue else {
            throw FolioError.templatesNotFound(searched: [folder.path])
        }
        return folder
    }
}
