import FolioApps
import FolioCore
import FolioTargets
import FolioDomain
import FolioGraphics
import FolioLayout
import Foundation

/// Renders Folio's targets and your own views from code: a subject and a request in, the bytes of a
/// PNG, JPEG, WebP, PDF or SVG out, the same bytes `folio render` writes. Safe to share between
/// threads; make one and keep it (its fonts load once).
///
/// ```swift
/// let renderer = try FolioRenderer()
/// let png = try renderer.render("pet.home", FolioRequest(device: .se, appearance: .dark))
/// ```
public final class FolioRenderer: Sendable {
    /// The templates folder the bundled default snapshots come from.
    public let templates: URL
    private let measurer: PangoTextMeasurer

    /// A renderer drawing from `templates` (a copy of Folio's Templates folder), or when nil from the
    /// Templates folder of the Folio source FolioKit is built from; `FOLIO_TEMPLATES` is not read.
    /// - Throws: `FolioError.templatesNotFound` naming where it looked; a graphics error when the
    ///   pinned fonts cannot be loaded (run Folio's scripts/setup.sh).
    public init(templates: URL? = nil) throws {
        self.templates = try DefaultTemplates.directory(templates)
        measurer = try PangoTextMeasurer()
    }

    /// `subject` drawn for `request`, as the bytes of the request's format.
    /// - Throws: `FolioError.unknownTarget`; the snapshot's errors (file, JSON path, what was expected)
    ///   when `request.snapshot` is not a valid snapshot; a graphics error when drawing fails.
    public func render(_ subject: FolioSubject, _ request: FolioRequest = FolioRequest()) throws -> [UInt8] {
        let (target, frame, drawn) = try layout(subject, request)
        return try request.format.bytes(frame, scale: drawn.device.scale, title: target.name)
    }

    /// The subject's frame tree for `request` as JSON (what `folio layout --json` prints): every frame's
    /// role, rectangle and content, for tests that check layout without pixels.
    public func frameTree(_ subject: FolioSubject, _ request: FolioRequest = FolioRequest()) throws -> String {
        try layout(subject, request).frame.json.serialized(pretty: true)
    }

    /// The subject's target, its frame tree and the request it was laid out for (drawn from the
    /// templates' snapshots, or the request's own file for the target's app).
    package func layout(_ subject: FolioSubject, _ request: FolioRequest) throws -> (target: RenderTarget, frame: Frame, request: RenderRequest) {
        if let scale = request.scale, ![1, 2, 3].contains(scale) {
            throw FolioError.invalidRequest("scale \(scale); expected 1, 2 or 3 (or nil for the device's)")
        }
        let target = try subject.target()
        var drawn = RenderRequest(appearance: request.appearance, device: request.scaledDevice)
        drawn.fullPage = request.fullPage
        for format in SnapshotRegistry.formats {
            let given = format.appID == target.app.rawValue ? request.snapshot : nil
            let file = given ?? templates.appendingPathComponent("snapshots").appendingPathComponent(format.defaultFileName)
            drawn = drawn.drawing(from: try SnapshotStore.shared.snapshot(format, path: file.path))
        }
        return (target, try target.frame(drawn, measurer: measurer), drawn)
    }
}
