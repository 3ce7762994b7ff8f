import FolioLayout

/// The shape lock: a card, a tile, a pill and a round button in the theme's radii, and a large
/// continuous corner drawn over a circular one to show the difference.
struct SpecimenShapes: View {
    var body: any View {
        EnvironmentReader { env in
            VStack(alignment: .leading, spacing: Space.sm) {
                HStack(alignment: .top, spacing: Space.sm) {
                    VStack(alignment: .leading, spacing: Space.xxs) {
                        Text("Card", style: .headline)
                        Text("radius \(Int(env.theme.radius(.card)))", style: .footnote, color: .secondaryLabel)
                    }
                    .frame(maxWidth: .infinity, minHeight: 96, alignment: .topLeading)
                    .card(name: "card sample")
                    VStack(alignment: .leading, spacing: Space.xxs) {
                        Text("Tile", style: .headline)
                        Text("radius \(Int(env.theme.radius(.tile)))", style: .footnote, color: .secondaryLabel)
                    }
                    .frame(maxWidth: .infinity, minHeight: 96, alignment: .topLeading)
                    .tile(name: "tile sample", fill: .raised, padding: Space.md)
                }
                HStack(alignment: .center, spacing: Space.sm) {
                    Text("Primary", style: .headline, color: .accentForeground)
                        .padding(horizontal: Space.lg, vertical: Space.sm)
                        .frame(minHeight: 50)
                        .surface(.pill, fill: .accent, name: "primary pill")
                        .tapTarget()
                    Text("Secondary", style: .headline, color: .accent)
                        .padding(horizontal: Space.lg, vertical: Space.sm)
                        .frame(minHeight: 50)
                        .surface(.pill, fill: .fill, name: "secondary pill")
                        .tapTarget()
                    Spacer()
                    IconView(.plus, size: 22, color: .accentForeground)
                        .frame(width: 50, height: 50)
                        .surface(.circle, fill: .accent, role: .button, name: "round button")
                        .tapTarget()
                }
                CornerComparison().frame(height: 150).card(name: "corner comparison")
            }
        }
    }
}

/// One quarter of a big rounded rectangle drawn twice: the continuous corner (accent) over the
/// circular arc of the same radius (dashed), with a caption.
struct CornerComparison: View {
    var body: any View {
        ZStack(alignment: .bottomTrailing) {
            Draw { size, env in
                let radius = min(size.height, size.width) * 0.9
                let box = Rect(x: 8, y: 8, width: size.width * 2, height: size.height * 2)
                let accent = env.resolve(.accent), quiet = env.resolve(.secondaryLabel)
                let circular = ShapeItem(.path(Path.roundedRect(box, radius: radius, style: .circular)),
                                         stroke: Stroke(quiet, width: 1.5, dash: [4, 4], cap: .round))
                let continuous = ShapeItem(.path(Path.roundedRect(box, radius: radius, style: .continuous)),
                                           stroke: Stroke(accent, width: 3, cap: .round))
                return [
                    Frame(size: size, role: .shape, name: "circular corner", item: .shape(circular)),
                    Frame(size: size, role: .shape, name: "continuous corner", item: .shape(continuous)),
                ]
            }
            .clipShape(.rect)
            VStack(alignment: .trailing, spacing: Space.xxs) {
                Text("continuous", style: .headline, color: .accent)
                Text("circular, same radius", style: .footnote, color: .secondaryLabel)
            }
        }
    }
}
