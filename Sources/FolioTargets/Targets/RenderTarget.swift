import FolioApps
import FolioCodecs
import FolioDomain
import FolioGraphics
import FolioLayout

/// Something `folio render`, `folio layout` and `folio lint` can name: a screen, a piece sheet or a
/// specimen page, with the app whose theme draws it and how it is sized.
public struct RenderTarget: Sendable {
    /// What a target shows, for the storybook manifest and the golden review to select and group by.
    public enum Kind: String, Sendable, CaseIterable {
        /// One screen of an app.
        case screen
        /// A flow strip: screens side by side with the touch between them (see `RenderTarget.flow`).
        case flow
        /// A piece's sheet of samples.
        case piece
        /// A page of an app's tokens.
        case specimen
        /// An app's motion sheet: every behaviour its seed lists, in motion (see `RenderTarget.motionSheet`).
        case motion
    }

    /// How the target's box is chosen.
    public enum Sizing: Sendable, Equatable {
        /// The device's whole screen.
        case screen
        /// A page of this width, as tall as its content.
        case page(width: Double)
        /// A page as wide and as tall as its content (a flow strip, whose width follows its steps).
        case fitting
    }

    /// The name on the command line ("specimen.pet", "piece.mascot").
    public var name: String
    /// One line for `folio list`.
    public var summary: String
    /// The look that draws the target: its app's, or Folio's own.
    public var look: AppTheme
    /// What the target shows.
    public var kind: Kind
    /// How the target's box is chosen: the device's screen, or a page.
    public var sizing: Sizing
    /// Whether `folio lint` checks it; false for pages composed of other targets in other themes.
    public var isLinted: Bool
    /// Builds the view for a request.
    public var view: @Sendable (RenderRequest) throws -> any View
    /// The story a screen target shows (its default story for the bare screen), or nil for other kinds.
    public var story: StoryEntry?
    /// Builds the clip a target plays (flows, motion sheets) for a request in an environment, or nil
    /// for a still-only target (see `animate`).
    public var clip: (@Sendable (RenderRequest, Environment) throws -> any Clip)?

    public init(name: String, summary: String, app: AppTheme, kind: Kind = .screen, sizing: Sizing, isLinted: Bool = true,
                view: @escaping @Sendable (RenderRequest) throws -> any View) {
        self.isLinted = isLinted
        self.kind = kind
        self.name = name
        self.summary = summary
        self.look = app
        self.sizing = sizing
        self.view = view
    }

    /// The app whose look draws the target.
    public var app: AppID { look.id }

    /// The width a `.fitting` page is first laid out in, to learn how wide its content wants to be.
    static let widestPage = 100_000.0

    /// The name of the story's screen ("pet.home" for `pet.home:away`), or the name itself.
    package var screenName: String { story?.screenID ?? name }

    /// Whether the target is its screen's default story (the bare screen), or not a story at all.
    package var isDefaultStory: Bool { name == screenName }

    /// The character that stands for the story's ":" in file names ("pet/home~away-light@2x.png"),
    /// which a colon cannot be part of on every file system, nor start a relative URL.
    static let storySeparatorInFiles: Character = "~"

    /// The folder of the target's files in the storybook and the goldens: the part of the name before
    /// the first dot ("pet" for `pet.home`, "piece" for `piece.mascot`), or the whole name.
    public var group: String {
        name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
    }

    /// The target's file name within its group, before appearance and scale: the rest of the name
    /// ("home", "flow.tick-goal", "home~away" for the story `pet.home:away`), or the whole name when
    /// it has no dot.
    package var stem: String {
        Self.fileSafe(name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name)
    }

    /// `name` with a story's ":" written as "~", for a file name.
    public static func fileSafe(_ name: String) -> String {
        String(name.map { $0 == ":" ? storySeparatorInFiles : $0 })
    }

    /// Lays the target out for `request`, measuring text with `measurer`, and returns its frame tree.
    public func frame(_ request: RenderRequest, measurer: any TextMeasuring) throws -> Frame {
        try request.inLocale { try laidOut(request, measurer: measurer) }
    }

