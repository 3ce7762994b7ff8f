extension PetSnapshot: SnapshotFormat {
    static func read(_ root: ObjectNode) -> PetSnapshot? {
        let path = root.node.path
        let date = root["date"].date()
        let time = root["time"].time()
        let timeZone = root["timeZone"].timeZone()
        let person = Person.read(root["person"])
        let companion = Companion.read(root["companion"])
        let goals = root["goals"].array(maxCount: maxGoals) { Goal.read($0) }
        let checkIns = root["checkIns"].array(maxCount: 1000) { CheckIn.read($0) }
        let history = root["history"].array(maxCount: 1000) { DayRecord.read($0) }
        let adventure = Adventure.read(root["adventure"])
        let friends = root["friends"].array(maxCount: 100) { Friend.read($0) }
        let repairsLeft = root["streak"].object { $0["repairsLeft"].integer(0...99, "a number of repairs") }

        if let sink = root.sink {
            if let goals {
                sink.requireUnique(goals.map(\.id), noun: "goal id") { path["goals"][$0]["id"] }
            }
            if let checkIns {
                sink.requireUnique(checkIns.map(\.date), noun: "check-in date") { path["checkIns"][$0]["date"] }
                if let date {
                    for (i, checkIn) in checkIns.enumerated() where checkIn.date > date {
                        sink.report(path["checkIns"][i]["date"], expected: "a date on or before the snapshot's date \(date)", found: "\(checkIn.date)")
                    }
                }
            }
            if let history {
                sink.requireUnique(history.map(\.date), noun: "day") { path["history"][$0]["date"] }
                if let date {
                    for (i, day) in history.enumerated() where day.date >= date {
                        sink.report(path["history"][i]["date"], expected: "a day before the snapshot's date \(date) (today comes from today's goals)",
                                    found: "\(day.date)")
                    }
                }
            }
            if let friends {
                sink.requireUnique(friends.map(\.id), noun: "friend id") { path["friends"][$0]["id"] }
                if let goals {
                    let ids = Set(goals.map(\.id))
                    for (i, friend) in friends.enumerated() {
                        if let shared = friend.sharedGoal { sink.requireKnown(shared, in: ids, noun: "one of today's goals", at: path["friends"][i]["sharedGoal"]) }
                    }
                }
            }
            if let date, let time {
                checkTimes(now: LocalDateTime(date: date, time: time), adventure: adventure, friends: friends, sink: sink, path: path)
            }
        }
        guard let date, let time, let timeZone, let person, let companion, let goals, let checkIns, let history,
              let adventure, let friends, let repairsLeft else { return nil }
        return PetSnapshot(date: date, time: time, timeZone: timeZone, person: person, companion: companion, goals: goals,
                           checkIns: checkIns, history: history, adventure: adventure, friends: friends, streakRepairsLeft: repairsLeft)
    }

    /// Nothing can have happened after the snapshot's time: no departure, no return of a trip
    /// that is back, no message, no vibes.
    private static func checkTimes(now: LocalDateTime, adventure: Adventure?, friends: [Friend]?, sink: DiagnosticSink, path: JSONPath) {
        let past = "a time on or before the snapshot's time \(now)"
        if let adventure {
            if let departsAt = adventure.departsAt, departsAt > now {
                sink.report(path["adventure"]["departsAt"], expected: past, found: "\(departsAt)")
            }
            if adventure.status == .back, let returnsAt = adventure.returnsAt, returnsAt > now {
                sink.report(path["adventure"]["returnsAt"], expected: past + " for a companion that is back", found: "\(returnsAt)")
            }
        }
        for (i, friend) in (friends ?? []).enumerated() {
            for (j, message) in friend.encouragement.enumerated() where message.sentAt > now {
                sink.report(path["friends"][i]["encouragement"][j]["sentAt"], expected: past, found: "\(message.sentAt)")
            }
            if let sentOn = friend.vibesSentOn, sentOn > now.date {
                sink.report(path["friends"][i]["vibesSentOn"], expected: "a date on or before \(now.date)", found: "\(sentOn)")
            }
        }
    }
}
