import Dispatch

/// One request in flight on its connection, from its headers to its completion: the body read so
/// far, whether it outgrew the limit, and what was answered (for the log line written when
/// libmicrohttpd reports the request complete).
///
/// Sendable without a promise of the compiler: libmicrohttpd calls back for one connection on one
/// thread at a time, so its fields are written in turn (headers, body, answer) and never at once; the
/// worker that draws the answer gets a copy, `request`, not the exchange.
final class Exchange: @unchecked Sendable {
    let method: String
    let path: String
    let started = DispatchTime.now()
    var query: [(name: String, value: String)] = []
    var headers: [String: String] = [:]
    var body: [UInt8] = []
    /// The body's size so far, counted on after it passed the limit (its bytes are then dropped).
    var received = 0
    /// What was queued: status, bytes, note.
    var answered: (status: Int, bytes: Int, note: String)?
    /// A stream's end is not a request in flight: the drain does not wait for it.
    var isStream = false

    init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    /// Milliseconds since the headers arrived.
    var milliseconds: Double { Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6 }

    /// The request the endpoints see.
    var request: HTTPRequest {
        HTTPRequest(method: method == "HEAD" ? "GET" : method, path: path, query: query, headers: headers, body: body)
    }
}
