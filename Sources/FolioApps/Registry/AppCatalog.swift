/// Every screen and flow of the four apps. Each app lists its own in its own file
/// (`AppCatalog+Pet.swift`, ...), so apps are added without touching a shared list.
public enum AppCatalog {
    /// All screens, app by app.
    public static let screens: [ScreenEntry] = petScreens + waterScreens + recipeScreens

    /// All flows, app by app.
    public static let flows: [FlowEntry] = petFlows + waterFlows + recipeFlows
}
