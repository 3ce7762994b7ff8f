import FolioLayout

/// The home indicator in the bottom safe area: a 134 × 5 capsule, 8 pt above the bottom edge, in the
/// label colour (or white or black over scenes). Nothing on devices without one.
public struct HomeIndicator: View {
    public var content: StatusBar.Content

    /// A home indicator coloured like a status bar of `content`.
    public init(content: StatusBar.Content = .automatic) {
        self.content = content
    }

    /// The capsule's size and its distance from the bottom edge, in points.
    public static let size = Size(width: 134, height: 5)
    public static let bottomGap = 8.0

    public var body: any View {
        EnvironmentReader { env in
            let inset = env.device.safeArea.bottom
            if inset > 0 {
                ShapeView(.pill).fill(StatusBar(content: content).ink)
                    .frame(width: Self.size.width, height: Self.size.height)
                    .role(.chrome, name: "home indicator")
                    .padding(.bottom, Self.bottomGap)
                    .frame(maxWidth: .infinity, minHeight: inset, maxHeight: inset, alignment: .bottom)
            }
        }
    }
}
