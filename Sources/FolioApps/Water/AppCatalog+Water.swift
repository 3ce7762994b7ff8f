import FolioDomain

extension AppCatalog {
    /// The screens of the Water app, in the order of its seed.
    static let waterScreens: [ScreenEntry] = [
        ScreenEntry(.water, "today", title: "Today", presentation: .tab, snapshot: WaterSnapshot.self) { WaterTodayScreen($0) },
        ScreenEntry(.water, "widgets", title: "Widgets", presentation: .pushed, snapshot: WaterSnapshot.self) { WaterWidgetsScreen($0) },
        ScreenEntry(.water, "month", title: "Month", presentation: .pushed, snapshot: WaterSnapshot.self) {
            WaterMonthScreen.registered($0)
        },
        ScreenEntry(.water, "challenges", title: "Challenges", presentation: .pushed, snapshot: WaterSnapshot.self) {
            WaterChallengesScreen($0)
        },
        ScreenEntry(.water, "summary", title: "Day summary", presentation: .pushed, snapshot: WaterSnapshot.self) {
            WaterSummaryScreen($0)
        },
        ScreenEntry(.water, "share", title: "Share", presentation: .sheet, snapshot: WaterSnapshot.self) { WaterShareScreen($0) },
    ]

    /// The flows of the Water app's seed.
    static let waterFlows: [FlowEntry] = []
}
