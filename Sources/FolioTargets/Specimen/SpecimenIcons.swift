import FolioLayout

/// Every semantic icon with its name, six to a row.
struct SpecimenIcons: View {
    var body: any View {
        let icons = Icon.allCases
        VStack(alignment: .leading, spacing: Space.md) {
            for start in stride(from: 0, to: icons.count, by: 6) {
                HStack(alignment: .top, spacing: Space.xxs) {
                    for icon in icons[start..<min(start + 6, icons.count)] {
                        VStack(alignment: .center, spacing: Space.xxs) {
                            IconView(icon, size: 24, color: .label)
                            Text(icon.rawValue, style: .caption2, color: .secondaryLabel).lineLimit(1)
                        }
                        .frame(maxWidth: .infinity)
                    }
                    for _ in min(start + 6, icons.count)..<(start + 6) {
                        Spacer().frame(maxWidth: .infinity)
                    }
                }
            }
        }
        .card(name: "icons")
    }
}
