/// A day's mood check-in: how it felt, the words that fit, and what shaped it.
public struct CheckIn: Hashable, Sendable {
    /// The most words one check-in holds.
    public static let maxWords = 10

    /// The day checked in for (at most one check-in a day).
    public var date: LocalDate
    /// The mood, one of five faces.
    public var mood: Mood
    /// The words that fit ("calm", "tired").
    public var words: [String]
    /// What shaped the mood.
    public var shapedBy: [MoodFactor]

    /// A check-in from its parts.
    public init(date: LocalDate, mood: Mood, words: [String] = [], shapedBy: [MoodFactor] = []) {
        self.date = date
        self.mood = mood
        self.words = words
        self.shapedBy = shapedBy
    }

    static func read(_ node: JSONNode) -> CheckIn? {
        node.object { o in
            let date = o["date"].date()
            let mood = o["mood"].choice(Mood.self)
            let words = o.optional("words").map { $0.array(maxCount: maxWords) { $0.text(.word) } } ?? []
            let shapedBy = o.optional("shapedBy").map { $0.array(maxCount: MoodFactor.allCases.count) { $0.choice(MoodFactor.self) } } ?? []
            if let shapedBy {
                o.sink?.requireUnique(shapedBy.map(\.rawValue), noun: "mood factor") { o.node.path["shapedBy"][$0] }
            }
            guard let date, let mood, let words, let shapedBy else { return nil }
            return CheckIn(date: date, mood: mood, words: words, shapedBy: shapedBy)
        }
    }
}

/// The five faces of a check-in, from awful to great.
public enum Mood: String, NamedChoice, Comparable {
    case awful, bad, okay, good, great

    /// 1 (awful) … 5 (great), for the mood line.
    public var score: Int {
        switch self {
        case .awful: 1
        case .bad: 2
        case .okay: 3
        case .good: 4
        case .great: 5
        }
    }

    /// Whether the day is a low one, which offers first aid.
    public var isLow: Bool { score <= 2 }

    /// The words offered for this mood on the check-in screen.
    public var suggestedWords: [String] {
        switch self {
        case .awful: ["overwhelmed", "hopeless", "exhausted", "anxious", "lonely", "angry"]
        case .bad: ["tired", "stressed", "sad", "restless", "worried", "drained"]
        case .okay: ["fine", "calm", "distracted", "bored", "steady", "meh"]
        case .good: ["content", "hopeful", "focused", "relaxed", "grateful", "proud"]
        case .great: ["joyful", "energised", "loved", "confident", "excited", "peaceful"]
        }
    }

    public static func < (lhs: Mood, rhs: Mood) -> Bool { lhs.score < rhs.score }
}

/// What shapes a mood, offered as chips on the check-in screen.
public enum MoodFactor: String, NamedChoice {
    case sleep, work, school, family, friends, partner, health, food, movement, weather, money, hobbies
}
