import FolioLayout

/// The large two-weight title that opens a screen: a bold word and a regular one on one line
/// ("**Today** Nov 27"), an optional subtitle below, and round buttons at the trailing edge.
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
        HStack(alignment: .center, spacing: Space.sm) {
            VStack(alignment: .leading, spacing: Space.xxs) {
                HStack(alignment: .center, spacing: Space.xs) {
                    Text(title, style: .largeTitle).lineLimit(1).layoutPriority(1)
                    if let detail {
                        Text(detail, style: TextStyle.largeTitle.weight(.regular), color: .secondaryLabel).lineLimit(1)
                    }
                }
                if let subtitle {
                    Text(subtitle, style: .subheadline, color: .secondaryLabel).lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if !buttons.isEmpty {
                HStack(spacing: Space.xs, children: buttons).fixedSize()
            }
        }
        .role(.header, name: [title, detail].compactMap { $0 }.joined(separator: " "))
    }
}
