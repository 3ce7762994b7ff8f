extension PetSnapshot {
    mutating func setGoal(_ id: String, done: Bool) throws(PetActionError) {
        guard let index = goals.firstIndex(where: { $0.id == id }) else { throw .unknownGoal(id: id) }
        guard goals[index].done != done else { throw done ? .goalAlreadyDone(id: id) : .goalNotDone(id: id) }
        goals[index].done = done
    }

    mutating func addGoal(title: String, partOfDay: PartOfDay, area: CareArea) throws(PetActionError) {
        guard goals.count < PetSnapshot.maxGoals else { throw .tooManyGoals(limit: PetSnapshot.maxGoals) }
        let title = try PetSnapshot.require(title, TextRule.title, field: "title")
        let id = UniqueID.make(from: title, fallback: "goal", taken: Set(goals.map(\.id)))
        goals.append(Goal(id: id, title: title, partOfDay: partOfDay, area: area, done: false))
    }

    mutating func checkIn(mood: Mood, words: [String], shapedBy: [MoodFactor]) throws(PetActionError) {
        guard words.count <= CheckIn.maxWords else {
            throw .invalidText(field: "words", problem: "expected at most \(CheckIn.maxWords) words, found \(words.count)")
        }
        let words = try words.map { word throws(PetActionError) in try PetSnapshot.require(word, TextRule.word, field: "words") }
        var factors: [MoodFactor] = []
        for factor in shapedBy where !factors.contains(factor) { factors.append(factor) }
        let checkIn = CheckIn(date: date, mood: mood, words: words, shapedBy: factors)
        if let index = checkIns.firstIndex(where: { $0.date == date }) {
            checkIns[index] = checkIn
        } else {
            checkIns.append(checkIn)
        }
    }

    mutating func sendEncouragement(to friendID: String, text: String) throws(PetActionError) {
        let index = try friendIndex(friendID)
        let text = try PetSnapshot.require(text, TextRule.message, field: "text")
        let taken = Set(friends[index].encouragement.map(\.id))
        let id = UniqueID.make(from: "", fallback: "message", taken: taken)
        friends[index].encouragement.append(Encouragement(id: id, from: .you, text: text, sentAt: now))
        if friends[index].encouragement.count > Friend.maxMessages { friends[index].encouragement.removeFirst() }
    }

    mutating func sendVibes(to friendID: String) throws(PetActionError) {
        let index = try friendIndex(friendID)
        guard friends[index].vibesSentOn != date else { throw .vibesAlreadySent(friendID: friendID) }
        friends[index].vibesSent += 1
        friends[index].vibesSentOn = date
    }

    mutating func depart(returningAt returnsAt: LocalDateTime) throws(PetActionError) {
        guard adventure.status != .underway else { throw .alreadyUnderway }
        guard isEnergyFull else { throw .energyNotFull(energy: energy, capacity: companion.capacity) }
        guard returnsAt > now else { throw .returnNotAfterDeparture(returnsAt: returnsAt, now: now) }
        adventure.status = .underway
        adventure.departsAt = now
        adventure.returnsAt = returnsAt
        for i in adventure.route.indices { adventure.route[i].reached = false }
        adventure.finds = []
    }

    mutating func comeBack() throws(PetActionError) {
        guard adventure.status == .underway else { throw .notUnderway }
        adventure.status = .back
        adventure.returnsAt = min(adventure.returnsAt ?? now, now)
        for i in adventure.route.indices { adventure.route[i].reached = true }
    }

    mutating func repairStreak(on day: LocalDate) throws(PetActionError) {
        guard day < date else { throw .dayNotInPast(day) }
        guard streakState(on: day) == .missed else { throw .dayAlreadyCounted(day) }
        guard streakRepairsLeft > 0 else { throw .noRepairsLeft }
        streakRepairsLeft -= 1
        if let index = history.firstIndex(where: { $0.date == day }) {
            history[index].repaired = true
        } else {
            history.append(DayRecord(date: day, kept: [:], repaired: true))
            history.sort { $0.date < $1.date }
        }
    }

    private func friendIndex(_ id: String) throws(PetActionError) -> Int {
        guard let index = friends.firstIndex(where: { $0.id == id }) else { throw .unknownFriend(id: id) }
        return index
    }

    /// `text` as kept once `rule` accepts it.
    private static func require(_ text: String, _ rule: TextRule, field: String) throws(PetActionError) -> String {
        if let problem = rule.problem(with: text) {
            throw .invalidText(field: field, problem: "expected \(rule.expected), found \(problem)")
        }
        return rule.accepted(text)
    }
}
