import FolioDomain

extension AppDefinition {
    /// Self-Care Pet: its screens, flows and share card, drawn from `PetSnapshot`.
    public static let pet = AppDefinition(theme: .pet, snapshot: PetSnapshot.self, screens: PetScreens.all, flows: PetFlows.all,
                                          shareCard: .pet, report: .pet, motion: .pet, stories: PetStories.all)
}

/// The Pet app's screens, registered in ``AppDefinition/pet``.
enum PetScreens {
    /// The screens of the Pet app, in the order of its seed.
    static let all: [ScreenEntry] = [
        ScreenEntry(.pet, "home", title: "Home", presentation: .tab, snapshot: PetSnapshot.self) { PetHomeScreen($0) },
        ScreenEntry(.pet, "checkin", title: "Check-in", presentation: .sheet, snapshot: PetSnapshot.self) { PetCheckInScreen($0) },
        ScreenEntry(.pet, "adventure", title: "Adventure", presentation: .pushed, snapshot: PetSnapshot.self) { PetAdventureScreen($0) },
        ScreenEntry(.pet, "friends", title: "Friends", presentation: .tab, snapshot: PetSnapshot.self) { PetFriendsScreen($0) },
        ScreenEntry(.pet, "progress", title: "Progress", presentation: .tab, snapshot: PetSnapshot.self) { PetProgressScreen($0) },
        ScreenEntry(.pet, "streak", title: "Streak", presentation: .pushed, snapshot: PetSnapshot.self) { PetStreakScreen($0) },
        ScreenEntry(.pet, "add-goal", title: "Add goal", presentation: .sheet, snapshot: PetSnapshot.self) { PetAddGoalScreen($0) },
    ]
}
