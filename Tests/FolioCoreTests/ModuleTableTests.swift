import Foundation
import XCTest

/// The README's table of modules is what `Package.swift` and the `import` lines say (see `ModuleRules`).
final class ModuleTableTests: XCTestCase {
    /// The package root: three folders up from this file.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheReadmeTableIsPackageSwiftTheImportsAndTheSizes() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertEqual(try ModuleRules.problems(readme: readme, package: package, sources: try swiftSources()), [])
    }

    func testAnImportOutsideTheTableAWrongListAMissingRowAndAStaleCountAreEachReported() throws {
        let package = """
        .target(name: "A"),
        .target(name: "B", dependencies: ["A"]),
        .target(name: "C", dependencies: ["B"]),
        .target(name: "Support", dependencies: ["A"], path: "Tests/Support"),
        """
        let readme = """
        \(ModuleRules.header)
        |---|---|---|---|
        | `A` | The bottom. | 2 | — |
        | `B` | Over A. | 10 | A, C |
        """
        let sources = ["Sources/A/A.swift": "import Foundation\nimport B\n",
                       "Sources/B/B.swift": "import A\n",
                       "Sources/C/C.swift": "@testable import B\nimport struct A.Thing\n",
                       "Tests/Support/S.swift": "import C\n"]
        XCTAssertEqual(try ModuleRules.problems(readme: readme, package: package, sources: sources), [
            "B has 1 lines, the README's table says 10 (more than 10 % off)",
            "B may import A, C by the README's table but A by Package.swift",
            "C is in Package.swift but not in the README's table of modules",
            "Sources/A/A.swift imports B, which the README's table does not allow A",
        ])
        XCTAssertEqual(ModuleRules.imports(try XCTUnwrap(sources["Sources/C/C.swift"])), ["B", "A"])
    }

    /// Every `.swift` file under `Sources`, by its path from the root.
    private func swiftSources() throws -> [String: String] {
        let sources = root.appendingPathComponent("Sources")
        var found: [String: String] = [:]
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return found }
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = "Sources/" + (url.path.components(separatedBy: "/Sources/").last ?? url.lastPathComponent)
            found[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return found
    }
}
