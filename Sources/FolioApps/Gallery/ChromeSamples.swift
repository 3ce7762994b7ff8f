import FolioPieces
import FolioLayout

/// Stand-in screens for the gallery samples of the chrome.
enum ChromeSamples {
    /// A night scene, dark in either appearance (for light status content).
    static let nightScene = ThemeColor(Color(rgb: 0x24203A))
    /// A pale scene, pale in either appearance (for dark status content).
    static let paleScene = ThemeColor(Color(rgb: 0xFFF1C2))

    /// The dock of the pet app.
    static let petTabs = [FloatingDock.Tab("Home", icon: .house), FloatingDock.Tab("Friends", icon: .people),
                          FloatingDock.Tab("Progress", icon: .chartUp)]

    /// A home screen on the dock: a header over a few cards.
    static func home(selected: Int = 0) -> any View {
        Screen(chrome: .dock(selected: selected, tabs: petTabs)) {
            VStack(alignment: .leading, spacing: Space.md) {
                ScreenHeader("Today", detail: "Nov 27", buttons: [RoundButton(.heart, name: "Check in")])
                for (title, color) in [("Morning", ThemeColor.pet.butter), ("Afternoon", .pet.mint), ("Evening", .pet.lilac),
                                       ("Night", .pet.sky)] {
                    card(title, color)
                }
            }
            .padding(horizontal: Space.lg, vertical: Space.xs)
        }
    }

    /// A pushed screen with a navigation bar.
    static func pushed(style: NavigationBar.Style) -> any View {
        Screen(chrome: .navigation(title: "Streak", style: style, trailing: [RoundButton(.share, name: "Share")])) {
            VStack(alignment: .leading, spacing: Space.md) {
                card("This week", .pet.peach)
                card("Repairs left", .pet.sky)
            }
            .padding(horizontal: Space.lg, vertical: Space.xs)
        }
    }

    /// A sheet adding a goal over the home screen.
    static func addGoal(detent: Sheet.Detent, rise: Double = 1) -> any View {
        Sheet(detent: detent, rise: rise, background: home()) {
            VStack(alignment: .leading, spacing: Space.md) {
                Text("New goal", style: .title2)
                FormField("Goal", value: "Stretch", isFocused: true)
                ElasticButton("Add goal", expands: true)
            }
            .padding(horizontal: Space.lg, vertical: Space.sm)
        }
    }

    private static func card(_ title: String, _ color: ThemeColor) -> any View {
        VStack(alignment: .leading, spacing: Space.xxs) {
            Text(title, style: .headline)
            Text("2 goals, 10 energy", style: .subheadline, color: .secondaryLabel)
        }
        .frame(maxWidth: .infinity, minHeight: 72, alignment: .leading)
        .card(name: title, fill: color)
    }

    /// Two miniature screens side by side.
    static func pair(_ first: any View, _ second: any View) -> any View {
        HStack(alignment: .top, spacing: Space.md) {
            ScreenMiniature { first }
            ScreenMiniature { second }
        }
    }
}
