import FolioLayout
import FolioPieces

/// Biscuit's word from the trail while it is away: a small card tipped a little off square, where
/// the bubble would be, with where it was sent from over what it says and, in its corner, a stamp
/// of that place.
struct Postcard: View {
    /// The stop it was sent from ("Old Owl Oak").
    var from: String
    /// The stamp's picture: the stop's (a tree for Old Owl Oak).
    var stamp: Icon
    var text: String

    var body: any View {
        // Right to left the card is a mirror image of itself, tipped the other way.
        EnvironmentReader { env in card.rotationEffect(degrees: env.layoutDirection == .leftToRight ? -2.5 : 2.5) }
    }

    private var card: any View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .center, spacing: Space.xs) {
                Text(petStrings("From %@", .text(from)).uppercased(), style: TextStyle.caption2.weight(.semibold).tracking(0.6),
                     color: .secondaryLabel).lineLimit(2)
                Spacer(minLength: 0)
                IconView(stamp, size: 14, color: .pet.violetCheck)
                    .padding(3)
                    .background(ShapeView(.rect).stroke(.pet.violetCheck.opacity(0.55), width: 1))
            }
            Text(text, style: .subheadline).lineLimit(4)
        }
        .padding(EdgeInsets(top: 9, leading: 12, bottom: 10, trailing: 10))
        .frame(width: 204, alignment: .leading)
        // A card in the scene, as wide as the scene allows: its words grow to xLarge and no further
        // ("FROM P…" at AX3), the place name taking a second line when it must.
        .textSizeCapped(at: .xLarge)
        .surface(.control, fill: .card, name: "Biscuit's postcard")
        .tapTarget()
        .shadow(radius: 6, y: 2)
    }
}
