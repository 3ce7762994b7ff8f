import FolioLayout
import FolioStorybook
import FolioTargets

/// What happened to one golden (a target in one appearance) in a check or a record.
public struct GoldenResult: Sendable {
    /// What became of the golden.
    public enum Status: String, Sendable, CaseIterable {
        /// Check: the render matches the golden (exactly, or with no pixel over the threshold).
        case passed
        /// Check: some pixels differ, but no more than `--max-diff-pixels`.
        case tolerated
        /// Check: the render differs, changed size, or has text with missing glyphs. Record: missing glyphs.
        case failed
        /// Check: there is no golden for this render yet.
        case missing
        /// Record: a golden written where there was none.
        case new
        /// Record: a golden rewritten because the render changed.
        case updated
        /// Record: the golden already matched, left as it was.
        case unchanged
    }

    public var target: RenderTarget
    public var appearance: Appearance
    /// The name of its pictures in the review: `<group>/<stem>.<mode>.png` (see `GoldenSuite.file`).
    public var file: String
    public var status: Status
    /// Why it failed or passed the way it did, in a line.
    public var message: String
    /// Pixels over the threshold, and those taken for anti-aliasing and not counted.
    public var differing = 0, antialiased = 0
    /// How long its render and comparison took (the JUnit report's `time` of its test case).
    public var seconds = 0.0
    /// Whether the pixels' hash was the golden's (the fast path).
    var exact = false
    /// Whether a check that records wrote this golden from its render.
    public var recorded = false
    /// What changed in the frame tree, in words.
    public var changes: [String] = []
    /// Texts drawn with glyphs no pinned font has.
    var missingGlyphs: [String] = []
    /// The review's pictures, paths inside the review folder (expected, actual, diff), when written.
    public var expectedImage: String?, actualImage: String?, diffImage: String?
    /// The changed regions, cropped and enlarged, the most changed first (at most three).
    var zooms: [GoldenZoom] = []
    /// Whether the pixels differ and the store has no expected picture to show or diff against.
    var expectedNotInStore = false
    /// The manifest entry a check that records wrote for this story.
    var recordedEntry: GoldenEntry?
    /// The mode of its manifest line when not the default mode's ("accessibility.dark").
    public var modeName: String?

    /// Its mode as its manifest line names it: the appearance ("dark"), or the mode's and the
    /// appearance ("accessibility.dark").
    public var mode: String { modeName ?? appearance.rawValue }

    /// Whether this result makes a check fail.
    public var isFailure: Bool { status == .failed || status == .missing }
}

extension GoldenResult {
    /// A story's result of `status`, for checks outside this module (the bench's PNG check).
    package init(target: RenderTarget, appearance: Appearance, file: String, status: Status, message: String) {
        self.target = target
        self.appearance = appearance
        self.file = file
        self.status = status
        self.message = message
    }
}

/// One changed region of a failed golden, as the review shows it: the expected and actual crops
/// (paths inside the review folder), where it is in the picture and how much it grew.
struct GoldenZoom: Sendable, Hashable {
    var expected: String, actual: String
    /// "x 120, y 340, 48 × 24 px, ×5".
    var label: String
}

/// The outcome of checking or recording a golden set.
public struct GoldenReport: Sendable {
    /// One result per story, in story order.
    public var results: [GoldenResult]
    /// Manifest entries no story of the set renders any more ("pet.gone light").
    public var orphaned: [String]
    /// Files of the store that no manifest names (paths inside the store).
    public var orphanedInStore: [String] = []
    /// How this machine's font files and library versions differ from the goldens' (empty when they
    /// agree); when not empty a check compares nothing, since every picture would differ.
    public var packageDifferences: [String]
    /// Differences that do not stop a comparison: package revisions only ("libfreetype6
    /// 2.12.1+dfsg-5+deb12u5 here, …u4 in the goldens").
    public var notes: [String] = []
    /// How long the check or record took.
    public var seconds: Double
    /// Screens a mode's axis left unchanged (see `LostAxisGuard`): each fails the check.
    public var lostAxes: [LostAxisGuard.LostAxis] = []

    /// Whether a check did not pass: it found a regression, or could not compare the pixels.
    public var failed: Bool { outcome != .passed }

    /// How a check ended: what its exit code and summary line say.
    public enum Outcome: Sendable {
        /// Every golden matched (or was tolerated): exit 0.
        case passed
        /// A golden failed or is missing (a frame tree changed, when the pixels could not be compared), or a
        /// mode lost its axis (`lostAxes`): exit 1.
        case regressed
        /// Nothing regressed in what could be compared, but the pixels could not be: the goldens were made
        /// with other font files or library versions (`packageDifferences`). Not a regression, not a pass.
        case notComparable
    }

    /// How the check ended: a failing result or a lost axis first, then whether the pixels could be compared.
    public var outcome: Outcome {
        if results.contains(where: \.isFailure) || !lostAxes.isEmpty { return .regressed }
        return packageDifferences.isEmpty ? .passed : .notComparable
    }

    /// How many results have `status`.
    public func count(_ status: GoldenResult.Status) -> Int {
        results.filter { $0.status == status }.count
    }

    /// One line: "96 goldens in 4.2 s: 94 passed (90 exact), 1 tolerated, 1 failed; 2 orphaned".
    public var summary: String {
        var parts: [String] = []
        for status in GoldenResult.Status.allCases {
            let n = count(status)
            guard n > 0 else { continue }
            let exact = results.filter { $0.status == .passed && $0.exact }.count
            parts.append(status == .passed && exact > 0 ? "\(n) passed (\(exact) exact)" : "\(n) \(status.rawValue)")
        }
        if !orphaned.isEmpty { parts.append("\(orphaned.count) orphaned") }
        if !orphanedInStore.isEmpty { parts.append("\(orphanedInStore.count) unused in the store") }
        if !lostAxes.isEmpty { parts.append("\(lostAxes.count) lost ax\(lostAxes.count == 1 ? "is" : "es")") }
        let head = "\(results.count) golden\(results.count == 1 ? "" : "s") in \(String(format: "%.1f", seconds)) s"
        let line = parts.isEmpty ? head : head + ": " + parts.joined(separator: ", ")
        return packageDifferences.isEmpty ? line : line + "; pixels not comparable here (frame trees only)"
    }

    /// The targets with a failing appearance, each with all its results (light next to dark), in order.
    var failingTargets: [[GoldenResult]] {
        var order: [String] = [], byTarget: [String: [GoldenResult]] = [:]
        for result in results {
            if byTarget[result.target.name] == nil { order.append(result.target.name) }
            byTarget[result.target.name, default: []].append(result)
        }
        return order.compactMap { byTarget[$0] }.filter { $0.contains(where: \.isFailure) }
    }
}
