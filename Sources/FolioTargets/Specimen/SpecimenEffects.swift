import FolioLayout

/// Depth: a card's soft shadow, a glowing number and glass over a colourful backdrop.
struct SpecimenEffects: View {
    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            HStack(alignment: .center, spacing: Space.sm) {
                Text("30", style: TextStyle(size: 64, weight: .heavy).tabular(), color: .accent)
                    .glow(.accent, radius: 18)
                    .frame(maxWidth: .infinity, minHeight: 110)
                    .card(name: "glow")
                VStack(alignment: .leading, spacing: Space.xxs) {
                    Text("Shadow", style: .headline)
                    Text("soft, light mode only", style: .footnote, color: .secondaryLabel)
                }
                .frame(maxWidth: .infinity, minHeight: 110, alignment: .topLeading)
                .card(name: "shadow")
            }
            ZStack(alignment: .center) {
                GlassBackdrop()
                HStack(alignment: .center, spacing: Space.md) {
                    IconView(.house, size: 20, color: .accentForeground)
                        .frame(width: 34, height: 34)
                        .background(ShapeView(.circle).fill(.accent))
                    IconView(.heart, size: 22, color: .label)
                    IconView(.chart, size: 22, color: .label)
                }
                .padding(horizontal: Space.xl, vertical: Space.sm)
                .frame(minHeight: 56)
                .glass(.pill)
            }
            .frame(height: 120)
            .clipShape(.card)
            .role(.card, name: "glass")
        }
    }
}

/// Soft overlapping discs of the app's own colours (the theme's accents when it has none), so the
/// glass blur has something to show.
struct GlassBackdrop: View {
    var body: any View {
        Draw { size, env in
            let named = env.theme.look.namedColors.map(\.color)
            let colors: [ThemeColor] = named.count >= 3 ? Array(named.prefix(4)) : [.accent, .success, .warning]
            var frames = [Frame(size: size, role: .background, item: .shape(ShapeItem(.rect, fill: .solid(env.resolve(.card)))))]
            let r = size.height * 0.62
            for (i, color) in colors.enumerated() {
                let x = size.width * (0.14 + 0.26 * Double(i)), y = size.height * (i.isMultiple(of: 2) ? 0.3 : 0.72)
                let disc = Path.circle(center: Point(x: x, y: y), radius: r)
                let paint = Paint.radial(RadialGradient(center: Point(x: x - r * 0.3, y: y - r * 0.3), radius: r * 1.3,
                                                        stops: [GradientStop(0, env.resolve(color).mix(with: .white, amount: 0.25)),
                                                                GradientStop(1, env.resolve(color))]))
                frames.append(Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(disc), fill: paint))))
            }
            return frames
        }
    }
}
