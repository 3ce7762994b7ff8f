import Foundation

/// Where the tests find the repository and put their outputs: shared by every test target instead
/// of a copy in each.
public enum TestFiles {
    /// The package's root directory (the folder holding `Package.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// No `folio` executable in `.build`: `swift test` builds it, so the build is broken.
    public struct NoBuiltFolio: Error, CustomStringConvertible {
        public var description: String { "no folio executable in .build: swift test builds it, so the build is broken" }
    }

    /// The `folio` executable this test run was built with (debug, else release).
    /// - Throws: ``NoBuiltFolio`` when there is none.
    public static func builtFolio() throws -> String {
        for config in ["debug", "release"] {
            let path = "\(packageRoot)/.build/\(config)/folio"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw NoBuiltFolio()
    }

    /// A fresh directory under the system's temporary one, named `folio-<label>-<uuid>`.
    public static func temporaryDirectory(_ label: String) throws -> String {
        let dir = NSTemporaryDirectory() + "folio-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
