import FolioLayout

/// A phone screen without a device frame: its background, the status bar, the content in the safe
/// area, optional chrome (a floating dock or a navigation bar), an optional toast and the home
/// indicator. The toast rests centred below the status bar and at least 16 pt below the screen's
/// header or navigation bar, so it never covers the title or the header's buttons. App screens are built on it:
///
/// ```swift
/// Screen(background: .groupedBackground, chrome: .dock(selected: 0, tabs: tabs)) {
///     ScreenHeader("Today", detail: "Nov 27")
///     ...
/// }
/// ```
///
/// The content is offered the space between the top chrome and the dock (or the bottom safe area),
/// aligned to the top; what does not fit runs on under the dock and is cut at the screen's edge.
public struct Screen: View {
    /// The chrome around the content.
    public enum Chrome: Sendable {
        /// Only the status bar and home indicator.
        case none
        /// A floating dock of `tabs` with `selected` highlighted.
        case dock(selected: Int, tabs: [FloatingDock.Tab])
        /// A navigation bar titled `title` (a pushed screen).
        case navigation(title: String, style: NavigationBar.Style = .inline, trailing: [RoundButton] = [])
    }

    public var background: ThemeColor
    public var chrome: Chrome
    public var statusBar: StatusBar.Content
    public var toast: Toast?
    public var content: any View

    /// A screen on `background` with `chrome` around `content`.
    public init(background: ThemeColor = .groupedBackground, chrome: Chrome = .none, statusBar: StatusBar.Content = .automatic,
                toast: Toast? = nil, @ViewBuilder content: () -> any View) {
        self.background = background
        self.chrome = chrome
        self.statusBar = statusBar
        self.toast = toast
        self.content = content()
    }

    public var body: any View {
        EnvironmentReader { env in
            let safe = env.device.safeArea
            ScreenBox(layers: [
                Fill(background),
                VStack(spacing: 0) {
                    Spacer().frame(height: safe.top)
                    if case .navigation(let title, let style, let trailing) = chrome {
                        NavigationBar(title, style: style, trailing: trailing)
                    }
                    content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    Spacer().frame(height: safe.bottom + dockClearance)
                },
                VStack(spacing: 0) {
                    StatusBar(content: statusBar)
                    Spacer()
                    if case .dock(let selected, let tabs) = chrome {
                        FloatingDock(tabs, selected: selected)
                    }
                    HomeIndicator(content: statusBar)
                },
            ], toast: toast)
        }
    }

    /// The room the dock takes above the bottom safe area.
    private var dockClearance: Double {
        if case .dock = chrome { return FloatingDock.height + Space.xs }
        return 0
    }
}
