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
                    IconView(.house, size: 22, color: .accent)
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

/// Bold diagonal stripes of the theme's colours, so the glass blur has something to show.
struct GlassBackdrop: View {
    var body: any View {
        Draw { size, env in
            let colors: [ThemeColor] = [.accent, .warning, .success, .destructive, .accent]
            let step = size.width / Double(colors.count - 1)
            var frames = [Frame(size: size, role: .background, item: .shape(ShapeItem(.rect, fill: .solid(env.resolve(.card)))))]
            for (i, color) in colors.enumerated() {
                var p = Path()
                let x = Double(i) * step - size.height / 2
                p.move(to: Point(x: x, y: 0))
                p.line(to: Point(x: x + step * 0.55, y: 0))
                p.line(to: Point(x: x + step * 0.55 + size.height, y: size.height))
                p.line(to: Point(x: x + size.height, y: size.height))
                p.close()
                frames.append(Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(p), fill: .solid(env.resolve(color))))))
            }
            return frames
        }
    }
}
