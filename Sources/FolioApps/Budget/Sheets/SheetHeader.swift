import FolioLayout
import FolioPieces

/// The top of a Budget Envelopes sheet: its title, an optional line under it, and its own round
/// close button at the trailing edge.
struct SheetHeader: View {
    var title: String
    var subtitle: String?

    var body: any View {
        HStack(alignment: .center, spacing: Space.sm) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title, style: .title2).whole()
                if let subtitle {
                    Text(subtitle, style: .subheadline, color: .secondaryLabel).lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            RoundButton(.close, name: budgetStrings("Close"), style: .quiet)
        }
        .role(.header, name: title)
    }
}
