import FolioTargets
import FolioCore
import FolioGraphics
import Foundation

/// What every endpoint shares: the text measurer over the pinned fonts, the templates folder it
/// reads defaults from (read again on each request, so a changed template changes the ETag), and
/// the snapshots stored under an id, and the render session its cards share.
// Unchecked: every property is a `let`; the measurer is safe from many threads (one Pango font map
// per thread), and the shelf and the render session guard themselves with locks.
final class ServerContext: @unchecked Sendable {
    let measurer: PangoTextMeasurer
    /// The templates folder, or nil when none was found (defaults then answer 500).
    let templates: URL?
    /// Snapshots stored by `POST /snapshots/{app}`, by "app/id", bounded in bytes.
    let shelf: ResultCache
    /// The caches of every card the server draws (a card's backdrop is copied from the third on).
    let renderSession = RenderSession()

    init(templates: URL?, shelfBytes: Int) throws {
        measurer = try PangoTextMeasurer()
        self.templates = templates
        shelf = ResultCache(capacity: shelfBytes)
    }

    /// The bytes of `relative` ("snapshots/pet.json") in the templates folder, or nil.
    func template(_ relative: String) -> [UInt8]? {
        guard let url = templates?.appendingPathComponent(relative), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return [UInt8](data)
    }

    /// The bundled default snapshot of `app`, as bytes.
    func defaultSnapshot(_ app: String) -> [UInt8]? {
        template("snapshots/\(app).json")
    }

    /// The answer when a template the request needs is missing.
    func missingTemplate(_ relative: String) -> HTTPResponse {
        .problems([Problem(path: "$", message: "the server has no Templates/\(relative): \(Templates.notFound)")], status: 500,
                  summary: "missing template")
    }
}

/// What an endpoint makes of a request: a job to draw (or to answer from its ETag), or an answer at once.
enum Plan {
    case draw(Job)
    case answer(HTTPResponse)
}

extension OutputFormat {
    /// The format's media type.
    var contentType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        case .pdf: "application/pdf"
        case .svg: "image/svg+xml"
        }
    }
}
