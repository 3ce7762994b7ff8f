import FolioLayout

/// Every semantic icon with its whole name, grouped by meaning (`IconGroup.all`), four to a row.
struct SpecimenIcons: View {
    static let columns = 4

    var body: any View {
        VStack(alignment: .leading, spacing: Space.lg) {
            for group in IconGroup.all {
                VStack(alignment: .leading, spacing: Space.sm) {
                    Text(group.title, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel)
                    for start in stride(from: 0, to: group.icons.count, by: Self.columns) {
                        row(Array(group.icons[start..<min(start + Self.columns, group.icons.count)]))
                    }
                }
            }
        }
        .card(name: "icons")
    }

    /// One row of icons, each over its name (wrapped onto a second line rather than cut), padded to
    /// the full count of columns so every column has the same width.
    private func row(_ icons: [Icon]) -> any View {
        HStack(alignment: .top, spacing: Space.xxs) {
            for icon in icons {
                VStack(alignment: .center, spacing: Space.xxs) {
                    IconView(icon, size: 24, color: .label)
                    Text(icon.rawValue, style: .caption2, color: .secondaryLabel).multilineTextAlignment(.center).lineLimit(2)
                }
                .frame(maxWidth: .infinity)
            }
            for _ in icons.count..<Self.columns {
                Spacer().frame(maxWidth: .infinity)
            }
        }
    }
}
