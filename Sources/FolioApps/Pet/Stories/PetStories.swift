import FolioDomain
import FolioLayout
import FolioPieces

/// The named states of Self-Care Pet's screens, in the order of its seed; each screen's first
/// story is its default, the bundled day as it is. The states come from ``PetStoryStates``.
enum PetStories {
    static let all: [StoryEntry] = home + checkIn + adventure + friends + progress + streak + addGoal

    private static func story(_ screen: String, _ name: String, _ caption: String,
                              state: @escaping @Sendable (PetSnapshot) throws -> PetSnapshot = { $0 },
                              view: @escaping @Sendable (PetSnapshot) -> any View) -> StoryEntry {
        StoryEntry(.pet, screen: screen, name, caption: caption, snapshot: PetSnapshot.self, state: state, view: view)
    }

    static let home = [
        story("home", "at-home", "Biscuit at home, partly filled with the day's energy, talking in its bubble") { PetHomeScreen($0) },
        story("home", "setting-off", "The energy full: Biscuit packed and setting off on its adventure",
              state: { try PetStoryStates.fullEnergy($0) }) { PetHomeScreen($0) },
        story("home", "away", "Biscuit away on its adventure: an empty bed and a postcard from the trail",
              state: { try PetStoryStates.away($0) }) { PetHomeScreen($0) },
    ]

    static let checkIn = [
        story("checkin", "before", "The check-in before a face is picked") { PetCheckInScreen($0, draft: CheckInDraft()) },
        story("checkin", "good", "Good picked, with the words that fit and what shaped it") {
            PetCheckInScreen($0, draft: PetStoryStates.good)
        },
        story("checkin", "low-day", "A low day: Bad picked and the first-aid row opened") { PetCheckInScreen($0, draft: PetStoryStates.lowDay) },
        story("checkin", "confirmed", "Checked in as Good, confirmed in place",
              state: { try PetStoryStates.checkedIn($0).snapshot }) { PetCheckInScreen($0) },
    ]

    static let adventure = [
        story("adventure", "back", "Back from Mossy Hollow this morning with what it found on the way") { PetAdventureScreen($0) },
        story("adventure", "underway", "Underway: the ring of time until it's back, the stops reached, the first finds",
              state: { try PetStoryStates.away($0) }) { PetAdventureScreen($0) },
    ]

    static let friends = [
        story("friends", "buddies", "You and Juno side by side, your encouragement and good vibes to send") { PetFriendsScreen($0) },
        story("friends", "encouraged", "Encouragement sent to Juno, answered as a toast", state: { try PetStoryStates.encouraged($0) }) { s in
            PetFriendsScreen(s, toast: s.buddy.map(PetStoryStates.sentToast))
        },
    ]

    static let progress = [
        story("progress", "month", "Goals kept in each area and their trends over a month of moods") { PetProgressScreen($0) },
    ]

    static let streak = [
        story("streak", "thirty", "The line risen in over a glowing 30, the week ticked, repairs left") { PetStreakScreen($0) },
        story("streak", "repaired", "A repair spent: the missed day filled in and the streak running on",
              state: { try PetStoryStates.repaired($0) }) { PetStreakScreen($0) },
    ]

    static let addGoal = [
        story("add-goal", "empty", "The new goal sheet, empty, its title field waiting for a name") { PetAddGoalScreen($0) },
        story("add-goal", "filled", "A goal typed, its part of the day and area picked") {
            PetAddGoalScreen($0, draft: PetStoryStates.filledGoal($0))
        },
    ]
}
