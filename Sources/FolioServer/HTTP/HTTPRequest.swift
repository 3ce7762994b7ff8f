import Foundation

/// One request as the server's endpoints see it: method, path (already unescaped by libmicrohttpd),
/// query parameters, headers (names lowercased) and the body.
struct HTTPRequest: Sendable {
    /// "GET", "POST", ... ("HEAD" is answered as "GET" without the body).
    var method: String
    /// The path without the query, e.g. "/card/water".
    var path: String
    /// The query's parameters in their order; a name given twice appears twice.
    var query: [(name: String, value: String)]
    /// The headers by lowercased name.
    var headers: [String: String]
    /// The body's bytes (empty for a request without one).
    var body: [UInt8]

    init(method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The last value of query parameter `name`, or nil.
    func parameter(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// Whether `If-None-Match` names `etag` (or is `*`).
    func matches(etag: String) -> Bool {
        guard let header = headers["if-none-match"] else { return false }
        return header.split(separator: ",").contains { word in
            let tag = word.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    /// The path's segments after the leading slash ("/card/water" → ["card", "water"]).
    var segments: [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
