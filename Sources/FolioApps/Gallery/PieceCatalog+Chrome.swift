import FolioPieces
import FolioLayout

extension PieceCatalog {
    /// The chrome entries of the gallery.
    static let chrome: [PieceEntry] = [
        PieceEntry(name: "status-bar", title: "Status Bar",
                   summary: "9:41, signal, Wi-Fi and battery in the top safe area, in the label colour or over a scene.",
                   apps: [.pet, .water, .recipe, .budget]) {
            [
                PieceSample("automatic (the label colour)", StatusBar().background(Fill(.background))),
                PieceSample("light content over a dark scene", StatusBar(content: .light).background(Fill(ChromeSamples.nightScene))),
                PieceSample("dark content over a pale scene, battery at 40%", StatusBar(content: .dark, battery: 0.4).background(Fill(ChromeSamples.paleScene))),
            ]
        },
        PieceEntry(name: "home-indicator", title: "Home Indicator",
                   summary: "A 134 × 5 capsule 8 pt above the bottom edge, in the bottom safe area.",
                   apps: [.pet, .water, .recipe, .budget]) {
            [
                PieceSample("automatic", HomeIndicator().background(Fill(.background))),
                PieceSample("light over a dark scene", HomeIndicator(content: .light).background(Fill(ChromeSamples.nightScene))),
            ]
        },
        PieceEntry(name: "floating-dock", title: "Floating Dock",
                   summary: "A glass capsule of three tabs floating above the home indicator; the selected one under a soft pill.",
                   apps: [.pet, .recipe]) {
            let tabs = ChromeSamples.petTabs
            return [
                PieceSample("Home selected, over content", ControlsBackdrop(height: 110) { FloatingDock(tabs, selected: 0) }),
                PieceSample("moving to Friends, t = 0.15", ControlsBackdrop(height: 110) { FloatingDock(tabs, selected: 1, from: 0, t: 0.15) }),
                PieceSample("Progress selected, on the plain background", FloatingDock(tabs, selected: 2)),
                PieceSample("recipe tabs", FloatingDock([FloatingDock.Tab("Library", icon: .book), FloatingDock.Tab("Plan", icon: .calendar),
                                                         FloatingDock.Tab("Shopping", icon: .cart)], selected: 0)),
            ]
        },
        PieceEntry(name: "navigation-bar", title: "Navigation Bar",
                   summary: "The bar of a pushed screen: a round back button and the title, inline or large.",
                   apps: [.water, .budget, .pet, .recipe]) {
            [
                PieceSample("inline", NavigationBar("Widgets")),
                PieceSample("inline with a trailing button", NavigationBar("Groceries", trailing: [RoundButton(.plus, name: "Add", style: .accent)])),
                PieceSample("a long inline title stays clear of the buttons", NavigationBar("Challenges you have joined this month",
                                                                                            trailing: [RoundButton(.trophy, name: "Trophies")])),
                PieceSample("large title", NavigationBar("Month", style: .large, trailing: [RoundButton(.trophy, name: "Challenges")])),
            ]
        },
        PieceEntry(name: "sheet", title: "Sheet",
                   summary: "A sheet at its detent over the screen behind, which dims and scales down slightly.",
                   apps: [.pet, .recipe, .budget, .water]) {
            [
                PieceSample("medium detent and large detent", ChromeSamples.pair(ChromeSamples.addGoal(detent: .medium),
                                                                                  ChromeSamples.addGoal(detent: .large))),
                PieceSample("rising, rise = 0.4, and a 300 pt sheet", ChromeSamples.pair(ChromeSamples.addGoal(detent: .medium, rise: 0.4),
                                                                                         ChromeSamples.addGoal(detent: .height(300)))),
            ]
        },
        PieceEntry(name: "screen", title: "Screen",
                   summary: "The frame-free screen every app screen is built on: background, status bar, chrome, home indicator.",
                   apps: [.pet, .water, .recipe, .budget]) {
            [
                PieceSample("a tab on the dock, and a pushed screen", ChromeSamples.pair(ChromeSamples.home(), ChromeSamples.pushed(style: .inline))),
                PieceSample("a large title, and a toast resting under the header",
                            ChromeSamples.pair(ChromeSamples.pushed(style: .large),
                                               Screen(chrome: .dock(selected: 1, tabs: ChromeSamples.petTabs),
                                                      toast: Toast("Juno sent you good vibes", icon: .heart)) {
                                                   ScreenHeader("Friends").padding(horizontal: Space.lg, vertical: Space.xs)
                                               })),
            ]
        },
    ]
}
