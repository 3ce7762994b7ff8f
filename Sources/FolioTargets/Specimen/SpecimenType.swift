import FolioLayout

/// The iOS text styles, each set in itself with its size, weight and face: Inter Display (the
/// display cut, tighter, for 20 pt and up: the titles) or Inter (the text cut, below).
struct SpecimenType: View {
    static let styles: [(String, TextStyle)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
    ]

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            for (name, style) in SpecimenType.styles {
                HStack(alignment: .center, spacing: Space.sm) {
                    Text(name, style: style).lineLimit(1)
                    Spacer()
                    Text("\(Int(style.size)) \(style.weight.name) · \(style.resolvedFamily)", style: TextStyle.caption.tabular(),
                         color: .secondaryLabel)
                        .fixedSize()
                }
            }
            Text("Inter Display from 20 pt: " + SpecimenType.styles.filter { $0.1.resolvedFamily == "Inter Display" }.map(\.0).joined(separator: ", ")
                 + ". Inter below.", style: .footnote, color: .secondaryLabel)
            Divider()
            HStack(alignment: .center, spacing: Space.md) {
                Text("0123456789", style: TextStyle.title3.tabular())
                Text("tabular", style: .caption, color: .secondaryLabel)
            }
            Text("مرحبا · こんにちは · 你好 · Ελληνικά · Кириллица", style: .body).lineLimit(1)
        }
        .card(name: "type")
    }
}
