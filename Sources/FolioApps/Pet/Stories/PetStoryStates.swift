import FolioDomain
import FolioLayout
import FolioPieces

/// The states of Self-Care Pet's stories, derived from the bundled day — Maya at 18:40, Biscuit
/// home since this morning from Mossy Hollow with four finds, 40 of 50 energy — by the domain's
/// actions where the seed names one, else by a small named patch. Stories and flows share them,
/// so a flow that passes through a story's state draws the same screen.
enum PetStoryStates {
    /// How long a trip lasts: Biscuit sets off in the evening and is back by the morning.
    static let tripMinutes = 12 * 60
    /// How long after setting off the "away" story looks in: four hours on the trail.
    static let minutesOnTrail = 4 * 60

    /// The energy full: the next goals ticked off (the seed's action) until Biscuit is full.
    static func fullEnergy(_ s: PetSnapshot) throws -> PetSnapshot {
        var next = s
        while !next.isEnergyFull, let goal = PetHomeModel(next).nextGoal {
            next = try next.applying(.tickGoal(id: goal.id))
        }
        return next
    }

    /// Biscuit away on its trip: full, set off (the seed's action), then a patch for the time on
    /// the trail — the clock ``minutesOnTrail`` on, the stops it has passed reached, and what it
    /// found there. A day already away is that day as it is; one whose goals cannot fill the
    /// energy stays at home, as full as they make it.
    static func away(_ s: PetSnapshot) throws -> PetSnapshot {
        guard s.adventure.status != .underway else { return s }
        let full = try fullEnergy(s)
        guard full.canDepart else { return full }
        let left = try full.applying(.departAdventure(returnsAt: full.now.adding(minutes: tripMinutes)))
        return onTheTrail(left, minutes: minutesOnTrail)
    }

    /// What Biscuit finds on this trip, at the stops where it finds them.
    static let trailFinds = [
        AdventureFind(id: "mushroom", title: "A tiny speckled mushroom", stop: "garden-gate"),
        AdventureFind(id: "snail-shell", title: "A spiral snail shell", stop: "puddle-bridge"),
        AdventureFind(id: "conker", title: "A shiny conker", stop: "bramble-path"),
        AdventureFind(id: "owl-feather", title: "A soft owl feather", stop: "owl-oak"),
    ]

    /// The named patch "on the trail": `minutes` pass (the domain has no clock of its own), the
    /// stops up to that share of the trip are reached — the first at the start, the last on the
    /// way home — and each reached stop gives its find.
    static func onTheTrail(_ s: PetSnapshot, minutes: Int) -> PetSnapshot {
        var next = s
        let now = s.now.adding(minutes: minutes)
        next.date = now.date
        next.time = now.time
        let share = next.adventure.progress(at: now) ?? 0
        let stops = next.adventure.route.count
        let reached = min(stops - 1, 1 + Int(share * Double(max(1, stops - 1))))
        for i in next.adventure.route.indices { next.adventure.route[i].reached = i < reached }
        let ids = Set(next.adventure.route.prefix(reached).map(\.id))
        next.adventure.finds = trailFinds.filter { ids.contains($0.stop) }
        return next
    }

    /// The check-in picked as Good, with the words that fit and what shaped it, not yet sent.
    static let good = CheckInDraft(mood: .good, words: Array(Mood.good.suggestedWords.prefix(2)), factors: [.friends, .sleep])

    /// A low day: Bad picked, the words that fit it, and first aid opened up.
    static let lowDay = CheckInDraft(mood: .bad, words: Array(Mood.bad.suggestedWords.prefix(2)), factors: [.sleep, .work])

    /// The check-in sent (the seed's action) and confirmed in place.
    static func checkedIn(_ s: PetSnapshot) throws -> (snapshot: PetSnapshot, draft: CheckInDraft) {
        var draft = good
        let after = try s.applying(draft.action.map { [$0] } ?? [])
        draft.phase = .success
        return (after, draft)
    }

    /// The encouragement the Friends screen sends, sent to the goal buddy (the seed's action);
    /// the snapshot as it is without a buddy.
    static func encouraged(_ s: PetSnapshot) throws -> PetSnapshot {
        guard let buddy = s.buddy else { return s }
        return try s.applying(.sendEncouragement(friendID: buddy.id, text: PetFriendsScreen.cheer))
    }

    /// The toast that answers the encouragement sent to `buddy`.
    static func sentToast(to buddy: Friend) -> Toast {
        Toast(petStrings("Sent! %@ will see it soon", .text(buddy.name)), icon: .heart, tint: .pet.violetCheck)
    }

    /// A repair spent (the seed's action) on the latest missed day of the last five weeks; the
    /// snapshot as it is when none is missed or no repair is left.
    static func repaired(_ s: PetSnapshot) throws -> PetSnapshot {
        guard s.streakRepairsLeft > 0,
              let day = (1...35).lazy.map({ s.date.adding(days: -$0) }).first(where: { s.streakState(on: $0) == .missed })
        else { return s }
        return try s.applying(.repairStreak(day: day))
    }

    /// The goal typed into the sheet: a title, the part of the day it is now, and Rest (the area
    /// picked, not the sheet's first).
    static func filledGoal(_ s: PetSnapshot) -> GoalDraft {
        GoalDraft(title: "Stretch before bed", partOfDay: s.currentPartOfDay, area: .rest)
    }
}
