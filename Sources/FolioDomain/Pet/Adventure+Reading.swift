extension Adventure {
    /// Reads an adventure and checks its own rules (times in order, stops reached in order, finds
    /// at reached stops); rules against the snapshot's time are checked by the snapshot.
    static func read(_ node: JSONNode) -> Adventure? {
        node.object { o in
            let destination = o["destination"].text(.name)
            let status = o["status"].choice(AdventureStatus.self)
            let departsNode = o.optional("departsAt"), returnsNode = o.optional("returnsAt")
            let departsAt = departsNode?.dateTime(), returnsAt = returnsNode?.dateTime()
            let route = o["route"].array(maxCount: maxStops, minCount: 1) { readStop($0) }
            let finds = o["finds"].array(maxCount: 50) { readFind($0) }
            guard let destination, let status, let route, let finds else { return nil }
            let adventure = Adventure(destination: destination, status: status, departsAt: departsAt, returnsAt: returnsAt,
                                      route: route, finds: finds)
            if let sink = o.sink {
                if status != .resting {
                    for (name, member) in [("departsAt", departsNode), ("returnsAt", returnsNode)] where member == nil {
                        sink.report(o.node.path[name], expected: "a time while \(status.rawValue)", found: JSONNode.missing)
                    }
                }
                adventure.check(sink, at: o.node.path)
            }
            return adventure
        }
    }

    private func check(_ sink: DiagnosticSink, at path: JSONPath) {
        if let departsAt, let returnsAt, returnsAt <= departsAt {
            sink.report(path["returnsAt"], expected: "a return after the departure \(departsAt)", found: "\(returnsAt)")
        }
        if route.isEmpty { sink.report(path["route"], expected: "at least one stop", found: "an empty route") }
        sink.requireUnique(route.map(\.id), noun: "stop id") { path["route"][$0]["id"] }
        for (index, stop) in route.enumerated() where stop.reached {
            if status == .resting {
                sink.report(path["route"][index]["reached"], expected: "false while the companion is resting", found: "true")
            } else if index > 0, !route[index - 1].reached {
                sink.report(path["route"][index]["reached"], expected: "false after a stop not yet reached", found: "true")
            }
        }
        sink.requireUnique(finds.map(\.id), noun: "find id") { path["finds"][$0]["id"] }
        let reached = Set(route.filter(\.reached).map(\.id))
        for (index, find) in finds.enumerated() {
            sink.requireKnown(find.stop, in: reached, noun: "a reached stop", at: path["finds"][index]["stop"])
        }
    }

    private static func readStop(_ node: JSONNode) -> RouteStop? {
        node.object { o in
            let id = o["id"].identifier()
            let name = o["name"].text(.name)
            let reached = o["reached"].boolean()
            guard let id, let name, let reached else { return nil }
            return RouteStop(id: id, name: name, reached: reached)
        }
    }

    private static func readFind(_ node: JSONNode) -> AdventureFind? {
        node.object { o in
            let id = o["id"].identifier()
            let title = o["title"].text(.title)
            let stop = o["stop"].identifier()
            guard let id, let title, let stop else { return nil }
            return AdventureFind(id: id, title: title, stop: stop)
        }
    }
}
