import FolioLayout

/// A phone screen without a device frame: its background, the status bar, the content as a
/// vertical scroll view, optional chrome (a floating dock or a navigation bar), an optional toast
/// and the home indicator. The toast rests centred below the status bar and at least 16 pt below the screen's
/// header or navigation bar, so it never covers the title or the header's buttons. App screens are built on it:
///
/// ```swift
/// Screen(background: .groupedBackground, chrome: .dock(selected: 0, tabs: tabs)) {
///     ScreenHeader("Today", detail: "Nov 27")
///     ...
/// }
/// ```
///
/// The content scrolls, as on a phone: it is laid out at its natural height (every row of a list)
/// from under the top chrome, scrolled by the environment's ``ScreenScrollKey`` (a story's offset),
/// and runs on under the floating dock, whose glass blurs it, and the home indicator, cut by the
/// screen's bottom edge; at the end of the scroll its last content clears the dock. Content shorter
/// than the screen is offered the room between the top chrome and the dock, so flexible frames
/// fill it. Scrolled, a navigation bar takes its material over what passes under it, a large title
/// scrolls away and comes back inline in the bar, and a screen without a bar fades its content out
/// under the status bar. Offered no height (a full-page render), the screen is as tall as its
/// content, chrome in place.
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
            let layers: [any View] = [Fill(background), scroll(env), overChrome(bars: env[SystemBarsKey.self], safe: env.device.safeArea)]
            ScreenBox(layers: layers, toast: toast)
        }
    }

    /// The content as the screen's scroll, under the top chrome it draws over it.
    private func scroll(_ env: Environment) -> ScrollView {
        let safe = env.device.safeArea
        let insets = EdgeInsets(top: safe.top + barHeight, bottom: safe.bottom + dockClearance)
        let filled: any View = content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        return ScrollView(.vertical, offset: env[ScreenScrollKey.self], insets: insets, fillsViewport: true, name: "scroll",
                          header: largeTitle, content: filled, overlay: { metrics in topChrome(metrics, safeTop: safe.top) })
    }

    /// The status bar, the dock and the home indicator, over everything; without `bars`, the room of
    /// the status bar and home indicator kept empty (the system draws them, over a sheet).
    private func overChrome(bars: Bool, safe: EdgeInsets) -> any View {
        VStack(spacing: 0) {
            if bars { StatusBar(content: statusBar) } else { Spacer(minLength: 0).frame(height: safe.top) }
            Spacer()
            if case .dock(let selected, let tabs) = chrome {
                FloatingDock(tabs, selected: selected)
            }
            if bars { HomeIndicator(content: statusBar) } else { Spacer(minLength: 0).frame(height: safe.bottom) }
        }
    }

    /// The navigation bar of a pushed screen, if it has one.
    private var bar: NavigationBar? {
        guard case .navigation(let title, let style, let trailing) = chrome else { return nil }
        return NavigationBar(title, style: style, trailing: trailing)
    }

    /// The height of the bar that stays on top (the row of buttons of a large bar, whose title scrolls).
    private var barHeight: Double { bar == nil ? 0 : NavigationBar.rowHeight }

    /// A large bar's title, the top of the scrolled content.
    private var largeTitle: (any View)? {
        guard let bar, bar.style == .large else { return nil }
        return bar.largeTitle
    }

    /// What is drawn over the scroll at `metrics`: the navigation bar (on its material once content
    /// runs under it, titled inline once a large title has gone), or a fade under the status bar.
    private func topChrome(_ metrics: ScrollView.Metrics, safeTop: Double) -> any View {
        VStack(spacing: 0) {
            topBand(metrics, safeTop: safeTop)
            Spacer(minLength: 0)
        }
    }

    /// The band at the top of `topChrome`.
    private func topBand(_ metrics: ScrollView.Metrics, safeTop: Double) -> any View {
        guard let bar else {
            guard metrics.isScrolled else { return Spacer(minLength: 0) }
            return BarMaterial(.scrollEdge, tint: background).frame(height: safeTop + Space.sm)
        }
        let shown: NavigationBar = bar.style == .large ? bar.row(collapsed: metrics.isHeaderGone) : bar
        let band: any View = VStack(spacing: 0) {
            Spacer().frame(height: safeTop)
            shown
        }
        guard metrics.isScrolled else { return band }
        return band.background(BarMaterial(.material, tint: background))
    }

    /// The room the dock takes above the bottom safe area.
    private var dockClearance: Double {
        if case .dock = chrome { return FloatingDock.height + Space.xs }
        return 0
    }
}
