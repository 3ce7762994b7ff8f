import FolioLayout

/// Something `folio render`, `folio layout` and `folio lint` can name: a screen, a piece sheet or a
/// specimen page, with the app whose theme draws it and how it is sized.
public struct RenderTarget: Sendable {
    /// How the target's box is chosen.
    public enum Sizing: Sendable, Equatable {
        /// The device's whole screen.
        case screen
        /// A page of this width, as tall as its content.
        case page(width: Double)
    }

    /// The name on the command line ("specimen.pet", "piece.mascot").
    public var name: String
    /// One line for `folio list`.
    public var summary: String
    /// The app whose theme draws the target.
    public var app: AppID
    public var sizing: Sizing
    /// Whether `folio lint` checks it; false for pages composed of other targets in other themes.
    public var isLinted: Bool
    /// Builds the view for a request.
    public var view: @Sendable (RenderRequest) throws -> any View

    public init(name: String, summary: String, app: AppID, sizing: Sizing, isLinted: Bool = true,
                view: @escaping @Sendable (RenderRequest) throws -> any View) {
        self.isLinted = isLinted
        self.name = name
        self.summary = summary
        self.app = app
        self.sizing = sizing
        self.view = view
    }

    /// Lays the target out for `request`, measuring text with `measurer`, and returns its frame tree.
    public func frame(_ request: RenderRequest, measurer: any TextMeasuring) throws -> Frame {
        let environment = Environment(theme: Theme(app: app, appearance: request.appearance), measurer: measurer,
                                      device: request.device)
        let content = try view(request)
        switch sizing {
        case .screen: return layout(content, environment: environment, name: name)
        case .page(let width): return layout(content, width: width, environment: environment, name: name)
        }
    }
}

/// What a render is asked for: the appearance, the device (whose scale sets the pixels) and the
/// snapshot files to draw from instead of the bundled defaults (by app id).
public struct RenderRequest: Sendable, Hashable {
    public var appearance: Appearance
    public var device: Device
    public var snapshotPaths: [String: String]

    public init(appearance: Appearance = .light, device: Device = .iPhone, snapshotPaths: [String: String] = [:]) {
        self.appearance = appearance
        self.device = device
        self.snapshotPaths = snapshotPaths
    }
}
