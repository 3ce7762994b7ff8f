import FolioLayout
import FolioPieces

/// The inside of Self-Care Pet's sheets: a header (an optional figure, a title over a line, a close
/// button), the form's parts one under another, and its Commit Button resting at the foot.
struct SheetForm: View {
    var title: String
    var subtitle: String
    /// Shown before the title (Biscuit on the check-in).
    var figure: (any View)?
    var commit: CommitButton
    var parts: [any View]

    init(_ title: String, subtitle: String, figure: (any View)? = nil, commit: CommitButton, @ViewBuilder parts: () -> [any View]) {
        self.title = title
        self.subtitle = subtitle
        self.figure = figure
        self.commit = commit
        self.parts = parts()
    }

    /// A titled part of a form: a small caption over its control.
    static func section(_ title: String, @ViewBuilder _ content: () -> any View) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            Text(title, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1).padding(.horizontal, Space.xxs)
            content()
        }
    }

    /// A sheet's header: its figure, title and subtitle, and the round close button.
    static func header(_ title: String, subtitle: String, figure: (any View)? = nil) -> any View {
        HStack(alignment: .top, spacing: Space.sm) {
            if let figure { figure }
            VStack(alignment: .leading, spacing: 2) {
                Text(title, style: .title2).whole()
                Text(subtitle, style: .subheadline, color: .secondaryLabel).lineLimit(2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            RoundButton(.close, name: "Close", style: .quiet)
        }
    }

    var body: any View {
        VStack(alignment: .leading, spacing: 18) {
            Self.header(title, subtitle: subtitle, figure: figure)
            for part in parts { part }
            Spacer(minLength: 0)
            commit.padding(.bottom, Space.xs)
        }
        .padding(EdgeInsets(top: Space.xs, leading: PetStyle.margin, bottom: 0, trailing: PetStyle.margin))
    }
}
