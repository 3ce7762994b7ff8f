/// One of today's self-care goals; each kept goal gives the companion 5 energy.
public struct Goal: Hashable, Sendable, Identifiable {
    /// Unique among the day's goals.
    public var id: String
    /// What to do ("Brush teeth").
    public var title: String
    /// When in the day it belongs.
    public var partOfDay: PartOfDay
    /// The area of self-care it serves.
    public var area: CareArea
    /// Whether it is ticked off today.
    public var done: Bool

    /// A goal from its parts.
    public init(id: String, title: String, partOfDay: PartOfDay, area: CareArea, done: Bool) {
        self.id = id
        self.title = title
        self.partOfDay = partOfDay
        self.area = area
        self.done = done
    }

    static func read(_ node: JSONNode) -> Goal? {
        node.object { o in
            let id = o["id"].identifier()
            let title = o["title"].text(.title)
            let partOfDay = o["partOfDay"].choice(PartOfDay.self)
            let area = o["area"].choice(CareArea.self)
            let done = o["done"].boolean()
            guard let id, let title, let partOfDay, let area, let done else { return nil }
            return Goal(id: id, title: title, partOfDay: partOfDay, area: area, done: done)
        }
    }
}

/// The three parts of a day that goals are grouped by.
public enum PartOfDay: String, NamedChoice {
    case morning, afternoon, evening
}

/// An area of self-care that goals are counted in.
public enum CareArea: String, NamedChoice {
    case body, mind, rest, social, home
}
