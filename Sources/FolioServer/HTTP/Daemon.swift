import CMicroHTTPD
import Foundation

/// libmicrohttpd's daemon, owned: it reads requests (one thread per connection, idle connections
/// closed after the read timeout, headers bounded in bytes), hands each whole request to `handler`
/// on its connection's thread and sends what it returns. Bodies over the limit are answered 413
/// without being kept. It counts the requests in flight so a stop can wait for them.
///
/// Sendable without a promise of the compiler: the count in flight is under `lock`, and the daemon
/// handle is set by `start` and cleared by `stop` on the thread that owns the server.
final class Daemon: @unchecked Sendable {
    /// The bounds a connection lives within.
    struct Limits {
        /// Connections open at once (each has a thread).
        var connections: UInt32
        /// Seconds a connection may stay silent (a slow client) before it is closed.
        var readTimeout: UInt32
        /// Bytes for one connection's request line and headers (beyond: 431).
        var headerBytes: Int
        /// Bytes of one body (beyond: 413).
        var bodyBytes: Int
    }

    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private var daemon: OpaquePointer?
    private let limits: Limits
    private let handler: Handler
    private let tooLarge: @Sendable () -> HTTPResponse
    private let finished: @Sendable (Exchange, _ completed: Bool) -> Void
    private let lock = NSLock()
    private var inFlight = 0

    /// A daemon that answers with `handler`, `tooLarge` for a body over the limit, and reports each
    /// request to `finished` when it is done (sent, or abandoned by its client).
    init(limits: Limits, handler: @escaping Handler, tooLarge: @escaping @Sendable () -> HTTPResponse,
         finished: @escaping @Sendable (Exchange, Bool) -> Void) {
        self.limits = limits
        self.handler = handler
        self.tooLarge = tooLarge
        self.finished = finished
    }

    deinit {
        if let daemon { MHD_stop_daemon(daemon) }
    }

    /// Listens on `host`:`port` (0: a free port) and returns the port.
    /// - Throws: `ServerError.cannotListen` when the host is no address or the port is taken.
    func start(host: String, port: UInt16) throws -> UInt16 {
        let cls = Unmanaged.passUnretained(self).toOpaque()
        guard let started = folio_mhd_start(host, port, limits.connections, limits.readTimeout, limits.headerBytes,
                                            accessHandler, cls, completedHandler, cls) else {
            throw ServerError.cannotListen(host: host, port: port)
        }
        daemon = started
        return folio_mhd_port(started)
    }

    /// Stops accepting connections; the open ones go on.
    func quiesce() {
        guard let daemon else { return }
        let socket = MHD_quiesce_daemon(daemon)
        if socket >= 0 { close(socket) }
    }

    /// Requests read but not yet answered and sent (event streams left out).
    var requestsInFlight: Int { lock.withLock { inFlight } }

    /// Closes every connection and joins the daemon's threads.
    func stop() {
        guard let daemon else { return }
        self.daemon = nil
        MHD_stop_daemon(daemon)
    }

    fileprivate func access(_ connection: OpaquePointer, url: String, method: String, upload: UnsafePointer<CChar>?,
                            size: UnsafeMutablePointer<Int>, state: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        guard let raw = state.pointee else {
            let exchange = Exchange(method: method, path: url)
            exchange.headers = Dictionary(Self.values(connection, .HEADER_KIND).map { ($0.name.lowercased(), $0.value) },
                                          uniquingKeysWith: { first, _ in first })
            exchange.query = Self.values(connection, .GET_ARGUMENT_KIND)
            state.pointee = Unmanaged.passRetained(exchange).toOpaque()
            lock.withLock { inFlight += 1 }
            if let length = exchange.headers["content-length"].flatMap(Int.init), length > limits.bodyBytes {
                return queue(tooLarge(), on: connection, for: exchange)
            }
            return .YES
        }
        let exchange = Unmanaged<Exchange>.fromOpaque(raw).takeUnretainedValue()
        if exchange.answered != nil {
            size.pointee = 0
            return .YES
        }
        if size.pointee > 0 {
            let count = size.pointee
            exchange.received += count
            if exchange.received <= limits.bodyBytes, let upload {
                upload.withMemoryRebound(to: UInt8.self, capacity: count) { exchange.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count)) }
            } else {
                exchange.body = []
            }
            size.pointee = 0
            return .YES
        }
        let response = exchange.received > limits.bodyBytes ? tooLarge() : handler(exchange.request)
        return queue(response, on: connection, for: exchange)
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer, for exchange: Exchange) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            made = bytes.withUnsafeBytes {
                MHD_create_response_from_buffer($0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .events(let subscription):
            // The response owns the subscription until libmicrohttpd releases it (eventRelease).
            let owned = Unmanaged.passRetained(subscription)
            made = MHD_create_response_from_callback(UInt64.max, 4096, eventReader, owned.toOpaque(), eventRelease)
            if made == nil {
                owned.release()
            } else {
                exchange.isStream = true
                lock.withLock { inFlight -= 1 }
            }
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        for (name, value) in response.headers { _ = MHD_add_response_header(made, name, value) }
        exchange.answered = (response.status, response.byteCount, response.note)
        return MHD_queue_response(connection, UInt32(response.status), made)
    }

    fileprivate func completed(_ state: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, ok: Bool) {
        guard let raw = state?.pointee else { return }
        state?.pointee = nil
        let exchange = Unmanaged<Exchange>.fromOpaque(raw).takeRetainedValue()
        if !exchange.isStream { lock.withLock { inFlight -= 1 } }
        finished(exchange, ok)
    }

    /// The values of one kind (headers, query arguments) of a connection's request, in order.
    private static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
        final class Box { var pairs: [(name: String, value: String)] = [] }
        let box = Box()
        withExtendedLifetime(box) {
            _ = MHD_get_connection_values(connection, kind, { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
                box.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                return .YES
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.pairs
    }
}

private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, size, state in
    guard let cls, let connection, let url, let method, let size, let state else { return .NO }
    return Unmanaged<Daemon>.fromOpaque(cls).takeUnretainedValue()
        .access(connection, url: String(cString: url), method: String(cString: method), upload: upload, size: size, state: state)
}

private let completedHandler: MHD_RequestCompletedCallback = { cls, _, state, code in
    guard let cls else { return }
    Unmanaged<Daemon>.fromOpaque(cls).takeUnretainedValue().completed(state, ok: code == .REQUEST_TERMINATED_COMPLETED_OK)
}

/// Writes the next events of a stream into libmicrohttpd's buffer, waiting for them; the end of the
/// stream when the server stops.
private let eventReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
    guard let cls, let buffer else { return -1 }
    guard let chunk = Unmanaged<EventSubscription>.fromOpaque(cls).takeUnretainedValue().next(atMost: max) else {
        return -1 // MHD_CONTENT_READER_END_OF_STREAM
    }
    chunk.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress { _ = memcpy(buffer, base, bytes.count) }
    }
    return chunk.count
}

private let eventRelease: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<EventSubscription>.fromOpaque(cls).takeRetainedValue().cancel()
}
