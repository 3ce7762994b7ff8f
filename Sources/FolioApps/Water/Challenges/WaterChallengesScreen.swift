import FolioDomain
import FolioLayout
import FolioPieces

/// Challenges (pushed): the joined challenges as mascots filling with their progress (computed
/// from the drink log) and their week, a tick for each day that counted, over swipeable pages of
/// tiles — Available (tap one to join), Joined, and Finished, which is honestly empty until
/// something is finished. The screen has the background every pushed Water screen
/// has, the tiles their soft shadow: while the pages slide they are cut only at the screen's edge.
public struct WaterChallengesScreen: View {
    /// The person's water, as the screen draws it.
    public var snapshot: WaterSnapshot
    /// Where the pages are: 0 Available, 1 Joined, 2 Finished (fractions mid-swipe).
    public var position: Double
    /// The challenge tile under the finger, if any.
    public var pressed: String?

    /// The challenges of `snapshot` with the pages at `position`.
    public init(_ snapshot: WaterSnapshot, position: Double = 0, pressed: String? = nil) {
        self.snapshot = snapshot
        self.position = position
        self.pressed = pressed
    }

    /// The pages, in order.
    static let pages: [ChallengeState] = [.available, .joined, .finished]

    /// A page's title on its tab: "Available", "Verfügbar", "متاحة".
    static func title(_ page: ChallengeState) -> String {
        switch page {
        case .available: waterStrings("Available")
        case .joined: waterStrings("Joined")
        case .finished: waterStrings("Finished")
        }
    }
    /// The most mascots that share the row's width; more run off its trailing edge as a rail.
    static let mascotsAcross = 3
    /// A mascot column's width in the rail.
    static let mascotColumn = 104.0

    public var body: any View {
        Screen(background: .background, chrome: .navigation(title: waterStrings("Challenges"))) {
            VStack(alignment: .leading, spacing: Space.sm) {
                mascots.padding(.horizontal, Space.lg)
                // The joined challenges' week under their mascots; the pages, as tall as their
                // tallest, end the scroll.
                ChallengeWeek(snapshot: snapshot).padding(.horizontal, Space.lg)
                TrackingTabs(Self.pages.map(Self.title), position: position, background: .background) {
                    for page in Self.pages { self.page(page, snapshot.challenges(in: page)) }
                }
                .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: 0, trailing: Space.lg))
            }
            .padding(EdgeInsets(top: Space.xs, leading: 0, bottom: Space.lg, trailing: 0))
        }
    }

    /// The joined challenges' mascots, filling with their progress: side by side, or as a rail that
    /// runs off the trailing edge when there are more than ``mascotsAcross``.
    private var mascots: any View {
        let joined = snapshot.challenges(in: .joined)
        guard !joined.isEmpty else {
            return HStack(alignment: .top, spacing: Space.xs) {
                Mascot(.llama, fill: 0, face: .calm, size: 84)
                Text(waterStrings("Join a challenge and I'll fill up as you go."), style: .subheadline, color: .secondaryLabel)
                    .lineLimit(5)
                    .frame(maxWidth: .infinity, minHeight: 84, alignment: .leading)
            }
            .role(.group, name: "mascots")
        }
        let columns = joined.map { challenge in
            let progress = snapshot.progress(of: challenge)
            return VStack(spacing: 2) {
                Mascot(.llama, fill: progress.fraction, face: progress.face, size: 84, tint: challenge.tintDrink.color,
                       wave: progress.fraction)
                    .role(.mascot, name: challenge.title)
                Text(challenge.title, style: TextStyle.footnote.weight(.semibold)).lineLimit(3).multilineTextAlignment(.center)
                Text(progress.text, style: TextStyle.caption.tabular(), color: .secondaryLabel).lineLimit(2).multilineTextAlignment(.center)
            }
        }
        if joined.count > Self.mascotsAcross {
            return RunOff(content: HStack(alignment: .top, spacing: Space.xs) {
                for column in columns { column.frame(width: Self.mascotColumn) }
            }).role(.group, name: "mascots")
        }
        return HStack(alignment: .top, spacing: Space.xs) {
            for column in columns { column.frame(maxWidth: .infinity) }
        }
        .frame(maxWidth: .infinity)
        .role(.group, name: "mascots")
    }

    /// A page of tiles two to a row (one at the accessibility text sizes), every one of them.
    private func page(_ page: ChallengeState, _ challenges: [Challenge]) -> any View {
        EnvironmentReader { env in self.page(page, challenges, across: env.textSize.isAccessibilitySize ? 1 : 2) }
    }

    private func page(_ page: ChallengeState, _ challenges: [Challenge], across: Int) -> any View {
        let rows = stride(from: 0, to: challenges.count, by: across).map { Array(challenges[$0..<min($0 + across, challenges.count)]) }
        return VStack(spacing: Space.sm) {
            if challenges.isEmpty { empty(page) }
            for row in rows {
                HStack(spacing: Space.sm) {
                    for challenge in row {
                        ChallengeTile(challenge: challenge, progress: snapshot.progress(of: challenge))
                            .scaleEffect(challenge.id == pressed ? 0.95 : 1)
                    }
                    if row.count < across { Spacer().frame(maxWidth: .infinity) }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .top)
        .role(.group, name: "\(page.rawValue.capitalized) page")
    }

    /// An honest empty page: what will land here, said kindly.
    private func empty(_ page: ChallengeState) -> any View {
        let (icon, headline, line): (Icon, String, String) = switch page {
        case .finished: (.trophy, waterStrings("Nothing finished yet"),
                         waterStrings("Keep going: finished challenges and their trophies will wait for you here."))
        case .joined: (.flag, waterStrings("No challenges joined"), waterStrings("Tap one under Available to join it."))
        case .available: (.sparkles, waterStrings("You've joined them all"), waterStrings("New challenges will show up here."))
        }
        return VStack(spacing: Space.xs) {
            IconView(icon, size: 30, color: .tertiaryLabel)
            Text(headline, style: .headline).lineLimit(2).multilineTextAlignment(.center)
            Text(line, style: .subheadline, color: .secondaryLabel).lineLimit(6).multilineTextAlignment(.center)
        }
        .padding(.vertical, Space.md)
        .frame(maxWidth: .infinity)
        .card(name: "\(page.rawValue.capitalized) empty")
    }
}
