import FolioApps
import FolioLayout
import FolioPieces

/// Every target Folio can render, found by name; screens, pieces and specimens register here by
/// being listed once, and every command (render, layout, lint, the main job) reads this list.
public enum TargetCatalog {
    /// All targets: the app screens and flows, the specimen pages (each app, then all four side by
    /// side), then the piece sheets.
    public static let all: [RenderTarget] = screens + flows + specimens + pieces

    static let specimens: [RenderTarget] = AppCatalog.themes.map { look in
        RenderTarget(name: "specimen.\(look.id.rawValue)", summary: "Type, colour, shape, icon and depth tokens of \(AppCatalog.name(of: look.id)).",
                     app: look, kind: .specimen, sizing: .page(width: 393)) { _ in SpecimenSheet(app: look) }
    } + [
        RenderTarget(name: "specimen", summary: "The four apps' specimen pages side by side.", app: .folio, kind: .specimen,
                     sizing: .page(width: 393 * 4 + Space.xl * 3), isLinted: false) { request in
            HStack(alignment: .top, spacing: Space.xl) {
                for look in AppCatalog.themes {
                    SpecimenSheet(app: look).theme(Theme(app: look, appearance: request.appearance))
                }
            }
            .background(Fill(.groupedBackground))
        },
    ]

    static let pieces: [RenderTarget] = PieceCatalog.all.map { entry in
        RenderTarget(name: "piece.\(entry.name)", summary: entry.summary, app: entry.apps.first ?? .folio,
                     kind: .piece, sizing: .page(width: 393)) { _ in PieceSheet(entry) }
    }

    /// The target named `name`, or nil.
    public static func target(named name: String) -> RenderTarget? {
        all.first { $0.name == name }
    }

    /// Target names close to `name`, for a "did you mean" hint.
    public static func names(matching prefix: String) -> [String] {
        all.map(\.name).filter { $0.hasPrefix(prefix) }
    }
}
