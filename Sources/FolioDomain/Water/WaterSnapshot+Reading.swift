extension WaterSnapshot: SnapshotFormat {
    static func read(_ root: ObjectNode) -> WaterSnapshot? {
        let path = JSONPath.root
        let date = root["date"].date()
        let time = root["time"].time()
        let timeZone = root["timeZone"].timeZone()
        let goalMl = root["goalMl"].integer(250...10_000, "a daily goal in ml")
        let drinks = root["drinks"].elements(maxCount: maxDrinks) { Drink.read($0) }
        let shelf = root["shelf"].elements(maxCount: 12) { ShelfItem.read($0) }
        let challenges = root["challenges"].elements(maxCount: 100) { Challenge.read($0) }
        let widgets = WidgetSettings.read(root["widgets"])

        if let sink = root.sink {
            sink.requireUnique(drinks.indexed(\.id), noun: "drink id") { path["drinks"][$0]["id"] }
            sink.requireUnique(shelf.indexed(\.id), noun: "shelf item id") { path["shelf"][$0]["id"] }
            sink.requireUnique(challenges.indexed(\.id), noun: "challenge id") { path["challenges"][$0]["id"] }
            if let date, let time {
                let now = LocalDateTime(date: date, time: time)
                for (i, drunkAt) in drinks.indexed(\.drunkAt) where drunkAt > now {
                    sink.report(path["drinks"][i]["drunkAt"], expected: "a time on or before the snapshot's time \(now)", found: "\(drunkAt), in the future")
                }
            }
            if let date {
                // A challenge's progress is computed from the log, so it must have been joined
                // within the days the log covers.
                let first = min(drinks.items.map(\.value.drunkAt.date).min() ?? date, date)
                for (i, joinedOn) in challenges.indexed(\.joinedOn) {
                    guard let joinedOn, !(first...date).contains(joinedOn) else { continue }
                    let expected = first == date ? "today \(date), the only day the drink log covers"
                        : "a day the drink log covers, \(first) … \(date) (today)"
                    sink.report(path["challenges"][i]["joinedOn"], expected: expected,
                                found: joinedOn > date ? "\(joinedOn), in the future" : "\(joinedOn), before the first drink logged")
                }
            }
            if let shelf = shelf.values, let widgets {
                let ids = Set(shelf.map(\.id))
                for (i, id) in widgets.mediumShelf.enumerated() {
                    sink.requireKnown(id, in: ids, noun: "a shelf item", at: path["widgets"]["mediumShelf"][i])
                }
            }
        }
        guard let date, let time, let timeZone, let goalMl, let drinks = drinks.values, let shelf = shelf.values,
              let challenges = challenges.values, let widgets else { return nil }
        return WaterSnapshot(date: date, time: time, timeZone: timeZone, goalMl: goalMl, drinks: drinks, shelf: shelf,
                             challenges: challenges, widgets: widgets)
    }
}
