import FolioApps
import FolioCodecs
import FolioTargets
import FolioGraphics
import FolioLayout

/// `POST /render/{target}` (or `GET` for the bundled snapshot): any target of the catalog (a screen,
/// a story, a flow, a piece sheet, a specimen) on any device, appearance, scale and locale, from the snapshot
/// in the body, as `folio render TARGET` draws it; a flow or motion sheet also as an animated PNG.
struct RenderEndpoint {
    let context: ServerContext

    /// The query parameters a render takes.
    static let parameters: Set<String> = ["appearance", "device", "scale", "locale", "format", "quality", "fps"]

    func plan(target name: String, _ request: HTTPRequest) -> Plan {
        guard let target = TargetCatalog.target(named: name) else {
            let near = TargetCatalog.names(matching: String(name.prefix { $0 != "." })).prefix(8)
            return .answer(.notFound("no target '\(name)'" + (near.isEmpty ? "" : " (some that are: \(near.joined(separator: ", ")))")))
        }
        var query = QueryReader(request, allowed: Self.parameters)
        let appearance = query.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light
        var device = query.value("device", expected: Device.all.map(\.name).joined(separator: ", ")) { Device.named($0) } ?? .iPhone
        if let scale = query.value("scale", expected: "1, 2 or 3", { Double($0).flatMap { [1, 2, 3].contains($0) ? $0 : nil } }) {
            device = device.scaled(scale)
        }
        let locale = query.value("locale", expected: FolioLocale.spelled) { FolioLocale.named($0) } ?? .source
        let animated = request.parameter("format") == "apng"
        let format = animated ? .png : query.value("format", expected: "png, jpeg, webp, pdf, svg or apng") { OutputFormat(path: "render.\($0)") } ?? .png
        let quality = query.value("quality", expected: "a quality 1…100") { Int($0).flatMap { LossyEncoder.qualities.contains($0) ? $0 : nil } }
            ?? LossyEncoder.defaultQuality
        let fps = query.value("fps", expected: "30 or 60") { Int($0).flatMap { RenderTarget.frameRates.contains($0) ? $0 : nil } } ?? 30
        if animated && !target.isAnimated {
            query.add(Problem(parameter: "format", message: TargetError.notAnimated(target: name).description))
        }
        let snapshotFormat = SnapshotRegistry.format(for: target.app.rawValue)
        var snapshot: [UInt8]? = request.body.isEmpty ? nil : request.body
        if snapshot != nil && snapshotFormat == nil {
            query.add(Problem(path: "$", message: "\(name) is drawn from no snapshot: expected an empty body"))
        } else if snapshot == nil, let snapshotFormat {
            guard let bundled = context.defaultSnapshot(snapshotFormat.appID) else {
                return .answer(context.missingTemplate("snapshots/\(snapshotFormat.defaultFileName)"))
            }
            snapshot = bundled
        }
        guard query.problems.isEmpty else { return .answer(.problems(query.problems, summary: "bad request")) }
        let options = ["target=\(name)", "appearance=\(appearance.rawValue)", "device=\(device.name)", "scale=\(device.scale)",
                       "format=\(animated ? "apng" : format.rawValue)", "quality=\([.jpeg, .webp].contains(format) ? quality : 0)",
                       "fps=\(animated ? fps : 0)"] + (locale == .source ? [] : ["locale=\(locale.identifier)"])
        let (measurer, chosen, input) = (context.measurer, device, snapshot)
        return .draw(Job(kind: "render", options: options, inputs: snapshot.map { [$0] } ?? [],
                         contentType: animated ? "image/apng" : format.contentType) {
            var drawn = RenderRequest(appearance: appearance, device: chosen)
            drawn.locale = locale
            if let input, let snapshotFormat {
                drawn = drawn.drawing(from: try snapshotFormat.decode(utf8: input, file: "snapshot"))
            }
            if animated { return try target.animate(drawn, fps: fps, measurer: measurer).bytes }
            return try target.render(drawn, as: format, measurer: measurer, quality: quality)
        })
    }
}
