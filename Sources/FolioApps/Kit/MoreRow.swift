import FolioLayout

/// A summary row that links to a whole list: "+3 more goals" on a quiet tile with a chevron, a
/// tappable row (role `.row`) that a flow can tap to open the rest. Where the app simply scrolls,
/// the list shows every row instead.
struct MoreRow: View {
    var count: Int
    /// What is counted, singular ("goal").
    var noun: String

    private var label: String { "+" + Format.count(count, "more \(noun)") }

    var body: any View {
        HStack(spacing: Space.xs) {
            Text(label, style: TextStyle.subheadline.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            Spacer(minLength: 0)
            IconView(.chevronRight, size: 15, color: .tertiaryLabel)
        }
        .padding(.horizontal, Space.md)
        .frame(maxWidth: .infinity, minHeight: 44)
        .surface(.tile, fill: .fill, role: .row, name: label)
        .tapTarget()
    }
}
