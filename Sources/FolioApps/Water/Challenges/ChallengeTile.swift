import FolioDomain
import FolioLayout
import FolioPieces

/// A challenge on a tile: its badge, name and what it asks, and a footer that says what tapping
/// does (join), how far along it is (the steps done of the target, what is left, and a bar), or when it
/// finished. The whole tile is the tap target.
struct ChallengeTile: View {
    var challenge: Challenge
    var progress: ChallengeProgress

    /// The tiles' height, so a page's grid stays even.
    static let height = 142.0

    var body: any View {
        EnvironmentReader { env in tile(grows: env.textSize.isAccessibilitySize) }
    }

    /// The tile, at its fixed height beside another, or (`grows`, alone on its row at the
    /// accessibility sizes) as tall as its words need.
    private func tile(grows: Bool) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            ChallengeBadge(challenge: challenge)
            VStack(alignment: .leading, spacing: 2) {
                Text(challenge.title, style: .headline).lineLimit(grows ? 3 : 1)
                Text(challenge.detail, style: .footnote, color: .secondaryLabel).lineLimit(grows ? 5 : 2)
            }
            Spacer(minLength: 0)
            footer
        }
        // Beside another, the tile is exactly its height and its footer sits on its bottom edge, so
        // the footers of a row line up.
        .frame(maxWidth: .infinity, minHeight: Self.height, alignment: .topLeading)
        .frame(height: grows ? nil : Self.height)
        .tile(name: challenge.title)
        .cardShadow()
        .tapTarget()
    }

    private var footer: any View {
        switch progress.state {
        case .available:
            return HStack(spacing: Space.xxs) {
                IconView(.plus, size: 13, color: .accent)
                Text(waterStrings("Join"), style: TextStyle.footnote.weight(.semibold), color: .accent).lineLimit(1)
            }
            .padding(horizontal: Space.sm, vertical: 5)
            .background(ShapeView(.pill).fill(.accent.opacity(0.1)))
            .role(.badge, name: "Join")
        case .joined:
            return VStack(alignment: .leading, spacing: Space.xxs) {
                HStack(spacing: Space.xxs) {
                    Text(progress.text, style: TextStyle.caption.weight(.semibold).tabular(), color: .secondaryLabel).lineLimit(1)
                    Spacer(minLength: Space.xxs)
                    Text(progress.left, style: TextStyle.caption.tabular(), color: .secondaryLabel).lineLimit(1)
                }
                ProgressBar(fraction: progress.fraction, tint: challenge.tintDrink.color)
            }
        case .finished:
            return HStack(spacing: Space.xxs) {
                IconView(.trophy, size: 13, color: .water.flame)
                Text(progress.text, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            }
        }
    }
}

/// A thin capsule bar filled to `fraction` in `tint` over a quiet track.
struct ProgressBar: View {
    var fraction: Double
    var tint: ThemeColor

    var body: any View {
        Draw(idealSize: Size(width: 100, height: 6)) { size, env in
            let track = Frame(size: size, role: .track, item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(.fill)))))
            let share = min(1, max(0, fraction))
            guard share > 0 else { return [track] }
            let width = max(size.height, size.width * share)
            let bar = Frame(size: Size(width: width, height: size.height), role: .indicator, name: "progress",
                            item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(tint)))))
            return [track, bar]
        }
        .frame(height: 6)
    }
}
