import FolioApps
import FolioDomain
import FolioLayout
import FolioPieces

/// An app with one long screen and three stories of it, drawn from the pet app's snapshot.
public enum StoriedApp {
    public static let id = AppID("storied")

    public static let definition = AppDefinition(
        theme: AppTheme(id, light: .neutral(.light), dark: .neutral(.dark)), snapshot: PetSnapshot.self,
        screens: [ScreenEntry(id, "list", title: "List", presentation: .tab, snapshot: PetSnapshot.self) { _ in list }],
        flows: [],
        stories: [
            StoryEntry(id, screen: "list", "top", caption: "Every row, at the top", snapshot: PetSnapshot.self) { _ in list },
            StoryEntry(id, screen: "list", "scrolled", caption: "Scrolled to the tenth row", scrollOffset: 9 * 64,
                       snapshot: PetSnapshot.self) { _ in list },
            StoryEntry(id, screen: "list", "end", caption: "At the end", scrollOffset: .infinity, snapshot: PetSnapshot.self) { _ in list },
        ])

    /// Thirty rows 56 pt tall, 8 apart, on a docked screen.
    static var list: any View {
        Screen(chrome: .dock(selected: 0, tabs: [FloatingDock.Tab("List", icon: .list), FloatingDock.Tab("More", icon: .plus)])) {
            VStack(spacing: 8) {
                for i in 1...30 { Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 56).role(.row, name: "row \(i)") }
            }
        }
    }
}
