import FolioLayout

/// One piece in the gallery: its name on the command line, its title, the apps built from it, and
/// its sheet of samples (every state and moment of motion, each labelled).
public struct PieceEntry: Sendable {
    /// The kebab-case name `folio render piece NAME` takes ("screen-header").
    public var name: String
    /// The name in the seeds ("Screen Header").
    public var title: String
    /// One line on what the piece is for.
    public var summary: String
    /// The looks of the apps whose screens use the piece; the first one draws its sheet.
    public var apps: [AppTheme]
    /// The labelled samples of the sheet.
    public var samples: @Sendable () -> [PieceSample]

    public init(name: String, title: String, summary: String, apps: [AppTheme],
                samples: @escaping @Sendable () -> [PieceSample]) {
        self.name = name
        self.title = title
        self.summary = summary
        self.apps = apps
        self.samples = samples
    }

    /// The theme the sheet is drawn in for an appearance.
    public func theme(_ appearance: Appearance) -> Theme {
        Theme(app: apps.first ?? .folio, appearance: appearance)
    }
}

/// One labelled state of a piece on its sheet ("pressed", "t = 0.5").
///
/// Sendable without a promise of the compiler: it holds views (`any View`, which is not Sendable), and
/// views are immutable values built once by the app's definition and only read while laid out.
public struct PieceSample: @unchecked Sendable {
    public var label: String
    public var view: any View
    /// Whether the view spans the sheet edge to edge (it keeps the margin itself), so a piece that
    /// runs on to the screen's edge shows doing so; otherwise it sits in the sheet's margins.
    public var isFullBleed: Bool

    public init(_ label: String, _ view: any View, fullBleed: Bool = false) {
        self.label = label
        self.view = view
        self.isFullBleed = fullBleed
    }

    /// A sample spanning the sheet as a screen's width: `view` kept in the screen's margin, free to
    /// run or slide across it, and cut at the sheet's edges as the screen's edges cut it.
    public static func edgeToEdge(_ label: String, _ view: any View) -> PieceSample {
        PieceSample(label, view.padding(.horizontal, Space.lg).clipShape(Shape.rect), fullBleed: true)
    }
}
