import FolioLayout

/// A named piece of data a template can ask for: a value (printed in copy as `{name}` or as a stat
/// tile) or a figure (a chart or picture on a card). The name's first part is the app whose
/// snapshot it reads ("pet.", "water.") or "report." for the report's own facts.
public struct ReportBinding: Sendable {
    /// What the binding gives.
    public enum Kind: Sendable {
        case value(@Sendable (ReportData) -> ReportValue?)
        case figure(@Sendable (ReportData) -> ReportFigure?)
    }

    public let name: String
    /// One line for `folio report --help` and the README.
    public let summary: String
    /// A value or a figure, and how it is made from the data.
    public let kind: Kind

    /// The app whose snapshot the binding reads; nil for the report's own facts.
    public var app: AppID? { AppCatalog.app(String(name.prefix { $0 != "." }))?.id }

    /// Whether the binding gives a figure (else a value).
    public var isFigure: Bool {
        if case .figure = kind { return true }
        return false
    }

    /// A value binding.
    public static func value(_ name: String, _ summary: String, _ resolve: @escaping @Sendable (ReportData) -> ReportValue?) -> ReportBinding {
        ReportBinding(name: name, summary: summary, kind: .value(resolve))
    }

    /// A figure binding.
    public static func figure(_ name: String, _ summary: String, _ make: @escaping @Sendable (ReportData) -> ReportFigure?) -> ReportBinding {
        ReportBinding(name: name, summary: summary, kind: .figure(make))
    }
}

/// A value as a report prints it: the bare number for a stat tile, a phrase for copy ("38 goals"),
/// the tile's label and an optional line under the number.
public struct ReportValue: Sendable {
    /// The bare number of a stat tile ("38").
    public var number: String
    /// The value in copy ("38 goals").
    public var phrase: String
    /// The tile's label.
    public var label: String
    /// A line under the number.
    public var detail: String?

    /// A value; its phrase is its number unless given.
    public init(_ number: String, phrase: String? = nil, label: String, detail: String? = nil) {
        self.number = number
        self.phrase = phrase ?? number
        self.label = label
        self.detail = detail
    }
}

/// A figure ready to lay out: its view and what it says to a reader who cannot see it.
public struct ReportFigure {
    /// How the figure is read aloud: a picture with alternative text, a list of items (each drawn
    /// as a frame of role `.row`), or a sentence (a figure with nothing to draw says why).
    public enum Reading: Hashable, Sendable {
        case figure(alt: String)
        case list([String])
        case sentence(String)
    }

    /// What is drawn.
    public var view: any View
    /// What it says to a reader who cannot see it.
    public var reading: Reading
    /// Whether the figure sits on a card; false for one that is a card of its own (the scene).
    public var isOnCard: Bool

    /// A figure of `view`, read as `reading`, on a card unless `isOnCard` is false.
    public init(view: any View, reading: Reading, isOnCard: Bool = true) {
        self.view = view
        self.reading = reading
        self.isOnCard = isOnCard
    }
}

/// Every binding a template can name.
public enum ReportBindings {
    /// The report's own facts, then every app's bindings in the catalog's order.
    public static var all: [ReportBinding] { report + AppCatalog.apps.flatMap { $0.report?.bindings ?? [] } }
    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The binding named `name`, or nil.
    public static func named(_ name: String) -> ReportBinding? { byName[name] }

    /// Every binding's name and summary, values then figures, for help texts.
    public static var catalog: [(name: String, isFigure: Bool, summary: String)] {
        all.map { ($0.name, $0.isFigure, $0.summary) }
    }
}
