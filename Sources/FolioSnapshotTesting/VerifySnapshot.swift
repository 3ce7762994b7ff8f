import FolioGoldens
import FolioTargets
import FolioKit
import Foundation

/// Checks `subject` against its golden by `strategy` and returns the failure message, or nil when it
/// matches: for `#expect(verifySnapshot(of: "pet.home", as: .png) == nil)` and for frameworks of your
/// own. `assertSnapshot` reports the same message as a test failure.
///
/// - Parameters:
///   - subject: a registered target by name ("pet.home:away") or a view (`.view("badge") { ... }`).
///   - strategy: `.png`, `.frameTree` or `.pdfText`, in a mode (`.png.dark.on(.se)`).
///   - name: the golden's story name, when not the subject's (a story and mode has one golden per
///     test file).
///   - record: `.never`, `.missing`, `.failed` or `.all`; when nil, `FOLIO_RECORD` when set, else `.missing`.
///   - goldens: the folder of the manifests, when not `Goldens` beside the test file.
///   - environment: where `FOLIO_RECORD`, `FOLIO_GOLDEN_STORE` and `FOLIO_SNAPSHOT_ARTIFACTS` are read.
///   - filePath: the test file, whose name names the manifest.
public func verifySnapshot(of subject: FolioSubject, as strategy: Snapshotting, named name: String? = nil, record: RecordMode? = nil,
                           goldens: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                           filePath: StaticString = #filePath) -> String? {
    let story = name ?? subject.name
    let what = "Snapshot '\(story)' (.\(strategy.kind.rawValue), \(strategy.mode))"
    guard !story.isEmpty, !story.contains(where: \.isWhitespace) else {
        return "\(what): a golden's story name has no spaces; name it with named:"
    }
    let mode = record ?? (environment[RecordMode.variable] != nil ? RecordMode.from(environment: environment) : .missing)
    let places = SnapshotPlaces(testFile: "\(filePath)", goldens: goldens, environment: environment)
    do {
        let capture = try SnapshotCapture(subject, story: story, strategy: strategy, renderer: try SharedRenderer.renderer())
        return try SnapshotVerifier(places: places, strategy: strategy, record: mode).verify(capture)
    } catch {
        return "\(what) could not be taken: \(error)"
    }
}

/// The renderer every snapshot shares, made the first time one is taken.
enum SharedRenderer {
    private static let made = Result { try FolioRenderer() }

    /// The shared renderer.
    /// - Throws: what making it threw (no templates, no fonts).
    static func renderer() throws -> FolioRenderer { try made.get() }
}
