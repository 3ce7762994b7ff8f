import FolioDomain

extension AppDefinition {
    /// Water and Streaks: its screens, flows and share card, drawn from `WaterSnapshot`.
    public static let water = AppDefinition(theme: .water, snapshot: WaterSnapshot.self, screens: WaterScreens.all, flows: WaterFlows.all,
                                          shareCard: .water, report: .water, motion: .water, stories: WaterStories.all)
}

/// The Water app's screens, registered in ``AppDefinition/water``.
enum WaterScreens {
    /// The screens of the Water app, in the order of its seed. The app has no tabs: Today is the
    /// root (registered as `.tab`, the registry's only root presentation) and the rest are pushed
    /// from it, but for the share sheet.
    static let all: [ScreenEntry] = [
        ScreenEntry(.water, "today", title: "Today", presentation: .tab, snapshot: WaterSnapshot.self) { WaterTodayScreen($0) },
        ScreenEntry(.water, "widgets", title: "Widgets", presentation: .pushed, snapshot: WaterSnapshot.self) { WaterWidgetsScreen($0) },
        ScreenEntry(.water, "month", title: "Month", presentation: .pushed, snapshot: WaterSnapshot.self) { WaterMonthScreen($0) },
        ScreenEntry(.water, "challenges", title: "Challenges", presentation: .pushed, snapshot: WaterSnapshot.self) {
            WaterChallengesScreen($0)
        },
        ScreenEntry(.water, "summary", title: "Day summary", presentation: .pushed, snapshot: WaterSnapshot.self) {
            WaterSummaryScreen($0)
        },
        ScreenEntry(.water, "share", title: "Share", presentation: .sheet, snapshot: WaterSnapshot.self) { WaterShareScreen($0) },
    ]
}

extension WaterFlows {
    /// The flows of the Water app's seed, captioned with its lines word for word.
    static let all: [FlowEntry] = [
        FlowEntry(.water, "undo-drink", caption: "Tap a drink on the shelf, then tap the blob to undo", snapshot: WaterSnapshot.self,
                  steps: { try WaterFlows.undoDrink($0) }),
        FlowEntry(.water, "widget-drink", caption: "Log a drink on the medium widget", snapshot: WaterSnapshot.self,
                  steps: { try WaterFlows.widgetDrink($0) }),
        FlowEntry(.water, "swipe-drink", caption: "Tap a day, then swipe a drink away", snapshot: WaterSnapshot.self,
                  steps: { try WaterFlows.swipeDrink($0) }),
        FlowEntry(.water, "join-challenge", caption: "Tap a tile to join it, then swipe to Finished", snapshot: WaterSnapshot.self,
                  steps: { try WaterFlows.joinChallenge($0) }),
        FlowEntry(.water, "day-mascot", caption: "Tap the day's mascot", snapshot: WaterSnapshot.self, steps: { WaterFlows.dayMascot($0) }),
        FlowEntry(.water, "share-card", caption: "Tilt the share card and press Share", snapshot: WaterSnapshot.self,
                  steps: { WaterFlows.shareCard($0) }),
    ]
}
