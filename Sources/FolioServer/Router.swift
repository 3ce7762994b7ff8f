import FolioApps
import FolioCore
import Foundation

/// Sends each request to its endpoint and answers a job the HTTP way: 304 when the client holds
/// its ETag, the cached bytes when the cache holds them, else drawn by the pool (503 with
/// Retry-After when it is full or the time limit passes, 400 with every problem for bad input).
// Unchecked: every stored property is a `let` of a type that is safe across threads itself (the
// pool, cache, metrics and storybook guard their state with locks; the context is immutable).
final class Router: @unchecked Sendable {
    let context: ServerContext
    let pool: WorkPool
    let cache: ResultCache
    let metrics: Metrics
    let storybook: LiveStorybook?
    /// Seconds a request may take, waiting included.
    let timeLimit: Double

    init(context: ServerContext, pool: WorkPool, cache: ResultCache, metrics: Metrics, storybook: LiveStorybook?, timeLimit: Double) {
        self.context = context
        self.pool = pool
        self.cache = cache
        self.metrics = metrics
        self.storybook = storybook
        self.timeLimit = timeLimit
    }

    /// Results never change for their ETag: caches may keep them for a year without asking again.
    static let immutable = ("Cache-Control", "public, max-age=31536000, immutable")

    func respond(to request: HTTPRequest, gauges: () -> [(name: String, help: String, value: Double)]) -> HTTPResponse {
        let s = request.segments
        switch (s.first ?? "", s.count) {
        case ("", 0):
            return only(["GET"], request) ?? .text(IndexPage.html(storybook: storybook != nil), type: "text/html; charset=utf-8")
        case ("healthz", 1):
            return only(["GET"], request) ?? .text("ok\n")
        case ("metrics", 1):
            return only(["GET"], request) ?? .text(metrics.text(gauges: gauges()), type: "text/plain; version=0.0.4; charset=utf-8")
        case ("card", 2):
            return only(["GET", "POST"], request) ?? serve(CardEndpoint(context: context).plan(app: s[1], request), request)
        case ("render", 2):
            return only(["GET", "POST"], request) ?? serve(RenderEndpoint(context: context).plan(target: s[1], request), request)
        case ("report", 2):
            return only(["GET", "POST"], request) ?? serve(ReportEndpoint(context: context).plan(report: s[1], request), request)
        case ("snapshots", 2):
            return only(["POST"], request) ?? store(app: s[1], request)
        case ("storybook", _) where storybook != nil:
            return storybook?.respond(to: request, router: self) ?? .notFound(request.path)
        default:
            return .notFound("nothing at \(request.path); GET / lists the endpoints")
        }
    }

    /// 405 naming the methods `allowed`, or nil when the request uses one.
    private func only(_ allowed: [String], _ request: HTTPRequest) -> HTTPResponse? {
        guard !allowed.contains(request.method) else { return nil }
        let methods = allowed + (allowed.contains("GET") ? ["HEAD"] : [])
        return .problems([Problem(path: "$", message: "\(request.method) is not allowed here; use \(allowed.joined(separator: " or "))")],
                         status: 405, summary: "method not allowed", headers: [("Allow", methods.joined(separator: ", "))])
    }

    /// The job's result, or what stands for it.
    func serve(_ plan: Plan, _ request: HTTPRequest) -> HTTPResponse {
        let job: Job
        switch plan {
        case .answer(let response): return response
        case .draw(let planned): job = planned
        }
        let validators = [("ETag", job.etag), Self.immutable]
        if request.matches(etag: job.etag) {
            metrics.count("not_modified")
            return HTTPResponse(status: 304, headers: validators, note: "not modified")
        }
        if let cached = cache.get(job.etag) {
            metrics.count("cache_hits")
            return .bytes(cached.bytes, type: cached.contentType, headers: validators, note: "cache")
        }
        metrics.count("cache_misses")
        let start = DispatchTime.now()
        let (cache, etag, type) = (cache, job.etag, job.contentType)
        switch pool.run(within: timeLimit, job.draw, finished: { cache.put(etag, bytes: $0, contentType: type) }) {
        case .done(let bytes):
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            return .bytes(bytes, type: job.contentType, headers: validators, note: String(format: "drawn in %.0f ms", ms))
        case .failed(let error):
            return .failure(error)
        case .full:
            metrics.count("rejected_full")
            return busy("every worker is busy and the queue of \(pool.queueLimit) is full")
        case .late:
            metrics.count("timed_out")
            return busy("not done within the time limit of \(JSONValue.format(timeLimit)) s; it is kept once drawn, so a retry may find it")
        }
    }

    /// 503 with Retry-After.
    private func busy(_ reason: String) -> HTTPResponse {
        .problems([Problem(path: "$", message: reason)], status: 503, summary: "busy", headers: [("Retry-After", "1")])
    }

    /// `POST /snapshots/{app}`: checks the body as the app's snapshot (on a worker) and keeps it under
    /// an id drawn from its bytes, for `GET /card/{app}?snapshot=ID`.
    private func store(app: String, _ request: HTTPRequest) -> HTTPResponse {
        guard let format = SnapshotRegistry.format(for: app) else {
            return .notFound("no app '\(app)' (apps: \(SnapshotRegistry.formats.map { $0.appID }.joined(separator: ", ")))")
        }
        let body = request.body
        guard !body.isEmpty else {
            return .problems([Problem(path: "$", message: "expected a \(format.schemaID) snapshot in the body, found nothing")], summary: "bad snapshot")
        }
        let id = String(SHA256.hex(body).prefix(24))
        let reply = JSONValue.object(["app": .string(app), "id": .string(id), "card": .string("/card/\(app)?snapshot=\(id)")])
        let outcome = pool.run(within: timeLimit, { _ = try format.decode(utf8: body, file: "snapshot"); return [] }, finished: { _ in })
        switch outcome {
        case .done:
            context.shelf.put("\(app)/\(id)", bytes: body, contentType: app)
            return .text(reply.serialized(pretty: true) + "\n", type: "application/json", status: 201, headers: [("Location", "/card/\(app)?snapshot=\(id)")])
        case .failed(let error): return .failure(error)
        case .full: return busy("every worker is busy and the queue of \(pool.queueLimit) is full")
        case .late: return busy("not checked within the time limit of \(JSONValue.format(timeLimit)) s")
        }
    }
}
