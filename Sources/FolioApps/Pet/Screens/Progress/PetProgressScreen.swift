import FolioDomain
import FolioLayout
import FolioPieces

/// Progress (tab 2): a Stat Grid of goals kept in each area of self-care over the last 30 days with
/// their trends, the month's Mood Line, and a row leading to the streak.
struct PetProgressScreen: View {
    var model: ProgressModel

    init(_ snapshot: PetSnapshot) {
        model = ProgressModel(snapshot)
    }

    var body: any View {
        let snapshot = model.snapshot
        return Screen(chrome: .dock(selected: 2, tabs: PetStyle.tabs)) {
            VStack(alignment: .leading, spacing: PetStyle.sectionGap) {
                ScreenHeader(petStrings("Progress"), detail: Format.days(ProgressModel.days))
                VStack(alignment: .leading, spacing: Space.xs) {
                    heading(petStrings("Goals kept"), detail: ProgressModel.comparison)
                    StatGrid(model.stats, columns: 3)
                }
                moodCard
                StreakRow(streak: snapshot.currentStreak, repairs: snapshot.streakRepairsLeft)
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(.top, Space.xs)
        }
    }

    private func heading(_ title: String, detail: String) -> any View {
        AdaptiveStack(spacing: Space.xs) {
            Text(title, style: .headline).lineLimit(2)
            Text(detail, style: .subheadline, color: .secondaryLabel).lineLimit(3).fixedSize(horizontal: false, vertical: true)
        }
        .padding(.horizontal, Space.xxs)
    }

    /// The month's moods on a card: the verdict, the calm weekly line over the check-ins, and a key.
    private var moodCard: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            VStack(alignment: .leading, spacing: 2) {
                AdaptiveStack(spacing: Space.xs) {
                    Text(petStrings("Mood"), style: .headline).lineLimit(2)
                    Spacer(minLength: Space.xs)
                    if let headline = model.moodHeadline {
                        Text(headline, style: TextStyle.subheadline.weight(.semibold), color: .secondaryLabel).lineLimit(2)
                    }
                }
                if let detail = model.moodDetail {
                    Text(detail, style: .footnote, color: .secondaryLabel).lineLimit(3)
                }
            }
            MoodTrendChart(days: model.moodDays, height: Self.moodLineHeight)
            AdaptiveStack(spacing: Space.md) {
                key(ShapeView(.pill).fill(.secondaryLabel).frame(width: 14, height: 3), petStrings("%lld-day average", .integer(ProgressModel.rollingDays)))
                key(ShapeView(.circle).fill(.secondaryLabel).frame(width: 6, height: 6), petStrings("Check-in"))
                Spacer(minLength: 0)
            }
        }
        .card(name: "mood")
    }

    private func key(_ mark: any View, _ title: String) -> any View {
        HStack(spacing: 6) {
            mark
            Text(title, style: .footnote, color: .secondaryLabel).lineLimit(2)
        }
    }

    /// The mood chart's height on its card.
    static let moodLineHeight = 168.0
}

/// The row on Progress that leads to the streak: a flame, the streak's length and the repairs left.
struct StreakRow: View {
    var streak: Int
    var repairs: Int

    /// "30-day streak": the row's title and the name a finger touches.
    static func title(_ streak: Int) -> String { petStrings("%lld-day streak", .integer(streak)) }

    var body: any View {
        MediaRow(picture: MediaRow.iconPicture(.flame, color: ThemeColor(light: 0xC4540A, dark: 0xFF9F5A)),
                 title: Self.title(streak),
                 detail: petStrings("%lld repairs left", .integer(repairs)),
                 accessory: .chevron, pictureSide: 48)
            .surface(.card, fill: .card, name: "streak")
            .cardShadow()
    }
}
