import FolioCore
import FolioTargets
import Foundation

/// How `folio serve` runs: where it listens, how much it draws at once and waits for, and its limits.
public struct ServerOptions: Sendable {
    /// The address to listen on (an IPv4 or IPv6 literal).
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one (the started server says which).
    public var port: UInt16 = 8080
    /// Drawings at once (default: one per core).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Requests that may wait for a worker; more are refused with 503.
    public var queue = 64
    /// Seconds a request may take, waiting included, before it is answered 503.
    public var timeLimit = 30.0
    /// Seconds a connection may stay silent before it is closed (slow clients).
    public var readTimeout: UInt32 = 10
    /// Connections open at once.
    public var connections: UInt32 = 256
    /// The largest body taken (beyond: 413).
    public var bodyLimit = 16 << 20
    /// Bytes for a request's line and headers.
    public var headerLimit = 32 << 10
    /// Bytes of results kept in memory.
    public var cacheBytes = 256 << 20
    /// Bytes of snapshots stored under an id.
    public var shelfBytes = 64 << 20
    /// Serve the live storybook at /storybook/.
    public var storybook = false
    /// The templates folder (default: found as every command finds it, `FOLIO_TEMPLATES` first).
    public var templates: URL? = Templates.directory()

    public init() {}
}

/// Why a server cannot start: the socket cannot be had, an I/O failure (exit 74).
public enum ServerError: ClassifiedError, CustomStringConvertible {
    /// The address is not one, or the port is taken.
    case cannotListen(host: String, port: UInt16)

    public var description: String {
        switch self {
        case .cannotListen(let host, let port): "cannot listen on \(host):\(port) (not an address of this machine, or the port is taken)"
        }
    }

    public var failureKind: FailureKind { .io }
}

/// `folio serve`: cards, renders and reports over HTTP on libmicrohttpd, with a live storybook.
///
/// ```swift
/// let server = try Server(options: ServerOptions(), log: { print($0) })
/// let port = try server.start()
/// // ... on SIGTERM:
/// server.stop()
/// ```
// Unchecked: `daemon` is the one mutable property; `start` and `stop` set it from the one thread
// that runs the command, and request threads read it only between the two, while it does not change.
public final class Server: @unchecked Sendable {
    public let options: ServerOptions
    private let router: Router
    private let log: @Sendable (String) -> Void
    private var daemon: Daemon?

    /// A server with `options` that writes one line per request to `log`.
    /// - Throws: when the pinned fonts cannot be loaded.
    public init(options: ServerOptions, log: @escaping @Sendable (String) -> Void) throws {
        self.options = options
        self.log = log
        let context = try ServerContext(templates: options.templates, shelfBytes: options.shelfBytes)
        let pool = WorkPool(workers: options.jobs, queueLimit: options.queue)
        let storybook = options.storybook ? LiveStorybook(context: context) : nil
        router = Router(context: context, pool: pool, cache: ResultCache(capacity: options.cacheBytes), metrics: Metrics(),
                        storybook: storybook, timeLimit: options.timeLimit)
    }

    /// Starts listening (and watching the templates for the live storybook); returns the port.
    /// - Throws: `ServerError.cannotListen`.
    public func start() throws -> UInt16 {
        let limits = Daemon.Limits(connections: options.connections, readTimeout: options.readTimeout,
                                   headerBytes: options.headerLimit, bodyBytes: options.bodyLimit)
        let (router, log, bodyLimit) = (router, log, options.bodyLimit)
        let daemon = Daemon(limits: limits, handler: { [weak self] request in
            router.respond(to: request, gauges: { self?.gauges ?? [] })
        }, tooLarge: {
            .problems([Problem(path: "$", message: "expected a body of at most \(bodyLimit / 1024 / 1024) MB")], status: 413, summary: "body too large")
        }, finished: { exchange, completed in
            let status = exchange.answered?.status ?? 0
            if !exchange.isStream {
                router.metrics.record(endpoint: Self.endpoint(of: exchange.path), status: status, seconds: exchange.milliseconds / 1000)
            }
            log(Self.line(exchange, completed: completed))
        })
        let port = try daemon.start(host: options.host, port: options.port)
        self.daemon = daemon
        router.storybook?.start()
        return port
    }

    /// Stops cleanly: no new connections, the live storybook's streams ended, every request in flight
    /// answered (for at most `grace` seconds, default the time limit and a second), then every connection closed.
    public func stop(grace: Double? = nil) {
        guard let daemon else { return }
        daemon.quiesce()
        router.storybook?.stop()
        let deadline = Date(timeIntervalSinceNow: grace ?? options.timeLimit + 1)
        while daemon.requestsInFlight > 0 && Date() < deadline { usleep(10_000) }
        daemon.stop()
        self.daemon = nil
    }

    /// The gauges `/metrics` reads when asked.
    private var gauges: [(name: String, help: String, value: Double)] {
        let usage = router.cache.usage
        return [("queue_length", "Requests waiting for a worker.", Double(router.pool.queueLength)),
                ("workers_busy", "Workers drawing now.", Double(router.pool.busy)),
                ("workers", "Workers (--jobs).", Double(router.pool.workers)),
                ("requests_in_flight", "Requests read and not yet answered.", Double(daemon?.requestsInFlight ?? 0)),
                ("cache_bytes", "Bytes of results kept in memory.", Double(usage.bytes)),
                ("cache_entries", "Results kept in memory.", Double(usage.entries)),
                ("event_streams", "Open live storybook pages.", Double(router.storybook?.events.count ?? 0))]
    }

    /// The endpoint a path belongs to, for the metrics' labels.
    static func endpoint(of path: String) -> String {
        guard let first = path.split(separator: "/").first.map(String.init) else { return "index" }
        return ["card", "render", "report", "snapshots", "storybook", "healthz", "metrics"].contains(first) ? first : "other"
    }

    /// One log line: `POST /card/water?size=square 200 183412 B 41.3 ms drawn in 40 ms`.
    static func line(_ exchange: Exchange, completed: Bool) -> String {
        let query = exchange.query.isEmpty ? "" : "?" + exchange.query.map { $0.value.isEmpty ? $0.name : "\($0.name)=\($0.value)" }.joined(separator: "&")
        let ms = String(format: "%.1f ms", exchange.milliseconds)
        guard let answer = exchange.answered else {
            return "\(exchange.method) \(exchange.path)\(query) - \(ms) closed by the client before an answer"
        }
        let note = answer.note.isEmpty ? "" : " " + answer.note
        let lost = completed ? "" : " (connection lost before the end)"
        return "\(exchange.method) \(exchange.path)\(query) \(answer.status) \(answer.bytes) B \(ms)\(note)\(lost)"
    }
}
