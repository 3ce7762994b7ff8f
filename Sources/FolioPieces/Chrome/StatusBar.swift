import FolioLayout

/// The status bar in the top safe area: the time in semibold at the leading side, and the cellular
/// signal, Wi-Fi and battery glyphs at the trailing side, either side of the camera's island. As tall
/// as the device's top safe area (59 pt on the default iPhone); frame-free, it draws no background.
public struct StatusBar: View {
    /// The colour of the time and glyphs.
    public enum Content: Sendable {
        /// The theme's label colour: dark on light screens, light on dark ones.
        case automatic
        /// White, over a dark scene or photo.
        case light
        /// Black, over a pale scene in dark mode.
        case dark
    }

    public var time: String
    public var content: Content
    /// The battery's charge, 0…1.
    public var battery: Double

    /// A status bar reading `time`.
    public init(time: String = "9:41", content: Content = .automatic, battery: Double = 1) {
        self.time = time
        self.content = content
        self.battery = battery
    }

    /// The ink of the content style.
    var ink: ThemeColor {
        switch content {
        case .automatic: .label
        case .light: ThemeColor(Color.white)
        case .dark: ThemeColor(Color.black)
        }
    }

    /// The width kept clear for the camera's island on devices with a tall status bar.
    static let islandWidth = 126.0

    public var body: any View {
        EnvironmentReader { env in
            let top = env.device.safeArea.top
            let tall = top >= 44
            HStack(spacing: 0) {
                Text(time, style: TextStyle.headline.size(tall ? 17 : 15).tabular(), color: ink)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
                Spacer().frame(width: tall ? Self.islandWidth : Space.md)
                StatusGlyphs(ink: ink, battery: battery)
                    .frame(maxWidth: .infinity)
            }
            .padding(.top, tall ? 19 : 0)
            .frame(maxWidth: .infinity, minHeight: top, maxHeight: top, alignment: tall ? .top : .center)
            .role(.chrome, name: "status bar")
            // The status bar keeps its size whatever the reader's text size, as iOS's does.
            .textSizeCapped(at: .large)
        }
    }
}