    /// The frame tree of `frame(_:measurer:)`, inside the request's locale.
    private func laidOut(_ request: RenderRequest, measurer: any TextMeasuring) throws -> Frame {
        let environment = request.environment(look, measurer: measurer)
        let content = try view(request)
        switch sizing {
        case .screen where request.fullPage: return layout(content, width: request.device.size.width, environment: environment, name: name)
        case .screen: return layout(content, environment: environment, name: name)
        case .page(let width): return layout(content, width: width, environment: environment, name: name)
        case .fitting:
            let probe = layout(content, width: RenderTarget.widestPage, environment: environment, name: name)
            // Right to left the content hugs the probe's right edge: its width is measured from there.
            let width = environment.layoutDirection == .rightToLeft
                ? RenderTarget.widestPage - (probe.children.map(\.rect.minX).min() ?? RenderTarget.widestPage)
                : probe.children.map(\.rect.maxX).max() ?? 0
            return layout(content, width: width.rounded(.up), environment: environment, name: name)
        }
    }
}

/// What a render is asked for: the appearance, the device (whose scale, and only it, sets the
/// pixels) and the snapshots to draw from instead of the bundled defaults, as decoded values by app
/// id, so a target can be drawn from a snapshot held in memory.
public struct RenderRequest: Sendable {
    /// Light or dark.
    public var appearance: Appearance
    /// The screen's size, safe areas and scale.
    public var device: Device
    /// The snapshot of each app to draw from (an app id → that app's snapshot); an app not named here is
    /// drawn from its bundled default.
    public var snapshots: [String: any AppSnapshot]
    /// Whether a screen is drawn whole (`--full-page`): its scroll's entire content at once, chrome in
    /// place, the image as tall as the content (never shorter than the device).
    public var fullPage = false
    /// How far a screen is scrolled instead of its story's offset (`--scroll`), or nil for the story's.
    public var scrollOffset: Double?
    /// The reader's Dynamic Type size (`--text-size`); Large unless set.
    public var textSize: DynamicTypeSize = .large
    /// The locale of its strings and formats (`--locale`); English unless set.
    public var locale: FolioLocale = .source
    /// The direction the layout runs instead of the locale's, or nil for the locale's (lint's
    /// `mirrored-layout` lays a right-to-left locale out left to right to compare).
    public var layoutDirection: LayoutDirection?

    /// A request in `appearance` on `device`, drawn from `snapshots` (by app id) or the defaults.
    public init(appearance: Appearance = .light, device: Device = .iPhone, snapshots: [String: any AppSnapshot] = [:]) {
        self.appearance = appearance
        self.device = device
        self.snapshots = snapshots
    }

    /// The environment a target in `look` is laid out in for this request: its theme, device, text
    /// size and locale.
    func environment(_ look: AppTheme, measurer: any TextMeasuring) -> Environment {
        var environment = Environment(theme: Theme(app: look, appearance: appearance), measurer: measurer, device: device)
        environment.textSize = textSize
        environment.locale = locale
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        return environment
    }

    /// `body` run with the request's locale as ``FolioLocale/current``, so code handed no
    /// environment (the apps' shared `Format`, their catalog strings) writes for it while a view is
    /// built and laid out.
    /// - Throws: a broken app catalog's ``StringCatalogError``, before `body` runs; what `body` throws.
    public func inLocale<T>(_ body: () throws -> T) throws -> T {
        try Self.inLocale(locale, body)
    }

    /// `body` run in `locale` after every string catalog is read (see ``StringCatalogStore``):
    /// for what draws outside a request (a card, a report).
    public static func inLocale<T>(_ locale: FolioLocale, _ body: () throws -> T) throws -> T {
        try StringCatalogStore.shared.drawing(in: locale, body)
    }

    /// A request drawn from `snapshot` for its app.
    public func drawing(from snapshot: any AppSnapshot) -> RenderRequest {
        var copy = self
        copy.snapshots[type(of: snapshot).appID] = snapshot
        return copy
    }

    /// The snapshot of `format` this request draws from: its own, else the app's bundled default.
    /// - Throws: what loading the default throws.
    func snapshot(_ format: any AppSnapshot.Type) throws -> any AppSnapshot {
        if let given = snapshots[format.appID] { return given }
        return try SnapshotStore.shared.snapshot(format, path: nil)
    }
}

extension RenderTarget {
    /// The target drawn for `request` as the bytes of `format`, at the request's device scale: the
    /// one entry point of a render, a pure function of the target, the request and the fonts.
    /// JPEG and WebP are encoded at `quality`.
    public func render(_ request: RenderRequest, as format: OutputFormat, measurer: any TextMeasuring,
                       quality: Int = LossyEncoder.defaultQuality) throws -> [UInt8] {
        try format.bytes(frame(request, measurer: measurer), scale: request.device.scale, title: name, quality: quality)
    }
}
