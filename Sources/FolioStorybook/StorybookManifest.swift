import FolioCore
import FolioLayout
import Foundation
import FolioTargets

/// What the storybook shows (`Templates/storybook.json`): rules that pick from the registered targets
/// (never a list of them, so a screen added in code appears by itself), the appearances, the scale
/// and the device.
///
/// ```json
/// { "scale": 2, "device": "iphone", "appearances": ["light", "dark"],
///   "include": [{ "kind": "screen" }, { "kind": "flow" }, { "kind": "piece" }, { "kind": "specimen" }],
///   "exclude": [{ "name": "specimen", "reason": "the four specimen pages again, side by side" }] }
/// ```
///
/// A target is shown when it matches an include rule and no exclude rule. Rules take `app`, `kind`
/// and `name` (a glob such as `"piece.*"`), each a string or a list; exclusions need a `reason`.
/// `"fullPage"` draws screens whole (their entire scroll, chrome in place): `true` for every
/// screen, or rules choosing them (`[{"app": "recipe"}, {"name": "budget.budgets*"}]`).
/// Stories come in the order of the first include rule they match, then in the catalog's order.
/// `"modes"` names the combinations of device × appearance × text size each story is drawn in
/// (``StorybookMode``); without it there is one, `default`, of the manifest's device and appearances.
public struct StorybookManifest: Hashable, Sendable {
    /// Pixels per point of the PNGs (1, 2 or 3; default 2).
    public var scale: Double
    /// The device screens are laid out for (default the iPhone).
    public var device: Device
    /// Each story is drawn in each of these, side by side in the index (default light and dark).
    public var appearances: [Appearance]
    /// What is shown: targets matching any of these rules.
    var include: [TargetRule]
    /// What is left out of that, each rule with its reason.
    var exclude: [TargetRule]
    /// Goldens of these kinds are recorded and checked at another scale than `scale` (to keep the
    /// repository small: `"goldenScale": {"piece": 1}`); the storybook itself is drawn at `scale`.
    package var goldenScales: [RenderTarget.Kind: Double]
    /// The screens drawn whole rather than as the phone shows them: those matching any of these rules.
    public var fullPage: [TargetRule]
    /// The modes each story is drawn in, the default first (its device and appearances are `device`
    /// and `appearances`).
    public var modes: [StorybookMode]

    public init(scale: Double = 2, device: Device = .iPhone, appearances: [Appearance] = Appearance.allCases,
                include: [TargetRule], exclude: [TargetRule] = [], goldenScales: [RenderTarget.Kind: Double] = [:],
                fullPage: [TargetRule] = [], modes: [StorybookMode] = []) {
        let given = modes.first(where: \.isDefault)
        let defaultMode = given ?? StorybookMode(device: device, appearances: appearances)
        self.modes = [defaultMode] + modes.filter { !$0.isDefault }
        self.fullPage = fullPage
        self.scale = scale
        self.device = defaultMode.device
        self.appearances = defaultMode.appearances
        self.include = include
        self.exclude = exclude
        self.goldenScales = goldenScales
    }

    /// The manifest used when `Templates/storybook.json` is not there: every screen, flow, piece sheet
    /// and specimen page, light and dark, @2x on the iPhone, without the combined specimen page; the
    /// goldens of piece sheets and flow strips @1x; screens in the standard modes too.
    public static let standard = StorybookManifest(
        include: [TargetRule(kinds: [.screen]), TargetRule(kinds: [.flow]), TargetRule(kinds: [.motion]), TargetRule(kinds: [.piece]),
                  TargetRule(kinds: [.specimen])],
        exclude: [TargetRule(names: ["specimen"], reason: "the four specimen pages side by side; each is shown on its own")],
        goldenScales: [.piece: 1, .flow: 1], modes: StorybookMode.standard)

    /// The manifest's path in the repository.
    static let defaultPath = "Templates/storybook.json"

