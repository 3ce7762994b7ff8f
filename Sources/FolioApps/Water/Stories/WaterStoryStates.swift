import FolioDomain

/// The states of Water and Streaks' stories, derived from the bundled day — Nov 27 at 18:40,
/// 1,825 of 2,000 ml so far — by the domain's actions where the seed names one, else by a small
/// named patch. Stories and flows share them, so a flow that passes through a story's state draws
/// the same screen.
enum WaterStoryStates {
    /// The goal met: the first drink on the shelf tapped (the seed's action, as the undo flow taps
    /// it) until the day reaches its goal, the blob brimming.
    static func goalMet(_ s: WaterSnapshot) throws -> WaterSnapshot {
        guard let item = s.shelf.first else { return s }
        var next = s
        while !next.today.goalMet {
            next = try next.applying(.logDrink(kind: item.kind, volumeMl: item.volumeMl))
        }
        return next
    }

    /// When the empty morning looks in.
    static let morning = LocalTime(minutesSinceMidnight: 7 * 60 + 5)

    /// The named patch "an empty morning": the same day at 7:05, before anything is logged.
    static func emptyMorning(_ s: WaterSnapshot) -> WaterSnapshot {
        var next = s
        next.time = morning
        next.drinks.removeAll { $0.drunkAt.date == s.date }
        return next
    }

    /// The challenge the join flow taps: the first one still available.
    static func joinable(_ s: WaterSnapshot) -> Challenge? { s.challenges(in: .available).first }

    /// That challenge joined (the seed's action); the snapshot as it is when none is available.
    static func joined(_ s: WaterSnapshot) throws -> WaterSnapshot {
        guard let challenge = joinable(s) else { return s }
        return try s.applying(.joinChallenge(id: challenge.id))
    }

    /// The day the month's flow taps: yesterday.
    static func tappedDay(_ s: WaterSnapshot) -> LocalDate { s.date.adding(days: -1) }
}
