import FolioLayout

/// The semantic colours of the theme and the app's own named colours, as labelled swatches.
struct SpecimenColors: View {
    var app: AppTheme

    static let semantic: [SemanticColor] = [
        .background, .groupedBackground, .card, .raised, .label, .secondaryLabel, .separator,
        .accent, .fill, .destructive, .success, .warning,
    ]

    var body: any View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: Space.sm) {
                SwatchGrid(swatches: SpecimenColors.semantic.map { ($0.rawValue, ThemeColor($0)) }, theme: env.theme)
                if !app.namedColors.isEmpty {
                    SwatchGrid(swatches: app.namedColors.map { ($0.name, $0.color) }, theme: env.theme)
                }
            }
        }
    }
}

/// Swatches three to a row: a tile of the colour, its name and its hex value.
struct SwatchGrid: View {
    var swatches: [(name: String, color: ThemeColor)]
    var theme: Theme

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            for row in stride(from: 0, to: swatches.count, by: 3).map({ Array(swatches[$0..<min($0 + 3, swatches.count)]) }) {
                HStack(alignment: .top, spacing: Space.sm) {
                    for swatch in row {
                        VStack(alignment: .leading, spacing: Space.xxs) {
                            ShapeView(.tile).fill(swatch.color).stroke(.separator, width: 0.5)
                                .frame(height: 44)
                            Text(swatch.name, style: TextStyle.caption.weight(.medium)).lineLimit(1)
                            Text(theme.resolve(swatch.color).hex, style: TextStyle.caption2.tabular(), color: .secondaryLabel)
                                .lineLimit(1)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    for _ in row.count..<3 {
                        Spacer().frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }
}
