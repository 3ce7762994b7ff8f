/// The companion's trip: where it goes, when it left and comes back, the stops of its route and
/// what it found on the way. It sets off when the day's energy is full.
public struct Adventure: Hashable, Sendable {
    /// The most stops a route has.
    public static let maxStops = 12

    /// Where the route ends ("Mossy Hollow").
    public var destination: String
    /// Whether the companion is at home, away or back with its finds.
    public var status: AdventureStatus
    /// When it left; present unless resting.
    public var departsAt: LocalDateTime?
    /// When it is (or was) back; present unless resting.
    public var returnsAt: LocalDateTime?
    /// The stops in order; the reached ones come first.
    public var route: [RouteStop]
    /// What it found, each at a reached stop.
    public var finds: [AdventureFind]

    /// An adventure from its parts.
    public init(destination: String, status: AdventureStatus, departsAt: LocalDateTime?, returnsAt: LocalDateTime?,
                route: [RouteStop], finds: [AdventureFind]) {
        self.destination = destination
        self.status = status
        self.departsAt = departsAt
        self.returnsAt = returnsAt
        self.route = route
        self.finds = finds
    }

    /// Minutes until the companion is back, 0 once back; nil unless it has left.
    public func minutesLeft(at now: LocalDateTime) -> Int? {
        guard status != .resting, let returnsAt else { return nil }
        return max(0, returnsAt.minutes(since: now))
    }

    /// The share of the trip's time that has passed, 0…1 (the ring of time); nil unless it has left.
    public func progress(at now: LocalDateTime) -> Double? {
        guard status != .resting, let departsAt, let returnsAt else { return nil }
        let total = returnsAt.minutes(since: departsAt)
        guard total > 0 else { return 1 }
        return min(1, max(0, Double(now.minutes(since: departsAt)) / Double(total)))
    }

    /// The stops reached so far.
    public var reachedStops: [RouteStop] { route.filter(\.reached) }

    /// The latest stop reached, where the postcard home comes from; nil before the first.
    public var latestStop: RouteStop? { reachedStops.last }

    /// What was found at the latest stop that has a find, the newest news of the trip.
    public var latestFind: AdventureFind? {
        reachedStops.reversed().lazy.compactMap { stop in self.finds.last { $0.stop == stop.id } }.first
    }
}

/// Where the companion is in its adventure.
public enum AdventureStatus: String, NamedChoice {
    /// At home; it has not set off yet.
    case resting
    /// Away on its route.
    case underway
    /// Back home with what it found.
    case back
}

/// A stop on the route, shown as a glass stop.
public struct RouteStop: Hashable, Sendable, Identifiable {
    /// Unique on the route.
    public var id: String
    /// The place ("Puddle Bridge").
    public var name: String
    /// Whether the companion has got there.
    public var reached: Bool

    /// A stop from its parts.
    public init(id: String, name: String, reached: Bool) {
        self.id = id
        self.name = name
        self.reached = reached
    }
}

/// Something the companion found on the way, at one of the stops.
public struct AdventureFind: Hashable, Sendable, Identifiable {
    /// Unique among the finds.
    public var id: String
    /// What it is ("A smooth river pebble").
    public var title: String
    /// The id of the stop where it was found.
    public var stop: String

    /// A find from its parts.
    public init(id: String, title: String, stop: String) {
        self.id = id
        self.title = title
        self.stop = stop
    }
}
