import FolioDomain
import FolioLayout

/// The sections a report template can name: the report's own cover and contents, then every
/// chapter the apps' reports offer ("mood", "water", ...). A chapter says which app's snapshot it
/// needs (a section whose snapshot is missing is left out, and the contents page says so) and when
/// a week has nothing for it.
public struct ReportSectionKind: Hashable, Sendable, RawRepresentable, CaseIterable {
    /// The name templates give it in `"kind"`.
    public let rawValue: String
    /// The app whose snapshot the section needs; nil for sections that need none.
    public let app: AppID?

    private init(_ name: String, app: AppID?) {
        rawValue = name
        self.app = app
    }

    /// The kind named `rawValue`, or nil when neither the report nor an app offers it.
    public init?(rawValue: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    /// The first page: the kicker, the heading, the dates, the companion's scene.
    public static let cover = ReportSectionKind("cover", app: nil)
    /// The list of sections with their pages, each a link.
    public static let contents = ReportSectionKind("contents", app: nil)

    /// The cover, the contents, then each app's chapters in the catalog's order.
    public static var allCases: [ReportSectionKind] {
        [cover, contents] + AppCatalog.apps.flatMap { app in
            (app.report?.chapters ?? []).map { ReportSectionKind($0.kind, app: app.id) }
        }
    }

    /// Whether the section is a chapter: listed on the contents page and in the outline, and
    /// started on a page of its own.
    public var isChapter: Bool { app != nil }

    /// Whether the week has nothing for the section, so it says so in a sentence instead of
    /// showing zeros.
    public func isEmpty(in data: ReportData) -> Bool {
        guard let app, let chapter = AppCatalog.app(app.rawValue)?.report?.chapters.first(where: { $0.kind == rawValue }) else {
            return false
        }
        return chapter.isEmpty(data)
    }
}
