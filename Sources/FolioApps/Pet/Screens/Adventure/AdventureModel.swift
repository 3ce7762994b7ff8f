import FolioDomain
import FolioLayout
import FolioPieces

/// What the adventure shows for a snapshot: where Biscuit is going and when it is back, the
/// route's stops (at most five, around the one it is heading for), and what it found.
struct AdventureModel {
    let snapshot: PetSnapshot
    var adventure: Adventure { snapshot.adventure }

    /// The most stops the trail shows at once.
    static let visibleStops = 5

    init(_ snapshot: PetSnapshot) {
        self.snapshot = snapshot
    }

    var isAway: Bool { adventure.status == .underway }

    var headline: String {
        switch adventure.status {
        case .underway: petStrings("Off to %@", .text(adventure.destination))
        case .back: petStrings("Back from %@", .text(adventure.destination))
        case .resting: petStrings("Next: %@", .text(adventure.destination))
        }
    }

    var subline: String {
        let reached = adventure.reachedStops.count
        switch adventure.status {
        case .underway:
            let stops = petStrings("%1$lld of %2$lld stops", .integer(reached), .integer(adventure.route.count))
            return adventure.returnsAt.map { stops + " · " + petStrings("back at %@", .text(PetFormat.clock($0.time))) } ?? stops
        case .back: return petStrings("Home with %lld finds", .integer(adventure.finds.count))
        case .resting: return petStrings("Sets off when energy is full")
        }
    }

    /// Biscuit is full of the energy it left with; resting, it shows today's.
    var fill: Double {
        adventure.status == .resting ? Double(snapshot.energy) / Double(max(1, snapshot.companion.capacity)) : 1
    }

    var face: MascotFace { adventure.status == .back ? .grinning : .happy }

    /// The index of the stop being headed for (the count when all are reached).
    var current: Int { adventure.route.firstIndex { !$0.reached } ?? adventure.route.count }

    /// How far along its path Biscuit is, 0 (the garden gate) … 1 (the destination): the share of
    /// the trip's time gone, kept between the last stop reached and the next, so the picture
    /// agrees with the stops; at the start while resting, at the end once back.
    var along: Double {
        let stops = adventure.route.count
        switch adventure.status {
        case .resting: return 0
        case .back: return 1
        case .underway:
            guard stops > 1 else { return adventure.progress(at: snapshot.now) ?? 0 }
            let reached = Double(max(0, current - 1)) / Double(stops - 1)
            let next = Double(min(current, stops - 1)) / Double(stops - 1)
            return min(next, max(reached, adventure.progress(at: snapshot.now) ?? reached))
        }
    }

    /// The first stop shown: the trail keeps the current stop in view.
    private var windowStart: Int {
        let count = adventure.route.count
        guard count > Self.visibleStops else { return 0 }
        return min(max(0, current - Self.visibleStops / 2), count - Self.visibleStops)
    }

    var trailStops: [StepTrail.Stop] {
        let last = adventure.route.last?.id
        return adventure.route.dropFirst(windowStart).prefix(Self.visibleStops).map { stop in
            StepTrail.Stop(stop.name, icon: stop.id == last ? .flag : Self.icon(forPlace: stop.name))
        }
    }

    var trailCurrent: Int { current - windowStart }

    /// Seconds until Biscuit is back, and the trip's whole length (the ring of time).
    var time: (remaining: Int, total: Int) {
        guard let departs = adventure.departsAt, let returns = adventure.returnsAt, adventure.status == .underway else { return (0, 1) }
        return (max(0, returns.minutes(since: snapshot.now)) * 60, max(1, returns.minutes(since: departs)) * 60)
    }

    /// The trip's times as (what, when): when it left and when it is (or was) back.
    var times: [(String, String)] {
        guard adventure.status != .resting, let departs = adventure.departsAt, let returns = adventure.returnsAt else {
            return [(petStrings("Sets off"), petStrings("At full energy")),
                    (petStrings("Route"), petStrings("%lld stops", .integer(adventure.route.count)))]
        }
        return [(petStrings("Set off"), PetFormat.dayAndClock(departs, today: snapshot.date)),
                (adventure.status == .back ? petStrings("Came home") : petStrings("Back home"), PetFormat.dayAndClock(returns, today: snapshot.date))]
    }

    /// The finds, latest first.
    var finds: [AdventureFind] { adventure.finds.reversed() }

    /// The stop a find was made at.
    func place(of find: AdventureFind) -> String {
        adventure.route.first { $0.id == find.stop }?.name ?? adventure.destination
    }

    /// An icon for a place on the route, from the words in its name.
    static func icon(forPlace name: String) -> Icon {
        pick(name, [("oak", .tree), ("wood", .tree), ("forest", .tree), ("gate", .house),
                    ("home", .house), ("hill", .mountain), ("path", .leaf), ("meadow", .flower), ("lake", .drop), ("river", .drop)],
             default: .mapPin)
    }

    /// An icon for something found, from the words in its title.
    static func icon(forFind title: String) -> Icon {
        pick(title, [("feather", .feather), ("leaf", .leaf), ("acorn", .acorn), ("pebble", .pebble), ("stone", .pebble),
                     ("mushroom", .sprout), ("flower", .flower), ("shell", .star), ("berry", .apple)], default: .gift)
    }

    private static func pick(_ text: String, _ table: [(String, Icon)], default fallback: Icon) -> Icon {
        let lower = text.lowercased()
        return table.first { lower.contains($0.0) }?.1 ?? fallback
    }
}
