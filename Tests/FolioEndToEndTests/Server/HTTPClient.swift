import FolioAppsTestSupport
import Foundation
import FolioTestSupport

/// What one request got back.
struct Reply {
    var status: Int
    var etag: String
    var retryAfter: String
    var contentType: String
    var body: [UInt8]

    /// The body as JSON.
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:] }

    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The JSON paths of a 400's problems.
    var problemPaths: [String] { (json["problems"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
}

/// HTTP requests through curl (the tests' client; libcurl speaks HTTP, nothing here parses it):
/// status, the headers a test looks at, and the body's bytes.
enum HTTPClient {
    static func request(_ method: String, _ url: String, body: [UInt8]? = nil, headers: [String: String] = [:],
                        timeout: Double = 60) throws -> Reply {
        let dir = try TestFiles.temporaryDirectory("serve-client")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var arguments = ["-s", "-X", method, "-o", "\(dir)/body", "--max-time", "\(Int(timeout))",
                         "-w", "%{http_code}\n%header{etag}\n%header{retry-after}\n%{content_type}"]
        if let body {
            try Data(body).write(to: URL(fileURLWithPath: "\(dir)/request"))
            arguments += ["--data-binary", "@\(dir)/request", "-H", "Content-Type: application/json"]
        }
        for (name, value) in headers { arguments += ["-H", "\(name): \(value)"] }
        let output = try ExternalTool.run("curl", arguments + [url]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let bytes = FileManager.default.contents(atPath: "\(dir)/body").map { [UInt8]($0) } ?? []
        return Reply(status: Int(output.first ?? "") ?? 0, etag: output.count > 1 ? output[1] : "",
                     retryAfter: output.count > 2 ? output[2] : "", contentType: output.count > 3 ? output[3] : "", body: bytes)
    }

    static func get(_ url: String, headers: [String: String] = [:]) throws -> Reply { try request("GET", url, headers: headers) }
    static func post(_ url: String, _ body: [UInt8]) throws -> Reply { try request("POST", url, body: body) }

    /// Sends `bytes` on a fresh connection to `port` and reads what comes back until the server
    /// closes it or `seconds` pass; nil when nothing came and the connection stayed open.
    static func raw(_ bytes: [UInt8], port: UInt16, wait seconds: Double, closeAfterSending: Bool = false) -> (text: String, closed: Bool) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return ("", true) }
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if closeAfterSending { shutdown(fd, Int32(SHUT_WR)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if n > 0 { received += buffer[0..<n] }
            if n < 0 && errno != EAGAIN && errno != EWOULDBLOCK { return (String(decoding: received, as: UTF8.self), true) }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}
