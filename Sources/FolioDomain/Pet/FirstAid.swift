/// A small thing to do on a low day, offered in the check-in's first-aid row.
public struct FirstAid: Hashable, Sendable, Identifiable {
    /// A stable id.
    public let id: String
    /// What to do.
    public let title: String
    /// About how long it takes.
    public let minutes: Int

    /// Every first-aid suggestion, in the order they are offered.
    public static let all: [FirstAid] = [
        FirstAid(id: "breathe", title: "Breathe slowly for a minute", minutes: 1),
        FirstAid(id: "water", title: "Drink a glass of water", minutes: 1),
        FirstAid(id: "ground", title: "Name five things you can see", minutes: 2),
        FirstAid(id: "outside", title: "Step outside for some air", minutes: 5),
        FirstAid(id: "reach-out", title: "Text someone you trust", minutes: 3),
    ]

    /// The suggestions for a day of `mood`: all of them on a low day, none otherwise.
    public static func suggestions(for mood: Mood) -> [FirstAid] {
        mood.isLow ? all : []
    }
}
