import FolioLayout

/// The large two-weight title that opens a screen: a bold word and a regular one on one line
/// ("**Today** Nov 27"), an optional subtitle below, and round buttons at the trailing edge. When the
/// two weights do not fit side by side (a long title, a long locale) the detail goes under the
/// title, each whole, at every text size. At the accessibility text sizes the buttons take a row of
/// their own above the title, and the two weights always stack.
public struct ScreenHeader: View {
    /// The bold part of the title ("Today").
    public var title: String
    /// The regular part after it ("Nov 27"), in the secondary colour.
    public var detail: String?
    /// A line under the title ("2 of 5 goals done").
    public var subtitle: String?
    /// The round buttons at the trailing edge, in order.
    public var buttons: [RoundButton]

    /// A header reading `title` in bold then `detail` in regular weight, over `subtitle`.
    public init(_ title: String, detail: String? = nil, subtitle: String? = nil, buttons: [RoundButton] = []) {
        self.title = title
        self.detail = detail
        self.subtitle = subtitle
        self.buttons = buttons
    }

    public var body: any View {
        EnvironmentReader { env in
            if env.textSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: Space.xs) {
                    if !buttons.isEmpty {
                        HStack(spacing: Space.xs, children: buttons).fixedSize().frame(maxWidth: .infinity, alignment: .trailing)
                    }
                    titles(stacked: true)
                }
                .role(.header, name: name)
            } else {
                HStack(alignment: .center, spacing: Space.sm) {
                    titles(stacked: false)
                    if !buttons.isEmpty {
                        HStack(spacing: Space.xs, children: buttons).fixedSize()
                    }
                }
                .role(.header, name: name)
            }
        }
    }

    private var name: String { [title, detail].compactMap { $0 }.joined(separator: " ") }

    /// The two weights side by side while they fit (stacked at the accessibility sizes), the subtitle
    /// under them.
    private func titles(stacked: Bool) -> any View {
        let weights: [any View] = [Text(title, style: .largeTitle).whole()]
            + (detail.map { [Text($0, style: TextStyle.largeTitle.weight(.regular), color: .secondaryLabel).whole()] } ?? [])
        return VStack(alignment: .leading, spacing: Space.xxs) {
            if stacked {
                VStack(alignment: .leading, spacing: 0, children: weights)
            } else {
                FlowLayout(spacing: Space.xs, lineSpacing: 0, children: weights)
            }
            if let subtitle {
                Text(subtitle, style: .subheadline, color: .secondaryLabel).lineLimit(stacked ? nil : 2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
