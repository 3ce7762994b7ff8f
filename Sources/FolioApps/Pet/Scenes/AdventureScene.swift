import FolioDomain
import FolioLayout
import FolioPieces

/// Biscuit's adventure as a storybook page on lilac: the country and the path to its destination,
/// Biscuit walking it with its backpack, and the route's stops as glass stops on the meadow.
struct AdventureScene: View {
    var model: AdventureModel
    /// The page's height; the meadow begins a little past half-way down.
    var height: Double

    /// The page's height on a tall phone, and the least it takes on a small one.
    static let idealHeight = 428.0, minimumHeight = 330.0

    private var horizon: Double { height * 0.575 }

    var body: any View {
        let phase = SkyPhase(time: model.snapshot.time)
        return Draw { size, env in
            AdventureLandscape.frames(in: size, horizon: horizon,
                                      palette: ScenePalette(.adventure, phase: phase, dark: env.theme.appearance == .dark),
                                      titleBand: Self.titleBand(width: size.width))
        }
        .frame(maxWidth: .infinity).frame(height: height)
        .overlay(alignment: .topLeading) { EnvironmentReader { env in env.textSize.isAccessibilitySize ? Spacer(minLength: 0) : caption } }
        .overlay(alignment: .topLeading) { walker }
        // The landscape is artwork, not mirrored right to left: its caption keeps clear of the moon
        // on its right in every language, as drawn.
        .role(.scene, name: "trail scene")
        .overlay(alignment: .bottom) {
            StepTrail(stops: model.trailStops, current: model.trailCurrent)
                .padding(EdgeInsets(top: 0, leading: Space.xs, bottom: Space.md, trailing: Space.xs))
        }
        .clipShape(.card)
        .surface(.card, fill: .pet.adventureLilac, name: "adventure scene")
        .cardShadow()
    }

    /// Room the caption leaves at the trailing edge, for the moon's disc (its centre 46 pt in,
    /// 15 pt across): enough that "Back from Mossy Hollow" stays whole on the SE.
    static let captionTrailing = 68.0

    /// The band behind the caption, kept free of stars: its two lines (title 3 over subheadline)
    /// under the top padding, as wide as the caption may run.
    static func titleBand(width: Double) -> Rect {
        let lines = TextStyle.title3.size * 1.2 + 2 + TextStyle.subheadline.size * 1.2
        return Rect(x: 0, y: 0, width: width - captionTrailing, height: Space.md + lines)
    }

    /// The trip's headline over its line, in the sky; at the accessibility text sizes the screen
    /// says them above the page instead (``PetAdventureScreen``), where they can wrap. The moon
    /// stays at the scene's right (the art is not mirrored), so right to left the room left for it
    /// is on the leading side.
    private var caption: any View {
        EnvironmentReader { env in
            let (edge, moon) = (Space.md + 2, Self.captionTrailing)
            let mirrored = env.layoutDirection == .rightToLeft
            Self.caption(model, lineLimit: 2)
                .padding(EdgeInsets(top: Space.md, leading: mirrored ? moon : edge, bottom: 0, trailing: mirrored ? edge : moon))
        }
    }

    /// The headline over its line.
    static func caption(_ model: AdventureModel, lineLimit: Int) -> any View {
        VStack(alignment: .leading, spacing: 2) {
            Text(model.headline, style: TextStyle.title3.weight(.bold)).lineLimit(lineLimit)
            // The sky is darker than a card: the line takes the label's ink, softened, to stay over 4.5:1.
            Text(model.subline, style: TextStyle.subheadline.weight(.medium), color: .label.opacity(0.8)).lineLimit(lineLimit)
        }
    }

    /// Biscuit on the path as far along as the trip has gone (smaller into the distance), leaning
    /// into its stride, a little dust behind its feet.
    private var walker: any View {
        let isAway = model.isAway
        let horizon = self.horizon
        let along = model.along
        let nearness = AdventureLandscape.point(along: along, width: 393, horizon: horizon).nearness
        let figure = Mascot(.biscuit, fill: model.fill, face: model.face, accessory: .backpack, size: (66 * nearness).rounded())
            .rotationEffect(degrees: isAway ? 7 : 0, anchor: .bottom)
            .role(.mascot, name: "Biscuit")
            .background(alignment: .bottomLeading) {
                Draw { box, env in
                    let dust = env.resolve(.pet.adventureLilac).mix(with: .white, amount: 0.6).opacity(isAway ? 0.8 : 0)
                    return [(-2.0, 0.92, 4.5), (-9.0, 0.86, 3.2), (-15.0, 0.9, 2.2)].map { dx, y, r in
                        DrawingArt.shape(SceneArt.circle(Point(x: box.width * 0.3 + dx, y: box.height * y), r), size: box, color: dust)
                    }
                }
            }
        return Pinned(point: { AdventureLandscape.point(along: along, width: $0.width, horizon: horizon).point }, anchor: (0.5, 0.93),
                      content: figure)
    }
}
