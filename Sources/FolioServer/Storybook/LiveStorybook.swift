import FolioStorybook
import FolioTargets
import FolioLayout
import Foundation

/// `folio serve --storybook`: the storybook's page at `/storybook/`, each picture drawn on request
/// from the last good templates (`/storybook/image/{target}?appearance=...`), and the page reloaded
/// through Server-Sent Events (`/storybook/events`) within a second of a saved change to the templates.
// Unchecked: `watching` is read and written under `lock`; the templates and the event hub guard
// their own state.
final class LiveStorybook: @unchecked Sendable {
    let templates: LiveTemplates
    let events = EventHub()
    /// Seconds between looks at the templates.
    static let interval = 0.2
    private let lock = NSLock()
    private var watching = false

    init(context: ServerContext) {
        templates = LiveTemplates(directory: context.templates)
    }

    /// Reads the templates and starts watching them.
    func start() {
        _ = templates.refresh()
        lock.withLock { watching = true }
        let thread = Thread { [weak self] in
            while let self, self.lock.withLock({ self.watching }) {
                if self.templates.refresh() { self.events.publish("reload", data: "\(self.templates.current.generation)") }
                Thread.sleep(forTimeInterval: Self.interval)
            }
        }
        thread.name = "folio-serve-watch"
        thread.start()
    }

    /// Stops watching and ends every page's stream.
    func stop() {
        lock.withLock { watching = false }
        events.close()
    }

    func respond(to request: HTTPRequest, router: Router) -> HTTPResponse {
        let s = request.segments
        guard request.method == "GET" else {
            return .problems([Problem(path: "$", message: "\(request.method) is not allowed here; use GET")], status: 405,
                             summary: "method not allowed", headers: [("Allow", "GET, HEAD")])
        }
        switch s.count {
        case 1:
            return .text(LivePage(state: templates.current, directory: templates.directory).html(), type: "text/html; charset=utf-8",
                         headers: [("Cache-Control", "no-store")])
        case 2 where s[1] == "events":
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
                                body: .events(events.subscribe()), note: "event stream")
        case 3 where s[1] == "image":
            return router.serve(plan(target: s[2], request, context: router.context), request)
        default:
            return .notFound("nothing at \(request.path); the storybook is at /storybook/")
        }
    }

    /// A picture of the page: the target drawn from the last good snapshot of its app, on the
    /// manifest's device and scale.
    private func plan(target name: String, _ request: HTTPRequest, context: ServerContext) -> Plan {
        guard let target = TargetCatalog.target(named: name) else { return .answer(.notFound("no target '\(name)'")) }
        var query = QueryReader(request, allowed: ["appearance", "g"])
        let appearance = query.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light
        guard query.problems.isEmpty else { return .answer(.problems(query.problems, summary: "bad request")) }
        let state = templates.current
        let device = StorybookPlan(manifest: state.manifest).device
        let loaded = state.snapshots[target.app.rawValue]
        let options = ["target=\(name)", "appearance=\(appearance.rawValue)", "device=\(device.name)", "scale=\(device.scale)"]
        let measurer = context.measurer
        return .draw(Job(kind: "storybook", options: options, inputs: loaded.map { [$0.bytes] } ?? [], contentType: "image/png") {
            var drawn = RenderRequest(appearance: appearance, device: device)
            if let loaded { drawn = drawn.drawing(from: loaded.snapshot) }
            return try target.render(drawn, as: .png, measurer: measurer)
        })
    }
}
