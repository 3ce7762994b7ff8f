extension AppCatalog {
    /// The screens of the Water app, in the order of its seed.
    static let waterScreens: [ScreenEntry] = []

    /// The flows of the Water app's seed.
    static let waterFlows: [FlowEntry] = []
}
