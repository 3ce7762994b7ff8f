import FolioDomain
import FolioCore
import FolioPieces

/// What Home shows for a snapshot: Biscuit's fill, face and line, the energy, the adventure chip,
/// and today's goals by part of the day — the parts still open first, then those already behind
/// and all done.
struct PetHomeModel {
    /// A moment of the screen in a flow.
    struct Moment {
        /// Biscuit was just tapped: it grins and suggests what to do next.
        var tappedBiscuit = false
        /// The energy before the goal just ticked, while its number rolls; nil at rest.
        var energyBefore: Int?
        /// How far the energy has rolled from `energyBefore`, 0…1.
        var roll = 1.0

        /// Home at rest.
        static let rest = Moment()
    }

    let snapshot: PetSnapshot
    let moment: Moment

    init(_ snapshot: PetSnapshot, moment: Moment = .rest) {
        self.snapshot = snapshot
        self.moment = moment
    }

    /// The parts of the day already behind with every goal kept, listed after the open ones.
    var doneEarlier: [(part: PartOfDay, goals: [Goal])] {
        PartOfDay.allCases.compactMap { part in
            let goals = snapshot.goals(in: part)
            return isDoneEarlier(part, goals) ? (part, goals) : nil
        }
    }

    /// The parts of the day still open (or ahead), in order.
    var openParts: [(part: PartOfDay, goals: [Goal])] {
        PartOfDay.allCases.compactMap { part in
            let goals = snapshot.goals(in: part)
            return goals.isEmpty || isDoneEarlier(part, goals) ? nil : (part, goals)
        }
    }

    private func isDoneEarlier(_ part: PartOfDay, _ goals: [Goal]) -> Bool {
        let order = PartOfDay.allCases
        let before = (order.firstIndex(of: part) ?? 0) < (order.firstIndex(of: snapshot.currentPartOfDay) ?? 0)
        return before && !goals.isEmpty && goals.allSatisfy(\.done)
    }

    /// How full Biscuit is: the day's energy over its capacity.
    var fill: Double { Double(snapshot.energy) / Double(max(1, snapshot.companion.capacity)) }

    /// Biscuit's expression: a grin when tapped or just fed energy, else the mood of today's
    /// check-in, happy before one.
    var face: MascotFace {
        if moment.tappedBiscuit || moment.energyBefore != nil { return .grinning }
        if let mood = snapshot.todaysCheckIn?.mood { return MascotFace(mood: mood.face) }
        return snapshot.isEnergyFull ? .grinning : .happy
    }

    /// The next goal to do: in the current part of the day, then later ones, then earlier ones.
    var nextGoal: Goal? {
        let order = PartOfDay.allCases
        let now = order.firstIndex(of: snapshot.currentPartOfDay) ?? 0
        let parts = Array(order[now...]) + Array(order[..<now])
        return parts.lazy.compactMap { part in snapshot.goals(in: part).first { !$0.done } }.first
    }

    /// What Biscuit says in its bubble.
    var speech: String {
        let s = snapshot
        if s.goals.isEmpty { return petStrings("Let's plan a kind day. Tap + to add a goal.") }
        let toFull = s.goalsToFullEnergy
        if moment.tappedBiscuit {
            guard let next = nextGoal else { return petStrings("Every goal done today. I'm so proud of you!") }
            return petStrings("Shall we do “%@” next?", .text(next.title))
        }
        if moment.energyBefore != nil {
            return toFull == 0 ? petStrings("I'm full of energy! Thank you!")
                : petStrings("Thank you! %lld more goals and I'm full.", .integer(toFull))
        }
        if s.canDepart { return petStrings("I'm full of energy! Off to %@ I go!", .text(s.adventure.destination)) }
        if toFull == 0 { return petStrings("I'm full of energy! Thank you for today.") }
        return petStrings(greeting, .text(s.person.name), .integer(toFull))
    }

    /// The greeting of the part of the day, with the name and the goals still to go as its arguments.
    private var greeting: String {
        switch snapshot.currentPartOfDay {
        case .morning: "Good morning, %1$@! %2$lld more goals and I'm full."
        case .afternoon: "Hi, %1$@! %2$lld more goals and I'm full."
        case .evening: "Good evening, %1$@! %2$lld more goals and I'm full."
        }
    }

    /// What Biscuit wears: its backpack once it is full and ready to set off.
    var gear: MascotAccessory? { snapshot.canDepart ? .backpack : nil }

    /// Whether Biscuit is out on its adventure, so not on the meadow.
    var isAway: Bool { snapshot.isCompanionAway }

    /// Biscuit's postcard while it is away: the stop it wrote from, that stop's picture as its
    /// stamp, and its news (its latest find, or, once tapped, the next goal it cheers on); nil at home.
    var postcard: (from: String, stamp: Icon, text: String)? {
        let adventure = snapshot.adventure
        guard isAway, let stop = adventure.latestStop else { return nil }
        let card = { (text: String) in (stop.name, AdventureModel.icon(forPlace: stop.name), text) }
        if moment.tappedBiscuit {
            guard let next = nextGoal else { return card(petStrings("Every goal done today. I'm so proud of you!")) }
            return card(petStrings("Shall we do “%@” next? I'm cheering from the trail.", .text(next.title)))
        }
        if moment.energyBefore != nil { return card(petStrings("Thank you! I felt that all the way out here.")) }
        guard let find = adventure.latestFind else {
            return card(petStrings("The trail is lovely. See you soon, %@!", .text(snapshot.person.name)))
        }
        return card(petStrings("Look what I found: %@!", .text(find.title.lowercasedFirst)))
    }

    /// The adventure chip's line.
    var adventureLine: String {
        let adventure = snapshot.adventure
        if snapshot.canDepart { return petStrings("Ready to set off") }
        switch adventure.status {
        case .underway: return petStrings("Back in %@", .text(Format.duration(minutes: adventure.minutesLeft(at: snapshot.now) ?? 0)))
        case .back: return petStrings("Back with %lld finds", .integer(adventure.finds.count))
        case .resting: return petStrings("Off at full energy")
        }
    }
}

extension String {
    /// The string with its first letter upper-cased ("two" → "Two").
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The string with its first letter lower-cased, to stand inside a sentence ("A red leaf" → "a red leaf").
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
