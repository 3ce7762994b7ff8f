import FolioCore
import FolioGoldens
import FolioTargets
import Foundation

/// Where a test file's snapshots live. The manifest, small and kept in git, is
/// `<the test file's folder>/Goldens/<the test file's name>.goldens` (or in the folder given); the
/// pictures and texts go to the golden store (`FOLIO_GOLDEN_STORE`, else `.folio/goldens` at the root
/// of the package the test belongs to, which git should ignore); the review files of a failure to
/// `FOLIO_SNAPSHOT_ARTIFACTS`, else `.folio/review` there, in a folder named after the test file.
struct SnapshotPlaces {
    /// The variable naming the review folder.
    static let reviewVariable = "FOLIO_SNAPSHOT_ARTIFACTS"

    /// The manifests' folder.
    let manifests: String
    /// The manifest the test file's goldens go in: the test file's name without ".swift".
    let group: String
    let store: GoldenStore
    /// Where this test file's review files go.
    let review: String

    init(testFile: String, goldens: String?, environment: [String: String]) {
        let test = URL(fileURLWithPath: testFile)
        group = test.deletingPathExtension().lastPathComponent
        manifests = goldens ?? test.deletingLastPathComponent().appendingPathComponent("Goldens").path
        let root = Self.packageRoot(of: test.deletingLastPathComponent())
        store = environment[GoldenStore.variable].flatMap { $0.isEmpty ? nil : GoldenStore(directory: $0) }
            ?? GoldenStore(directory: root.appendingPathComponent(GoldenStore.defaultDirectory).path)
        let reviewRoot = environment[Self.reviewVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? root.appendingPathComponent(".folio/review").path
        review = (reviewRoot as NSString).appendingPathComponent(group)
    }

    /// The manifest file of the group.
    var manifestFile: String { (manifests as NSString).appendingPathComponent("\(group).\(GoldenManifest.fileExtension)") }

    /// What the goldens beside the manifests were recorded with (`goldens.json`, as `folio golden`
    /// keeps it): the pinned font files and library versions that decide pixels.
    var fingerprintFile: String { (manifests as NSString).appendingPathComponent(GoldenSuite.fingerprintFile) }

    /// This machine's fingerprint. Scale and device vary by mode, so they are written as 0 and "mode".
    static let fingerprint = GoldenFingerprint.current(folioVersion: "FolioSnapshotTesting", scale: 0, device: "mode")

    /// Why the recorded goldens' pixels cannot be compared here (other font files, other library
    /// versions); none when they can, or when no fingerprint was recorded.
    func pixelRefusals() -> [String] {
        guard let data = FileManager.default.contents(atPath: fingerprintFile),
              let json = try? JSONValue(parsing: String(decoding: data, as: UTF8.self)),
              let recorded = GoldenFingerprint(json: json) else { return [] }
        return Self.fingerprint.comparison(with: recorded).refusals
    }

    /// The nearest folder at or above `folder` holding a Package.swift, else `folder` itself.
    private static func packageRoot(of folder: URL) -> URL {
        var candidate = folder
        while candidate.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            candidate.deleteLastPathComponent()
        }
        return folder
    }
}
