import FolioApps
import FolioCodecs
import FolioCards
import FolioTargets
import FolioGraphics
import FolioLayout

/// `POST /card/{app}` with a snapshot as the body, or `GET /card/{app}` with `snapshot=ID` (one stored
/// by `POST /snapshots/{app}`) or none (the bundled default): the app's share card in PNG, JPEG or
/// WebP, the bytes `folio card APP -o` (and for PNG `--batch`) writes for the same snapshot.
struct CardEndpoint {
    let context: ServerContext

    /// The query parameters a card takes.
    static let parameters: Set<String> = ["size", "tilt", "appearance", "locale", "format", "quality", "show-amounts", "snapshot"]

    func plan(app: String, _ request: HTTPRequest) -> Plan {
        let apps = ShareCardCatalog.all.map(\.app.rawValue)
        guard let entry = ShareCardCatalog.entry(for: app) else {
            return .answer(.notFound("no share card for '\(app)' (cards: \(apps.joined(separator: ", ")))"))
        }
        var query = QueryReader(request, allowed: request.method == "GET" ? Self.parameters : Self.parameters.subtracting(["snapshot"]))
        let limits = "\(ShareCardSize.limits.lowerBound)…\(ShareCardSize.limits.upperBound)"
        let size = query.value("size", expected: "WxH with each side \(limits) pixels, or square, portrait, story or landscape") {
            ShareCardSize($0)
        } ?? .portrait
        let tilt = query.value("tilt", expected: "PITCH,YAW in degrees, each within ±\(Int(CardTilt.limit))") { CardTilt($0) } ?? .standard
        let appearance = query.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light
        let locale = query.value("locale", expected: FolioLocale.spelled) { FolioLocale.named($0) } ?? .source
        let format = query.value("format", expected: "png, jpeg or webp") {
            OutputFormat(path: "card.\($0)").flatMap { OutputFormat.images.contains($0) ? $0 : nil }
        } ?? .png
        let quality = query.value("quality", expected: "a quality 1…100") { Int($0).flatMap { LossyEncoder.qualities.contains($0) ? $0 : nil } }
            ?? LossyEncoder.defaultQuality
        let showsAmounts = query.flag("show-amounts")
        let snapshot: [UInt8]
        if request.method == "POST" {
            if request.body.isEmpty {
                query.add(Problem(path: "$", message: "expected a \(entry.snapshotType.schemaID) snapshot in the body, found nothing"))
            }
            snapshot = request.body
        } else if let id = request.parameter("snapshot") {
            guard let stored = context.shelf.get("\(app)/\(id)") else {
                return .answer(.problems([Problem(parameter: "snapshot", message: "no \(app) snapshot is stored under '\(id)' (POST /snapshots/\(app) stores one)")],
                                         status: 404, summary: "unknown snapshot"))
            }
            snapshot = stored.bytes
        } else {
            guard let bundled = context.defaultSnapshot(app) else { return .answer(context.missingTemplate("snapshots/\(app).json")) }
            snapshot = bundled
        }
        guard query.problems.isEmpty else { return .answer(.problems(query.problems, summary: "bad request")) }
        let options = ["app=\(app)", "size=\(size)", "tilt=\(tilt)", "appearance=\(appearance.rawValue)", "format=\(format.rawValue)",
                       "quality=\(format == .png ? 0 : quality)", "amounts=\(showsAmounts)"] + (locale == .source ? [] : ["locale=\(locale.identifier)"])
        let (measurer, session) = (context.measurer, context.renderSession)
        return .draw(Job(kind: "card", options: options, inputs: [snapshot], contentType: format.contentType) {
            let value = try entry.snapshotType.decode(utf8: snapshot, file: "snapshot")
            return try RenderRequest.inLocale(locale) {
                let card = try ShareCard(entry: entry, snapshot: value, size: size, tilt: tilt, appearance: appearance,
                                         options: ShareCardOptions(showsAmounts: showsAmounts))
                return try card.encoded(as: format, quality: quality, measurer: measurer, session: session) ?? []
            }
        })
    }
}

extension HTTPResponse {
    /// 404 with a JSON body saying what is not there.
    static func notFound(_ message: String) -> HTTPResponse {
        .problems([Problem(path: "$", message: message)], status: 404, summary: "not found")
    }
}
