import FolioApps
import FolioLayout
import FolioTargets

/// One file of the storybook: a target in one mode and appearance.
public struct Story: Sendable {
    public var target: RenderTarget
    public var appearance: Appearance
    /// The file's path inside the storybook folder: `<group>/<stem>[-<mode>]-<appearance>@<scale>x.png`.
    public var file: String
    /// The mode it is drawn in (its device, text size and locale).
    public var mode = StorybookMode()
}

/// What a storybook run draws: the targets the manifest selects (narrowed by `--only`), in every
/// appearance of the manifest, at its scale on its device.
public struct StorybookPlan: Sendable {
    /// The selected targets in story order.
    public var targets: [RenderTarget]
    /// Targets the manifest excluded, with its reasons.
    public var skipped: [(name: String, reason: String)]
    public var appearances: [Appearance]
    /// The device, at the scale of the PNGs.
    public var device: Device
    /// The manifest's golden scales by kind, unless a scale was given outright.
    package var goldenScales: [RenderTarget.Kind: Double]
    /// The names of the targets drawn whole (the manifest's `fullPage`).
    public var fullPage: Set<String>
    /// The modes of the manifest, the default first (whose device and appearances are the plan's).
    public var modes: [StorybookMode]

    /// The plan of `manifest` over `catalog`; `only` keeps the targets whose group ("pet", "piece")
    /// or name glob ("pet.flow.*") is listed; `scale` overrides the manifest's.
    public init(manifest: StorybookManifest, catalog: [RenderTarget] = TargetCatalog.all, only: [String] = [],
                scale: Double? = nil) {
        let wanted = catalog.filter { target in only.isEmpty || only.contains { StorybookPlan.filter($0, matches: target) } }
        targets = manifest.select(from: wanted)
        skipped = manifest.skipped(from: wanted)
        appearances = manifest.appearances
        device = manifest.device.scaled(scale ?? manifest.scale)
        goldenScales = scale == nil ? manifest.goldenScales : [:]
        fullPage = Set(targets.filter(manifest.isFullPage).map(\.name))
        modes = manifest.modes
    }

    /// The request that draws `target` in `appearance`: on the plan's device (at `scale`, else the
    /// plan's), whole when the manifest says so.
    public func request(_ target: RenderTarget, _ appearance: Appearance, scale: Double? = nil) -> RenderRequest {
        var request = RenderRequest(appearance: appearance, device: scale.map(device.scaled) ?? device)
        request.fullPage = fullPage.contains(target.name)
        return request
    }

    /// The request that draws `story`: in its mode's device (at `scale`, else the plan's), text
    /// size and locale, whole when the manifest says so.
    public func request(_ story: Story, scale: Double? = nil) -> RenderRequest {
        var request = RenderRequest(appearance: story.appearance, device: story.mode.device.scaled(scale ?? self.scale))
        request.fullPage = fullPage.contains(story.target.name)
        request.textSize = story.mode.textSize
        request.locale = story.mode.locale
        return request
    }

    /// Whether an `--only` term names `target`: its group, or a glob on its name.
    public static func filter(_ term: String, matches target: RenderTarget) -> Bool {
        term == target.group || Glob.matches(term, target.name)
    }

    /// The `--only` terms that name no registered target (each probably a typo).
    public static func unknownFilters(_ only: [String], catalog: [RenderTarget] = TargetCatalog.all) -> [String] {
        only.filter { term in !catalog.contains { filter(term, matches: $0) } }
    }

    /// Pixels per point.
    public var scale: Double { device.scale }

    /// Every story: each target in each mode that selects it, in each of the mode's appearances.
    public var stories: [Story] {
        targets.flatMap(stories(of:))
    }

    /// The stories of `target`: the default mode's first, then the others' in manifest order.
    public func stories(of target: RenderTarget) -> [Story] {
        modes.filter { $0.selects(target) }.flatMap { mode in
            mode.appearances.map { Story(target: target, appearance: $0, file: StorybookPlan.file(target, $0, mode: mode, scale: scale), mode: mode) }
        }
    }

    /// The stories of one shard: disjoint from the other shards' and, with them, all of `stories`.
    public func stories(in shard: Shard) -> [Story] {
        stories.filter { shard.contains($0.file) }
    }

    /// `<group>/<stem>-<appearance>@<scale>x.png`, e.g. `pet/home-dark@2x.png`.
    public static func file(_ target: RenderTarget, _ appearance: Appearance, scale: Double) -> String {
        "\(target.group)/\(target.stem)-\(appearance.rawValue)@\(scaleLabel(scale))x.png"
    }

    /// The file of `target` in `mode`: as above for the default mode, with the mode's name before the
    /// appearance for the others (`pet/home-accessibility-dark@2x.png`).
    public static func file(_ target: RenderTarget, _ appearance: Appearance, mode: StorybookMode, scale: Double) -> String {
        mode.isDefault ? file(target, appearance, scale: scale)
            : "\(target.group)/\(target.stem)-\(mode.name)-\(appearance.rawValue)@\(scaleLabel(scale))x.png"
    }

    /// "2" for 2, "1.5" for 1.5.
    package static func scaleLabel(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    /// The targets grouped by folder, groups in order of first appearance.
    public var groups: [(name: String, targets: [RenderTarget])] {
        var order: [String] = [], members: [String: [RenderTarget]] = [:]
        for target in targets {
            if members[target.group] == nil { order.append(target.group) }
            members[target.group, default: []].append(target)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// A group's title for people: the app's name, "Pieces", "Specimens".
    public static func title(ofGroup group: String) -> String {
        if let app = AppCatalog.app(group) { return app.name }
        switch group {
        case "piece": return "Pieces"
        case "specimen": return "Specimens"
        default: return group.prefix(1).uppercased() + group.dropFirst()
        }
    }
}
