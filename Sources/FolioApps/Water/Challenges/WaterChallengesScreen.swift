import FolioDomain
import FolioLayout
import FolioPieces

/// Challenges (pushed): the joined challenges as mascots filling with their progress (computed
/// from the drink log), over swipeable pages of tiles — Available (tap one to join), Joined, and
/// Finished, which is honestly empty until something is finished — and the week of the joined
/// challenges, a tick for each day that counted. The screen has the background every pushed Water screen
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
    static let pages: [(title: String, state: ChallengeState)] = [("Available", .available), ("Joined", .joined), ("Finished", .finished)]
    /// The most tiles a page shows before its "+N more" line, and mascots before theirs.
    static let tilesPerPage = 4, mascotsShown = 3

    public var body: any View {
        Screen(background: .background, chrome: .navigation(title: "Challenges")) {
            VStack(alignment: .leading, spacing: Space.sm) {
                mascots.padding(.horizontal, Space.lg)
                TrackingTabs(Self.pages.map(\.title), position: position, background: .background) {
                    for page in Self.pages { self.page(page.title, snapshot.challenges(in: page.state)) }
                }
                .padding(.horizontal, Space.lg)
                // The pages are served first; the week card lists what the room left holds.
                .layoutPriority(1)
                ChallengeWeek(snapshot: snapshot, rows: Self.mascotsShown).padding(.horizontal, Space.lg)
            }
            .padding(.top, Space.xs)
        }
    }

    private var mascots: any View {
        let joined = snapshot.challenges(in: .joined)
        let hidden = joined.count - Self.mascotsShown
        return HStack(alignment: .top, spacing: Space.xs) {
            if joined.isEmpty {
                Mascot(.llama, fill: 0, face: .calm, size: 84)
                Text("Join a challenge and I'll fill up as you go.", style: .subheadline, color: .secondaryLabel)
                    .lineLimit(3)
                    .frame(maxWidth: .infinity, minHeight: 84, alignment: .leading)
            }
            for challenge in joined.prefix(Self.mascotsShown) {
                let progress = snapshot.progress(of: challenge)
                VStack(spacing: 2) {
                    Mascot(.llama, fill: progress.fraction, face: progress.face, size: 84, tint: challenge.tintDrink.color,
                           wave: progress.fraction)
                        .role(.mascot, name: challenge.title)
                    Text(challenge.title, style: TextStyle.footnote.weight(.semibold)).lineLimit(1)
                    Text(progress.text, style: TextStyle.caption.tabular(), color: .secondaryLabel).lineLimit(1)
                }
                .frame(maxWidth: .infinity)
            }
            if hidden > 0 {
                Text("+\(hidden)", style: .headline, color: .secondaryLabel)
                    .frame(width: 44, height: 84)
            }
        }
        .frame(maxWidth: .infinity)
        .role(.group, name: "mascots")
    }

    /// A page of tiles two to a row, at most ``tilesPerPage``, and only as many rows as the room under
    /// the tabs holds (a small phone or a long list): the rest are counted in a "+N more" line, so the
    /// page never runs under the home indicator.
    private func page(_ title: String, _ challenges: [Challenge]) -> any View {
        let rows = stride(from: 0, to: challenges.count, by: 2).map { Array(challenges[$0..<min($0 + 2, challenges.count)]) }
        let shown = rows.prefix(Self.tilesPerPage / 2)
        let beyond = challenges.count - shown.map(\.count).reduce(0, +)
        let more = { (count: Int) -> any View in
            Text("+\(count) more", style: .footnote, color: .secondaryLabel).lineLimit(1).frame(maxWidth: .infinity)
        }
        var items = shown.map { row in
            FittingStack.Item(view: HStack(spacing: Space.sm) {
                for challenge in row {
                    ChallengeTile(challenge: challenge, progress: snapshot.progress(of: challenge)).scaleEffect(challenge.id == pressed ? 0.95 : 1)
                }
                if row.count == 1 { Spacer().frame(maxWidth: .infinity) }
            }, counts: row.count)
        }
        // Those past the page's four are counted in its "+N more" line, with any rows the room cuts.
        if beyond > 0 { items.append(FittingStack.Item(view: more(beyond), counts: beyond)) }
        return VStack(spacing: Space.sm) {
            if challenges.isEmpty { empty(title) }
            FittingStack(spacing: Space.sm, items: items, more: more)
        }
        .frame(maxWidth: .infinity, alignment: .top)
        .role(.group, name: "\(title) page")
    }

    /// An honest empty page: what will land here, said kindly.
    private func empty(_ title: String) -> any View {
        let (icon, headline, line): (Icon, String, String) = switch title {
        case "Finished": (.trophy, "Nothing finished yet", "Keep going: finished challenges and their trophies will wait for you here.")
        case "Joined": (.flag, "No challenges joined", "Tap one under Available to join it.")
        default: (.sparkles, "You've joined them all", "New challenges will show up here.")
        }
        return VStack(spacing: Space.xs) {
            IconView(icon, size: 30, color: .tertiaryLabel)
            Text(headline, style: .headline).lineLimit(1)
            Text(line, style: .subheadline, color: .secondaryLabel).lineLimit(3).multilineTextAlignment(.center)
        }
        .padding(.vertical, Space.md)
        .frame(maxWidth: .infinity)
        .card(name: "\(title) empty")
    }
}
