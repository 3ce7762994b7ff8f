import FolioApps
import FolioLayout

/// One app theme's specimen page: its type scale (and which styles are Inter Display), colours,
/// spacing, shapes, icons, effects and motion curves, so a change
/// to a token is seen in one place before it is seen on every screen.
struct SpecimenSheet: View {
    var app: AppTheme

    init(app: AppTheme) {
        self.app = app
    }

    var body: any View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: Space.xxl) {
                SpecimenHeader(app: app.id, theme: env.theme)
                SpecimenSection(title: "Type") { SpecimenType() }
                SpecimenSection(title: "Colour") { SpecimenColors(app: app) }
                SpecimenSection(title: "Spacing") { SpecimenSpacing() }
                SpecimenSection(title: "Shape") { SpecimenShapes() }
                SpecimenSection(title: "Icons") { SpecimenIcons() }
                SpecimenSection(title: "Depth") { SpecimenEffects() }
                SpecimenSection(title: "Motion") { SpecimenMotion() }
            }
            .padding(horizontal: Space.lg, vertical: Space.xl)
            .frame(width: 393, alignment: .topLeading)
            .background(Fill(.groupedBackground))
        }
    }
}

/// The two-weight title of a specimen page and the line of tokens under it.
struct SpecimenHeader: View {
    var app: AppID
    var theme: Theme

    var body: any View {
        VStack(alignment: .leading, spacing: Space.xxs) {
            Text(AppCatalog.name(of: app), style: .largeTitle).lineLimit(2)
            Text("Type & tokens · \(theme.appearance.rawValue) · cards \(Int(theme.radius(.card))) · tiles \(Int(theme.radius(.tile)))",
                 style: .subheadline, color: ThemeColor(Ink.readable(theme.color(.secondaryLabel), on: theme.color(.groupedBackground))))
        }
        .role(.header)
    }
}

/// A titled group of samples on a specimen page.
struct SpecimenSection: View {
    var title: String
    var content: any View

    init(title: String, @ViewBuilder content: () -> any View) {
        self.title = title
        self.content = content()
    }

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            Text(title, style: .title3)
            content
        }
    }
}
