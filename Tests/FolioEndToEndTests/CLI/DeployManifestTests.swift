import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest

/// deploy/kubernetes/: the manifests pass `check.py` (PyYAML: image, command, counts, the shared
/// claim, a merge Job per batch Job; `kubectl apply --dry-run=client` where kubectl is), and the
/// check is real: a Job whose parallelism differs from its count fails it.
final class DeployManifestTests: XCTestCase {
    let folder = "\(packageRoot)/deploy/kubernetes"

    func check(_ directory: String) throws -> (code: Int32, output: String) {
        guard try ExternalTool.capture("/usr/bin/env", ["python3", "-c", "import yaml"]).code == 0 else {
            throw XCTSkip("python3 with PyYAML is not installed (python3-yaml or pip install pyyaml)")
        }
        return try ExternalTool.capture("/usr/bin/env", ["python3", "\(folder)/check.py", directory])
    }

    func testTheManifestsNameTheImageCommandAndCounts() throws {
        let r = try check(folder)
        XCTAssertEqual(r.code, 0, r.output)
        XCTAssert(r.output.contains("storybook-job.yaml: Indexed Job of 4 = parallelism = FOLIO_SHARD_COUNT"), r.output)
        XCTAssert(r.output.contains("folio card --merge --out /out/cards"), r.output)
        XCTAssert(r.output.contains("ReadWriteMany"), r.output)
    }

    func testACountThatDisagreesFailsTheCheck() throws {
        let copy = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".yaml") {
            var text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            if name == "cards-job.yaml" { text = text.replacingOccurrences(of: "parallelism: *shards", with: "parallelism: 4") }
            if name == "volume.yaml" { text = text.replacingOccurrences(of: "[ReadWriteMany]", with: "[ReadWriteOnce]") }
            try text.write(toFile: "\(copy)/\(name)", atomically: true, encoding: .utf8)
        }
        let r = try check(copy)
        XCTAssertEqual(r.code, 1, r.output)
        XCTAssert(r.output.contains("cards-job.yaml: completions 8, parallelism 4 and FOLIO_SHARD_COUNT '8' must be one number"), r.output)
        XCTAssert(r.output.contains("accessModes must include ReadWriteMany"), r.output)
    }
}
