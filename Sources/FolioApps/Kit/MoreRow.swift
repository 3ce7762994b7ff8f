import FolioLayout

/// A summary row that links to a whole list: "+3 more spends" on a quiet tile with a chevron, a
/// tappable row (role `.row`) that a flow can tap to open the rest. Where the app simply scrolls,
/// the list shows every row instead.
struct MoreRow: View {
    /// What it says, in the app's words and the locale's plural ("+3 more spends", "+3 weitere Ausgaben").
    var label: String

    /// The most rows a list drawn from the data lays out in a scroll. A real app's list is lazy and
    /// builds only the rows on screen; a still lays out every row it holds, so a hostile snapshot of
    /// 10,000 spends took 940 MB and 3 s. Past this many the list ends in this summary row, the one
    /// a person taps to open the rest.
    static let listLimit = 200

    /// The first ``listLimit`` of `items`, and how many are left for the summary row.
    static func capped<T>(_ items: [T]) -> (shown: ArraySlice<T>, more: Int) {
        (items.prefix(listLimit), max(0, items.count - listLimit))
    }

    var body: any View {
        HStack(spacing: Space.xs) {
            Text(label, style: TextStyle.subheadline.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            Spacer(minLength: 0)
            IconView(.chevronRight, size: 15, color: .tertiaryLabel)
        }
        .padding(.horizontal, Space.md)
        .frame(maxWidth: .infinity, minHeight: 44)
        .surface(.tile, fill: .fill, role: .row, name: label)
        .tapTarget()
    }
}
