extension PetSnapshot: SnapshotFormat {
    static func read(_ root: ObjectNode) -> PetSnapshot? {
        let date = root["date"].date()
        let time = root["time"].time()
        let timeZone = root["timeZone"].timeZone()
        let person = Person.read(root["person"])
        let companion = Companion.read(root["companion"])
        let goals = root["goals"].elements(maxCount: maxGoals) { Goal.read($0) }
        let checkIns = root["checkIns"].elements(maxCount: 1000) { CheckIn.read($0) }
        let history = root["history"].elements(maxCount: 1000) { DayRecord.read($0) }
        let adventure = Adventure.read(root["adventure"])
        let friends = root["friends"].elements(maxCount: 100) { Friend.read($0) }
        let repairsLeft = root["streak"].object { $0["repairsLeft"].integer(0...99, "a number of repairs") }

        if let sink = root.sink {
            checkRules(sink, goals: goals, checkIns: checkIns, history: history, friends: friends, date: date)
            if let date, let time {
                checkTimes(sink, now: LocalDateTime(date: date, time: time), adventure: adventure, friends: friends)
            }
        }
        guard let date, let time, let timeZone, let person, let companion, let goals = goals.values, let checkIns = checkIns.values,
              let history = history.values, let adventure, let friends = friends.values, let repairsLeft else { return nil }
        return PetSnapshot(date: date, time: time, timeZone: timeZone, person: person, companion: companion, goals: goals,
                           checkIns: checkIns, history: history, adventure: adventure, friends: friends, streakRepairsLeft: repairsLeft)
    }

    /// Unique ids and days, nothing recorded for the future, shared goals that exist.
    private static func checkRules(_ sink: DiagnosticSink, goals: ReadElements<Goal>, checkIns: ReadElements<CheckIn>,
                                   history: ReadElements<DayRecord>, friends: ReadElements<Friend>, date: LocalDate?) {
        let path = JSONPath.root
        sink.requireUnique(goals.indexed(\.id), noun: "goal id") { path["goals"][$0]["id"] }
        sink.requireUnique(checkIns.indexed(\.date), noun: "check-in date") { path["checkIns"][$0]["date"] }
        sink.requireUnique(history.indexed(\.date), noun: "day") { path["history"][$0]["date"] }
        sink.requireUnique(friends.indexed(\.id), noun: "friend id") { path["friends"][$0]["id"] }
        if let date {
            for (i, day) in checkIns.indexed(\.date) where day > date {
                sink.report(path["checkIns"][i]["date"], expected: "a date on or before the snapshot's date \(date)", found: "\(day)")
            }
            for (i, day) in history.indexed(\.date) where day >= date {
                sink.report(path["history"][i]["date"], expected: "a day before the snapshot's date \(date) (today comes from today's goals)",
                            found: "\(day)")
            }
        }
        if let goals = goals.values {
            let ids = Set(goals.map(\.id))
            for (i, shared) in friends.indexed(\.sharedGoal) {
                if let shared { sink.requireKnown(shared, in: ids, noun: "one of today's goals", at: path["friends"][i]["sharedGoal"]) }
            }
        }
    }

    /// Nothing can have happened after the snapshot's time: no departure, no return of a trip
    /// that is back, no message, no vibes.
    private static func checkTimes(_ sink: DiagnosticSink, now: LocalDateTime, adventure: Adventure?, friends: ReadElements<Friend>) {
        let path = JSONPath.root
        let past = "a time on or before the snapshot's time \(now)"
        if let adventure {
            if let departsAt = adventure.departsAt, departsAt > now {
                sink.report(path["adventure"]["departsAt"], expected: past, found: "\(departsAt)")
            }
            if adventure.status == .back, let returnsAt = adventure.returnsAt, returnsAt > now {
                sink.report(path["adventure"]["returnsAt"], expected: past + " for a companion that is back", found: "\(returnsAt)")
            }
        }
        for (i, friend) in friends.items {
            for (j, message) in friend.encouragement.enumerated() where message.sentAt > now {
                sink.report(path["friends"][i]["encouragement"][j]["sentAt"], expected: past, found: "\(message.sentAt)")
            }
            if let sentOn = friend.vibesSentOn, sentOn > now.date {
                sink.report(path["friends"][i]["vibesSentOn"], expected: "a date on or before \(now.date)", found: "\(sentOn)")
            }
        }
    }
}
