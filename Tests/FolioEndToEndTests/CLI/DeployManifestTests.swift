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

    /// `check.py` over a copy of the manifests with `edits` (file name → (text, replacement)) made.
    func checkEdited(_ edits: [String: [(String, String)]]) throws -> (code: Int32, output: String) {
        let copy = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".yaml") {
            var text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            for (old, new) in edits[name] ?? [] {
                XCTAssert(text.contains(old), "\(name) has no \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            try text.write(toFile: "\(copy)/\(name)", atomically: true, encoding: .utf8)
        }
        return try check(copy)
    }

    func testACountThatDisagreesFailsTheCheck() throws {
        let r = try checkEdited(["cards-job.yaml": [("parallelism: *shards", "parallelism: 4")],
                                 "volume.yaml": [("[ReadWriteMany]", "[ReadWriteOnce]")]])
        XCTAssertEqual(r.code, 1, r.output)
        XCTAssert(r.output.contains("cards-job.yaml: completions 8, parallelism 4 and FOLIO_SHARD_COUNT '8' must be one number"), r.output)
        XCTAssert(r.output.contains("accessModes must include ReadWriteMany"), r.output)
    }

    /// The card Job as it was: `Ignore` on exit 65 replaces the pod without counting it, so a bad line
    /// runs forever; a policy without a rule for 65 retries it up to the backoff limit. Both fail.
    func testAPolicyThatRetriesABadLineFailsTheCheck() throws {
        let r = try checkEdited(["cards-job.yaml": [("- action: FailIndex", "- action: Ignore")],
                                 "storybook-job.yaml": [("values: [2, 64, 65]", "values: [2, 64]")]])
        XCTAssertEqual(r.code, 1, r.output)
        XCTAssert(r.output.contains("FAIL cards-job.yaml: podFailurePolicy answers exit 65 (a bad line) with Ignore: the pod is replaced "
                                    + "without counting against the backoff limit, so it is retried forever"), r.output)
        XCTAssert(r.output.contains("FAIL storybook-job.yaml: podFailurePolicy leaves exit 65 (a bad line) to the backoff count: "
                                    + "it is retried 8 more times"), r.output)
        XCTAssertFalse(r.output.contains("FAIL reports-job.yaml"), r.output)
    }

    func testTheShippedPoliciesFailABadLineAtOnce() throws {
        let r = try check(folder)
        XCTAssert(r.output.contains("folio card water --batch /out/input/cards.ndjson --out /out/cards --jobs 2, exit 2: FailJob, 65: FailIndex"), r.output)
        XCTAssert(r.output.contains("--jobs 2, exit 2: FailJob, 65: FailJob; then storybook-collate-job.yaml"), r.output)
    }
}
