extension PartOfDay {
    /// The part of the day a time falls in: morning from 04:00, afternoon from 12:00, evening from
    /// 17:00 until 04:00 the next morning.
    public init(time: LocalTime) {
        switch time.hour {
        case 4..<12: self = .morning
        case 12..<17: self = .afternoon
        default: self = .evening
        }
    }
}

extension PetSnapshot {
    /// The part of the day the snapshot's time falls in.
    public var currentPartOfDay: PartOfDay { PartOfDay(time: time) }

    /// Goals needed to fill the companion's energy from where it is now (0 when full).
    public var goalsToFullEnergy: Int {
        let missing = max(0, companion.capacity - energy)
        return (missing + Companion.energyPerGoal - 1) / Companion.energyPerGoal
    }

    /// Goals kept in each area from `first` through `last` (inclusive): past days from the
    /// history, today from its goals; days outside the record count nothing.
    public func goalsKept(from first: LocalDate, through last: LocalDate) -> [CareArea: Int] {
        var kept: [CareArea: Int] = [:]
        for record in history where record.date >= first && record.date <= last {
            kept.merge(record.kept, uniquingKeysWith: +)
        }
        if date >= first && date <= last {
            for goal in goals where goal.done { kept[goal.area, default: 0] += 1 }
        }
        return kept
    }

    /// The mood of each of the `days` days up to and including today, oldest first; nil for a day
    /// without a check-in.
    public func moods(days: Int) -> [(date: LocalDate, mood: Mood?)] {
        let count = max(0, days)
        return (0..<count).map { offset in
            let day = date.adding(days: offset - count + 1)
            return (day, checkIns.first { $0.date == day }?.mood)
        }
    }
}
