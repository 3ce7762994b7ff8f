/// What happened on a past day: the goals kept in each area, and whether a streak repair filled
/// the day in. Today is not recorded here; it comes from today's goals and check-in.
public struct DayRecord: Hashable, Sendable {
    /// The day, before the snapshot's date.
    public var date: LocalDate
    /// Goals kept, by area (areas with none may be absent).
    public var kept: [CareArea: Int]
    /// Whether a streak repair counted this day.
    public var repaired: Bool

    /// A record from its parts.
    public init(date: LocalDate, kept: [CareArea: Int], repaired: Bool = false) {
        self.date = date
        self.kept = kept
        self.repaired = repaired
    }

    /// All goals kept that day.
    public var totalKept: Int { kept.values.reduce(0, +) }

    static func read(_ node: JSONNode) -> DayRecord? {
        node.object { o in
            let date = o["date"].date()
            let kept = o["kept"].object { k -> [CareArea: Int]? in
                var kept: [CareArea: Int] = [:]
                for area in CareArea.allCases { kept[area] = k.optional(area.rawValue)?.integer(0...200, "a goal count") }
                return kept
            }
            let repaired = o.optional("repaired")?.boolean() ?? false
            if let kept, repaired, kept.values.contains(where: { $0 > 0 }) {
                o.sink?.report(o.node.path["repaired"], expected: "false on a day when goals were kept", found: "true")
            }
            guard let date, let kept else { return nil }
            return DayRecord(date: date, kept: kept, repaired: repaired)
        }
    }
}