    /// The targets of `catalog` the manifest selects, in story order.
    public func select(from catalog: [RenderTarget]) -> [RenderTarget] {
        let ranked = catalog.enumerated().compactMap { index, target -> (Int, Int, RenderTarget)? in
            guard let rule = include.firstIndex(where: { $0.matches(target) }), excluded(target) == nil else { return nil }
            return (rule, index, target)
        }
        return ranked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// The targets an exclusion removed, each with its reason.
    public func skipped(from catalog: [RenderTarget]) -> [(name: String, reason: String)] {
        catalog.compactMap { target in
            guard include.contains(where: { $0.matches(target) }), let rule = excluded(target) else { return nil }
            return (target.name, rule.reason ?? "excluded")
        }
    }

    /// Whether `target` is drawn whole: a screen that a full-page rule matches.
    func isFullPage(_ target: RenderTarget) -> Bool {
        target.sizing == .screen && fullPage.contains { $0.matches(target) }
    }

    private func excluded(_ target: RenderTarget) -> TargetRule? {
        exclude.first { $0.matches(target) }
    }
}

extension StorybookManifest {
    /// Reads a manifest file.
    /// - Throws: `ManifestError` listing every problem with its JSON path, or naming a file that cannot be read.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestError(file: path, problems: ["cannot be read"], isIO: true)
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: String(decoding: data, as: UTF8.self))
        } catch {
            throw ManifestError(file: path, problems: ["\(error)"])
        }
        try self.init(json: json, file: path)
    }

    /// A manifest from its JSON; `file` names it in messages.
    public init(json: JSONValue, file: String) throws {
        let reader = ManifestReader()
        guard case .object(let root) = json else { throw ManifestError(file: file, problems: ["$: expected an object"]) }
        reader.unknownKeys(root, allowed: ["scale", "device", "appearances", "include", "exclude", "goldenScale", "fullPage", "modes", "$comment"],
                           at: "$")
        let scale = reader.number(root["scale"], at: "$.scale", allowed: [1, 2, 3]) ?? 2
        let device = reader.choice(root["device"], at: "$.device", names: Device.all.map(\.name)).flatMap(Device.named) ?? .iPhone
        let appearances = reader.list(root["appearances"], at: "$.appearances") { reader.choice($0, at: $1, names: Appearance.allCases.map(\.rawValue)) }
            .map { $0.compactMap(Appearance.init(rawValue:)) } ?? Appearance.allCases
        let include = reader.rules(root["include"], at: "$.include", needsReason: false) ?? []
        let exclude = reader.rules(root["exclude"], at: "$.exclude", needsReason: true) ?? []
        let goldenScales = reader.kindScales(root["goldenScale"], at: "$.goldenScale")
        let fullPage = reader.fullPage(root["fullPage"], at: "$.fullPage")
        let modes = reader.modes(root["modes"], at: "$.modes", device: device, appearances: appearances)
        if root["include"] == nil { reader.problems.append("$.include: missing (a list of rules; [{}] selects everything)") }
        if appearances.isEmpty { reader.problems.append("$.appearances: at least one of light, dark") }
        guard reader.problems.isEmpty else { throw ManifestError(file: file, problems: reader.problems) }
        self.init(scale: scale, device: device, appearances: appearances, include: include, exclude: exclude,
                  goldenScales: goldenScales, fullPage: fullPage, modes: modes)
    }
}

/// A storybook manifest that could not be used: every problem, each with its JSON path.
struct ManifestError: Error, CustomStringConvertible {
    /// The manifest's path.
    var file: String
    /// Each problem with its JSON path ("$.include[2].kind: expected …").
    var problems: [String]
    /// Whether the file could not be read at all (rather than read and found wrong).
    var isIO = false

    var description: String {
        problems.count == 1 ? "\(file): \(problems[0])" : "\(file):\n" + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}

extension ManifestError: ClassifiedError {
    /// A manifest that could not be read is I/O; one read and found wrong is bad data.
    public var failureKind: FailureKind { isIO ? .io : .badData }
}
