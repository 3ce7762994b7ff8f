import FolioCore
import Foundation

/// What `GET /metrics` reports, in Prometheus's text format: requests by endpoint and status, their
/// latencies as histograms by endpoint, cache hits and misses, answers of 304, and the gauges the
/// server reads when asked (queue length, busy workers, cache size, open event streams).
///
/// Sendable without a promise of the compiler: every count and histogram is under `lock`.
final class Metrics: @unchecked Sendable {
    /// The histogram's upper bounds in seconds.
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: Metrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    private let lock = NSLock()
    private var requests: [String: [Int: Int]] = [:]
    private var latencies: [String: Histogram] = [:]
    private var counters: [String: Int] = [:]

    /// Counts a request to `endpoint` answered `status` after `seconds`.
    func record(endpoint: String, status: Int, seconds: Double) {
        lock.withLock {
            requests[endpoint, default: [:]][status, default: 0] += 1
            var h = latencies[endpoint] ?? Histogram()
            for (i, bound) in Self.buckets.enumerated() where seconds <= bound { h.counts[i] += 1 }
            h.sum += seconds
            h.count += 1
            latencies[endpoint] = h
        }
    }

    /// Adds one to the counter `name` ("cache_hits").
    func count(_ name: String) {
        lock.withLock { counters[name, default: 0] += 1 }
    }

    /// The exposition: every counter and histogram, then `gauges` (name, help, value).
    func text(gauges: [(name: String, help: String, value: Double)]) -> String {
        lock.withLock {
            var out = "# HELP folio_requests_total Requests answered, by endpoint and status.\n# TYPE folio_requests_total counter\n"
            for (endpoint, statuses) in requests.sorted(by: { $0.key < $1.key }) {
                for (status, n) in statuses.sorted(by: { $0.key < $1.key }) {
                    out += "folio_requests_total{endpoint=\"\(endpoint)\",status=\"\(status)\"} \(n)\n"
                }
            }
            out += "# HELP folio_request_duration_seconds Time from a request's headers to its answer.\n"
                + "# TYPE folio_request_duration_seconds histogram\n"
            for (endpoint, h) in latencies.sorted(by: { $0.key < $1.key }) {
                for (bound, n) in zip(Self.buckets, h.counts) {
                    out += "folio_request_duration_seconds_bucket{endpoint=\"\(endpoint)\",le=\"\(JSONValue.format(bound))\"} \(n)\n"
                }
                out += "folio_request_duration_seconds_bucket{endpoint=\"\(endpoint)\",le=\"+Inf\"} \(h.count)\n"
                out += "folio_request_duration_seconds_sum{endpoint=\"\(endpoint)\"} \(String(format: "%.6f", h.sum))\n"
                out += "folio_request_duration_seconds_count{endpoint=\"\(endpoint)\"} \(h.count)\n"
            }
            let named = [("cache_hits", "Results answered from the in-memory cache."),
                         ("cache_misses", "Results drawn because the cache did not hold them."),
                         ("not_modified", "Requests answered 304 from their If-None-Match, without drawing."),
                         ("rejected_full", "Requests refused with 503 because every worker was busy and the queue full."),
                         ("timed_out", "Requests answered 503 because they passed the time limit.")]
            for (name, help) in named {
                out += "# HELP folio_\(name)_total \(help)\n# TYPE folio_\(name)_total counter\nfolio_\(name)_total \(counters[name] ?? 0)\n"
            }
            for gauge in gauges {
                out += "# HELP folio_\(gauge.name) \(gauge.help)\n# TYPE folio_\(gauge.name) gauge\nfolio_\(gauge.name) \(JSONValue.format(gauge.value))\n"
            }
            return out
        }
    }
}
