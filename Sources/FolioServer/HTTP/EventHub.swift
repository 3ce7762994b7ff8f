import Foundation

/// Server-Sent Events to every open page: `publish` sends an event to each subscriber, `close` ends
/// every stream (a stopping server). Safe to share between threads.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [ObjectIdentifier: EventSubscription] = [:]
    private var closed = false

    init() {}

    /// A new stream, starting with the client's reconnection delay.
    func subscribe() -> EventSubscription {
        let subscription = EventSubscription(hub: self)
        lock.withLock {
            if closed { subscription.close() } else { subscribers[ObjectIdentifier(subscription)] = subscription }
        }
        return subscription
    }

    /// Sends the event `name` with `data` (one line) to every open stream.
    func publish(_ name: String, data: String) {
        let event = Array("event: \(name)\ndata: \(data)\n\n".utf8)
        for subscriber in lock.withLock({ Array(subscribers.values) }) { subscriber.send(event) }
    }

    /// The streams open now.
    var count: Int { lock.withLock { subscribers.count } }

    /// Ends every stream, now and from now on.
    func close() {
        let all = lock.withLock {
            closed = true
            defer { subscribers = [:] }
            return Array(subscribers.values)
        }
        for subscriber in all { subscriber.close() }
    }

    fileprivate func remove(_ subscription: EventSubscription) {
        _ = lock.withLock { subscribers.removeValue(forKey: ObjectIdentifier(subscription)) }
    }
}

/// One open event stream: the bytes waiting to be sent, handed out as libmicrohttpd asks for them;
/// a comment every few seconds keeps the connection (and a check that its client is there) alive.
final class EventSubscription: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [UInt8] = Array("retry: 500\n\n".utf8)
    private var closed = false
    private weak var hub: EventHub?
    /// Seconds between keep-alive comments.
    static let keepAlive = 5.0

    fileprivate init(hub: EventHub) {
        self.hub = hub
    }

    fileprivate func send(_ bytes: [UInt8]) {
        condition.withLock {
            pending += bytes
            condition.signal()
        }
    }

    fileprivate func close() {
        condition.withLock {
            closed = true
            condition.signal()
        }
    }

    /// The next bytes to send, at most `limit`, waiting for them; nil once the stream is closed.
    func next(atMost limit: Int) -> [UInt8]? {
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: Self.keepAlive)
            while pending.isEmpty && !closed {
                if !condition.wait(until: deadline) { break }
            }
            if closed { return nil }
            if pending.isEmpty { return Array(": keep-alive\n\n".utf8) }
            let chunk = Array(pending.prefix(limit))
            pending.removeFirst(chunk.count)
            return chunk
        }
    }

    /// The client went away: the hub forgets the stream.
    func cancel() {
        close()
        hub?.remove(self)
    }
}
