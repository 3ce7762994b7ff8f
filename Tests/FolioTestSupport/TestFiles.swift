import Foundation

/// Where the tests find the repository and put their outputs: shared by every test target instead
/// of a copy in each.
public enum TestFiles {
    /// The package's root directory (the folder holding `Package.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A fresh directory under the system's temporary one, named `folio-<label>-<uuid>`.
    public static func temporaryDirectory(_ label: String) throws -> String {
        let dir = NSTemporaryDirectory() + "folio-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
