import FolioApps
import FolioLayout
import FolioPieces

/// Every target Folio can render, found by name; screens, pieces and specimens register here by
/// being listed once, and every command (render, layout, lint, the main job) reads this list.
public enum TargetCatalog {
    /// All targets: the app screens and flows, the specimen pages (each app, then all four side by
    /// side), then the piece sheets.
    public static var all: [RenderTarget] { screens + flows + motionSheets + specimens + pieces }

    /// Each app's specimen page, then all of them side by side.
    static var specimens: [RenderTarget] {
        let looks = AppCatalog.themes
        let each = looks.map { look in
            RenderTarget(name: "specimen.\(look.id.rawValue)",
                         summary: "Type, colour, shape, icon and depth tokens of \(AppCatalog.name(of: look.id)).",
                         app: look, kind: .specimen, sizing: .page(width: 393)) { _ in SpecimenSheet(app: look) }
        }
        let width = 393 * Double(looks.count) + Space.xl * Double(max(0, looks.count - 1))
        let all = RenderTarget(name: "specimen", summary: "Every app's specimen page side by side.", app: .folio, kind: .specimen,
                               sizing: .page(width: width), isLinted: false) { request in
            HStack(alignment: .top, spacing: Space.xl) {
                for look in looks {
                    SpecimenSheet(app: look).theme(Theme(app: look, appearance: request.appearance))
                }
            }
            .background(Fill(.groupedBackground))
        }
        return each + [all]
    }

    static let pieces: [RenderTarget] = PieceCatalog.all.map { entry in
        RenderTarget(name: "piece.\(entry.name)", summary: entry.summary, app: entry.apps.first ?? .folio,
                     kind: .piece, sizing: .page(width: 393)) { _ in PieceSheet(entry) }
    }

    /// The target named `name`, or nil. A screen's default story answers to its story name too
    /// ("pet.home:at-home" is "pet.home").
    public static func target(named name: String) -> RenderTarget? {
        let targets = all
        return targets.first { $0.name == name } ?? targets.first { $0.story?.id == name }
    }

    /// Target names close to `name`, for a "did you mean" hint.
    public static func names(matching prefix: String) -> [String] {
        all.map(\.name).filter { $0.hasPrefix(prefix) }
    }
}
