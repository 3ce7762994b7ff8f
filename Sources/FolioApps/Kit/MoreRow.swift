import FolioLayout

/// The row that stands for what did not fit: "+3 more goals" on a quiet tile, leading to the rest.
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
        .surface(.tile, fill: .fill, name: label)
        .tapTarget()
    }
}
