/// What the server sends back: a status, headers and either bytes or an event stream that stays
/// open (the live storybook's reloads).
struct HTTPResponse: Sendable {
    /// The body: bytes sent at once, or a stream of Server-Sent Events.
    enum Body: Sendable {
        case bytes([UInt8])
        case events(EventSubscription)
    }

    /// The HTTP status code.
    var status: Int
    /// Headers in the order sent.
    var headers: [(name: String, value: String)]
    /// What follows the headers.
    var body: Body
    /// A word for the log line ("cache", "304", "drawn 41 ms"), or empty.
    var note: String

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([]), note: String = "") {
        self.status = status
        self.headers = headers
        self.body = body
        self.note = note
    }

    /// A response of `bytes` of `contentType`.
    static func bytes(_ bytes: [UInt8], type contentType: String, status: Int = 200,
                             headers: [(name: String, value: String)] = [], note: String = "") -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", contentType)] + headers, body: .bytes(bytes), note: note)
    }

    /// A text response (UTF-8) of `contentType`.
    static func text(_ text: String, type contentType: String = "text/plain; charset=utf-8", status: Int = 200,
                            headers: [(name: String, value: String)] = []) -> HTTPResponse {
        bytes(Array(text.utf8), type: contentType, status: status, headers: headers)
    }

    /// The number of body bytes, for the log (0 for a stream).
    var byteCount: Int {
        if case .bytes(let b) = body { return b.count }
        return 0
    }
}
