import FolioDomain
import FolioPieces

/// The check-in as it is being filled in: the face picked, the words and what shaped the mood,
/// and where the commit is. Applied to a snapshot it becomes the domain's `.checkIn` action.
struct CheckInDraft {
    var mood: Mood?
    var words: [String] = []
    var factors: [MoodFactor] = []
    var phase: CommitButton.Phase = .idle
    /// How far the commit's resolve motion has gone, 0…1.
    var settle = 1.0

    /// Words offered before a face is picked: a few from across the moods.
    static let starterWords = ["calm", "content", "hopeful", "tired", "stressed", "restless"]

    /// The words shown as toggles: the picked face's suggestions, then any chosen word not among them.
    var offeredWords: [String] {
        let base = mood?.suggestedWords ?? Self.starterWords
        return base + words.filter { !base.contains($0) }
    }

    /// The factors in the order the rail shows them, whatever is chosen (choosing one never moves
    /// it): the everyday ones first, in view, the rarer ones past the fade.
    static let factorOrder: [MoodFactor] = [
        .sleep, .friends, .work, .family, .health, .movement, .food, .weather, .school, .partner, .hobbies, .money,
    ]

    /// Whether the first aid row opens up: a low face is picked.
    var isLowDay: Bool { mood?.isLow ?? false }

    /// The action this draft commits, once a face is picked.
    var action: PetAction? {
        mood.map { .checkIn(mood: $0, words: words, shapedBy: factors) }
    }
}

extension CheckInDraft {
    /// The draft a snapshot opens on: today's check-in, confirmed, when there is one; else empty.
    init(_ snapshot: PetSnapshot) {
        if let today = snapshot.todaysCheckIn {
            self.init(mood: today.mood, words: today.words, factors: today.shapedBy, phase: .success)
        } else {
            self.init()
        }
    }
}
