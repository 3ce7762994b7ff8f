extension WaterSnapshot: SnapshotFormat {
    static func read(_ root: ObjectNode) -> WaterSnapshot? {
        let path = root.node.path
        let date = root["date"].date()
        let time = root["time"].time()
        let timeZone = root["timeZone"].timeZone()
        let goalMl = root["goalMl"].integer(250...10_000, "a daily goal in ml")
        let drinks = root["drinks"].array(maxCount: maxDrinks) { Drink.read($0) }
        let shelf = root["shelf"].array(maxCount: 12) { ShelfItem.read($0) }
        let challenges = root["challenges"].array(maxCount: 100) { Challenge.read($0) }
        let widgets = WidgetSettings.read(root["widgets"])

        if let sink = root.sink {
            if let drinks {
                sink.requireUnique(drinks.map(\.id), noun: "drink id") { path["drinks"][$0]["id"] }
                if let date, let time {
                    let now = LocalDateTime(date: date, time: time)
                    for (i, drink) in drinks.enumerated() where drink.drunkAt > now {
                        sink.report(path["drinks"][i]["drunkAt"], expected: "a time on or before the snapshot's time \(now)",
                                    found: "\(drink.drunkAt), in the future")
                    }
                }
            }
            if let shelf {
                sink.requireUnique(shelf.map(\.id), noun: "shelf item id") { path["shelf"][$0]["id"] }
                if let widgets {
                    let ids = Set(shelf.map(\.id))
                    for (i, id) in widgets.mediumShelf.enumerated() {
                        sink.requireKnown(id, in: ids, noun: "a shelf item", at: path["widgets"]["mediumShelf"][i])
                    }
                }
            }
            if let challenges {
                sink.requireUnique(challenges.map(\.id), noun: "challenge id") { path["challenges"][$0]["id"] }
            }
        }
        guard let date, let time, let timeZone, let goalMl, let drinks, let shelf, let challenges, let widgets else { return nil }
        return WaterSnapshot(date: date, time: time, timeZone: timeZone, goalMl: goalMl, drinks: drinks, shelf: shelf,
                             challenges: challenges, widgets: widgets)
    }
}
