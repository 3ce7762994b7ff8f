import FolioLayout
import FolioPieces

/// The inside of Self-Care Pet's sheets: a header (an optional figure, a title over a line, a close
/// button), the form's parts one under another, and its Commit Button pinned at the foot, just above
/// the home indicator, as iOS pins a sheet's primary action: on a short phone, or at a large text
/// size, the form scrolls on under the button's bar instead of pushing it below the fold.
struct SheetForm: View {
    var title: String
    var subtitle: String
    /// Shown before the title (Biscuit on the check-in).
    var figure: (any View)?
    /// The height of the sheet the form fills (its detent), from the bottom of the screen.
    var sheetHeight: Double
    var commit: CommitButton
    var parts: [any View]

    init(_ title: String, subtitle: String, figure: (any View)? = nil, sheetHeight: Double, commit: CommitButton,
         @ViewBuilder parts: () -> [any View]) {
        self.title = title
        self.subtitle = subtitle
        self.figure = figure
        self.sheetHeight = sheetHeight
        self.commit = commit
        self.parts = parts()
    }

    /// What the sheet draws above its content: the grabber (5 pt with 4 pt above and below) and the
    /// hairline under the sheet's top edge.
    static let grabberBlock = 14.0

    /// The height the sheet's content is shown in on `device`: the sheet, less its grabber and the
    /// home indicator's safe area, which the sheet keeps its content clear of.
    static func viewport(sheetHeight: Double, on device: Device) -> Double {
        let top = Sheet.Detent.height(sheetHeight).top(screenHeight: device.size.height, safeTop: device.safeArea.top)
        return device.size.height - top - grabberBlock - device.safeArea.bottom
    }

    /// A titled part of a form: a small caption over its control.
    static func section(_ title: String, @ViewBuilder _ content: () -> any View) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            Text(title, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(2).padding(.horizontal, Space.xxs)
            content()
        }
    }

    /// A sheet's header: its figure, title and subtitle, and the round close button.
    static func header(_ title: String, subtitle: String, figure: (any View)? = nil) -> any View {
        HStack(alignment: .top, spacing: Space.sm) {
            if let figure { figure }
            VStack(alignment: .leading, spacing: 2) {
                Text(title, style: .title2).whole()
                Text(subtitle, style: .subheadline, color: .secondaryLabel).lineLimit(4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            RoundButton(.close, name: "Close", style: .quiet)
        }
    }

    var body: any View {
        let form = VStack(alignment: .leading, spacing: 18) {
            Self.header(title, subtitle: subtitle, figure: figure)
            for part in parts { part }
        }
        .padding(EdgeInsets(top: Space.xs, leading: PetStyle.margin, bottom: Space.md, trailing: PetStyle.margin))
        let commit = self.commit
        let sheetHeight = self.sheetHeight
        return EnvironmentReader { env in
            ScrollView(.vertical, insets: EdgeInsets(bottom: Self.footerHeight(env)), fillsViewport: true, name: "form scroll",
                       content: form, overlay: { Self.footer(commit, over: $0) })
                .frame(height: Self.viewport(sheetHeight: sheetHeight, on: env.device))
        }
    }

    /// The pinned button's bar, over the foot of the form's viewport: the button on the sheet's colour,
    /// with a hairline along its top while more of the form runs on under it (as a toolbar shows its
    /// edge once content scrolls beneath).
    private static func footer(_ commit: CommitButton, over metrics: ScrollView.Metrics) -> any View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            VStack(spacing: 0) {
                ShapeView(.rect).fill(metrics.remaining > 0 ? .separator : .clear).frame(height: 0.5)
                commit.padding(EdgeInsets(top: Space.xs, leading: PetStyle.margin, bottom: Space.xs, trailing: PetStyle.margin))
            }
            .background(ShapeView(.rect).fill(.card))
            .role(.chrome, name: "form footer")
        }
    }

    /// The bar's height: the button (its headline label between 16 pt above and below) with its margins.
    static func footerHeight(_ env: Environment) -> Double {
        env.scaled(TextStyle.headline.size * 1.3, like: .headline) + 2 * Space.md + 2 * Space.xs + 0.5
    }
}
