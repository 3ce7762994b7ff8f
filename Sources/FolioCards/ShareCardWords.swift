import FolioApps
import FolioLayout

/// The app's mark and name, the headline and the detail beside the card: left-aligned and centred in their box on a wide image,
/// centred above the card on a tall one. Long words wrap, then shrink to fit; they never spill.
struct ShareCardWords: View {
    var face: ShareCardFace
    var entry: ShareCardEntry
    var arrangement: ShareCardLayout.Arrangement

    var body: any View {
        let alignment: TextAlignment = arrangement == .wide ? .leading : .center
        let headline = TextStyle(size: arrangement == .wide ? 40 : 34, weight: .heavy, letterSpacing: -0.6, lineHeight: 0.95)
        let style = entry.style
        return VStack(alignment: arrangement == .wide ? .leading : .center, spacing: Space.xs) {
            HStack(spacing: 6) {
                IconView(style.icon, size: 17, color: .accent)
                Text(entry.snapshotType.title, style: .headline, color: style.secondaryInk).lineLimit(1)
            }
            .padding(.bottom, 2)
            Text(face.headline, style: headline, color: style.ink).lineLimit(3).multilineTextAlignment(alignment)
            Text(face.detail, style: TextStyle.title3.weight(.medium), color: style.secondaryInk).lineLimit(2)
                .multilineTextAlignment(alignment)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: arrangement == .wide ? .leading : .bottom)
    }
}
