extension AppCatalog {
    /// The screens of the Pet app, in the order of its seed.
    static let petScreens: [ScreenEntry] = []

    /// The flows of the Pet app's seed.
    static let petFlows: [FlowEntry] = []
}
