import Foundation

/// Where the tests find the repository and put their outputs: shared by every test target instead
/// of a copy in each.
public enum TestFiles {
    /// The package's root directory (the folder holding `Package.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// No such executable in `.build`: `swift test` builds it, so the build is broken.
    public struct NoBuiltExecutable: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "no \(name) executable in .build: swift test builds it, so the build is broken" }
    }

    /// The `folio` executable this test run was built with (debug, else release).
    /// - Throws: ``NoBuiltExecutable`` when there is none.
    public static func builtFolio() throws -> String { try builtExecutable("folio") }

    /// The executable product `name` this test run was built with (debug, else release).
    /// - Throws: ``NoBuiltExecutable`` when there is none.
    public static func builtExecutable(_ name: String) throws -> String {
        for config in ["debug", "release"] {
            let path = "\(packageRoot)/.build/\(config)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw NoBuiltExecutable(name: name)
    }

    /// The environment to hand a child process explicitly: this one's (the tests never change it)
    /// with `changes` applied, a nil value removing the variable.
    public static func environment(_ changes: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        return environment
    }

    /// A fresh directory under the system's temporary one, named `folio-<label>-<uuid>`.
    public static func temporaryDirectory(_ label: String) throws -> String {
        let dir = NSTemporaryDirectory() + "folio-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
