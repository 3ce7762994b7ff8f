import Dispatch
import FolioServer
import Foundation
import FolioTargets

extension Commands {
    /// `folio serve`: cards, renders and reports over HTTP, and the live storybook, until SIGTERM or SIGINT.
    static let serve = Command(
        name: "serve", summary: "Serve cards, renders, stories and reports over HTTP, and a live storybook.",
        usage: "folio serve [--host 127.0.0.1] [--port 8080] [--jobs N] [--queue N] [--time-limit S] [--read-timeout S] [--cache-mb N] [--storybook]",
        details: """
        Listens on HOST:PORT (--port 0: a free port, said on standard error) and answers POST /card/{app},
        GET /card/{app}?snapshot=ID, POST /snapshots/{app}, POST /render/{target}, POST /report/weekly,
        GET /healthz and GET /metrics; GET / documents them. The same inputs give the same bytes as the
        command line, under a strong ETag known before drawing (304 on If-None-Match). At most --jobs
        requests draw at once and --queue wait; more get 503 with Retry-After, as does a request not answered
        within --time-limit seconds. A connection silent for --read-timeout seconds is closed; a body over
        16 MB gets 413. One line per request goes to standard error. SIGTERM or SIGINT stops it cleanly:
        no new connections, every request in flight answered, then exit 0.
        With --storybook, /storybook/ is the storybook drawn on request from Templates/ (FOLIO_TEMPLATES),
        reloaded in the open page within a second of a saved change; a template's problems show on the page
        with their file and JSON path while the pictures stay the last good ones.
        """,
        options: [
            .value("host", "ADDRESS", help: "The address to listen on (default 127.0.0.1; 0.0.0.0 or :: for every interface)."),
            .value("port", "N", help: "The port (default 8080; 0 for a free one)."),
            .value("jobs", "N", help: "Drawings at once (default: the number of cores)."),
            .value("queue", "N", help: "Requests that may wait for a worker before 503 (default 64)."),
            .value("time-limit", "S", help: "Seconds a request may take, waiting included, before 503 (default 30)."),
            .value("read-timeout", "S", help: "Seconds a connection may stay silent before it is closed (default 10)."),
            .value("cache-mb", "N", help: "Megabytes of results kept in memory (default 256)."),
            .flag("storybook", help: "Serve the live storybook at /storybook/."),
        ],
        run: { args, console in
            try args.requirePositionals(atMost: 0)
            var options = ServerOptions()
            let positive = "a positive number"
            options.host = args.value("host") ?? options.host
            options.port = try args.value("port", expected: "a port 0…65535") { UInt16($0) } ?? options.port
            options.jobs = try args.value("jobs", expected: positive) { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? options.jobs
            options.queue = try args.value("queue", expected: "a number 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? options.queue
            options.timeLimit = try args.value("time-limit", expected: positive) { Double($0).flatMap { $0 > 0 ? $0 : nil } } ?? options.timeLimit
            options.readTimeout = try args.value("read-timeout", expected: positive) { UInt32($0).flatMap { $0 > 0 ? $0 : nil } } ?? options.readTimeout
            options.cacheBytes = try args.value("cache-mb", expected: "a number 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 << 20 : nil } } ?? options.cacheBytes
            options.storybook = args.flag("storybook")
            let server = try Server(options: options, log: { console.error($0) })
            // The signals are taken from their default (ending the process) before the server starts, so
            // one that comes at once still stops it cleanly.
            let stop = DispatchSemaphore(value: 0)
            let sources = [SIGTERM, SIGINT].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { stop.signal() }
                source.resume()
                return source
            }
            let port = try server.start()
            let host = options.host.contains(":") ? "[\(options.host)]" : options.host
            console.error("folio serve: listening on http://\(host):\(port)/ with \(options.jobs) job\(options.jobs == 1 ? "" : "s")"
                          + (options.storybook ? "; the live storybook is at http://\(host):\(port)/storybook/" : ""))
            stop.wait()
            console.error("folio serve: stopping; answering the requests in flight")
            server.stop()
            sources.forEach { $0.cancel() }
            console.error("folio serve: stopped")
            return .ok
        })
}
