import FolioDomain
import FolioLayout
import FolioPieces

/// The named states of Water and Streaks' screens, in the order of its seed; each screen's first
/// story is its default, the bundled day as it is. The states come from ``WaterStoryStates``.
enum WaterStories {
    static let all: [StoryEntry] = today + widgets + month + challenges + summary + share

    private static func story(_ screen: String, _ name: String, _ caption: String,
                              state: @escaping @Sendable (WaterSnapshot) throws -> WaterSnapshot = { $0 },
                              view: @escaping @Sendable (WaterSnapshot) -> any View) -> StoryEntry {
        StoryEntry(.water, screen: screen, name, caption: caption, snapshot: WaterSnapshot.self, state: state, view: view)
    }

    static let today = [
        story("today", "partway", "The day's blob filling in bands, a colour per drink, 175 ml to go") { WaterTodayScreen($0) },
        story("today", "goal-met", "A glass of water logged and the goal met: the blob brimming", state: { try WaterStoryStates.goalMet($0) }) {
            WaterTodayScreen($0)
        },
        story("today", "empty-morning", "An empty morning at 7:05: nothing logged yet", state: { WaterStoryStates.emptyMorning($0) }) {
            WaterTodayScreen($0)
        },
    ]

    static let widgets = [
        story("widgets", "placed", "The medium widget with its own shelf over the rolling total, small and large") { WaterWidgetsScreen($0) },
    ]

    static let month = [
        story("month", "today", "The streak ring over the month's capsules, today's drinks below") { WaterMonthScreen($0) },
        story("month", "day-selected", "Yesterday tapped: its ring on the calendar, its drinks listed") {
            WaterMonthScreen($0, selected: WaterStoryStates.tappedDay($0))
        },
        story("month", "swiped", "Yesterday's latest drink swiped open to Delete") { s in
            let day = WaterStoryStates.tappedDay(s)
            return WaterMonthScreen(s, selected: day, openDrink: s.day(day).drinks.last?.id)
        },
    ]

    static let challenges = [
        story("challenges", "active", "The joined challenges' mascots filling over the Available page of tiles to join") {
            WaterChallengesScreen($0)
        },
        story("challenges", "finished", "A challenge joined, then swiped to the Finished page, honestly empty so far",
              state: { try WaterStoryStates.joined($0) }) { WaterChallengesScreen($0, position: 2) },
    ]

    static let summary = [
        story("summary", "not-yet", "The day's mascot partway full: almost there, the week's mascots below") { WaterSummaryScreen($0) },
        story("summary", "goal-met", "Goal met: the day's grinning mascot, the week's mascots below", state: { try WaterStoryStates.goalMet($0) }) {
            WaterSummaryScreen($0)
        },
    ]

    static let share = [
        story("share", "tilted", "The day's card resting tilted, its sheen showing, over the Share button") { WaterShareScreen($0) },
        story("share", "loading", "Share pressed: the button loading in place") { WaterShareScreen.turned($0, phase: .loading(progress: 0.6)) },
        story("share", "done", "Shared: the button checked, about to close") { WaterShareScreen.turned($0, phase: .success) },
    ]
}
