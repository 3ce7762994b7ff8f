import FolioLayout

/// A piece's gallery page: its title and summary over each sample with its label, on the grouped
/// background, one column as wide as a phone. A sample narrower than the column stands centred in
/// it under its label; a full-bleed sample spans the sheet edge to edge.
public struct PieceSheet: View {
    public var entry: PieceEntry
    public var width: Double

    public init(_ entry: PieceEntry, width: Double = 393) {
        self.entry = entry
        self.width = width
    }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.lg) {
            VStack(alignment: .leading, spacing: Space.xxs) {
                Text(entry.title, style: .title2)
                Text(entry.summary, style: .subheadline, color: .secondaryLabel)
            }
            for sample in entry.samples() {
                VStack(alignment: .leading, spacing: Space.xs) {
                    Text(sample.label.uppercased(), style: TextStyle.caption.weight(.semibold).tracking(0.6),
                         color: .secondaryLabel)
                    if sample.isFullBleed {
                        sample.view.padding(.horizontal, -Space.lg)
                    } else {
                        sample.view.frame(maxWidth: .infinity)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(horizontal: Space.lg, vertical: Space.xl)
        .frame(width: width, alignment: .topLeading)
        .background(Fill(.groupedBackground))
    }
}
