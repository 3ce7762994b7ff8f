import FolioDomain
import FolioLayout
import FolioPieces

/// The streak (pushed from Progress): a line rising in word by word over the glowing number of days,
/// this week's days ticked in a Day Picker, the repairs left, and the weeks before with the days
/// repairs filled in.
struct PetStreakScreen: View {
    var snapshot: PetSnapshot
    /// How far the line has risen in, 0…1.
    var reveal: Double

    init(_ snapshot: PetSnapshot, reveal: Double = 1) {
        self.snapshot = snapshot
        self.reveal = reveal
    }

    var body: any View {
        Screen(chrome: .navigation(title: petStrings("Streak"))) {
            VStack(spacing: PetStyle.sectionGap) {
                StreakHero(streak: snapshot.currentStreak, reveal: reveal, gear: snapshot.biscuitGear)
                weekCard
                RepairsCard(repairs: snapshot.streakRepairsLeft, repaired: snapshot.history.filter(\.repaired).map(\.date).sorted())
                StreakWeeks(snapshot: snapshot)
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(.top, Space.xxs)
        }
    }

    private var weekCard: any View {
        EnvironmentReader { env in
            // Seven 44 pt days take 308 pt: on a narrow phone the card's sides give way so they fit;
            // its height stays.
            let inner = env.device.size.width - 2 * PetStyle.margin
            weekContent
                .padding(EdgeInsets(top: Space.md, leading: 0, bottom: Space.md, trailing: 0))
                .padding(.horizontal, max(Space.xs, min(Space.md, (inner - 7 * 44) / 2)))
                .card(name: "this week", padding: 0)
        }
    }

    private var weekContent: any View {
        let days = snapshot.streakDays()
        let kept = days.filter(\.isTicked).count
        let isOver = days.allSatisfy { $0.state != .upcoming && $0.state != .pending }
        return VStack(alignment: .leading, spacing: Space.sm) {
            AdaptiveStack(spacing: Space.xs) {
                Text(petStrings("This week"), style: .headline).lineLimit(2)
                Spacer(minLength: Space.xs)
                Text(isOver ? petStrings("%lld of 7 days", .integer(kept)) : petStrings("%lld days so far", .integer(kept)), style: TextStyle.footnote.weight(.semibold).tabular(), color: .secondaryLabel).lineLimit(1)
            }
            DayPicker(days: days.map { day in
                DayPicker.Day(weekday: PetFormat.weekdayLetter(day.date), date: day.date.day, isTicked: day.isTicked,
                              isToday: day.date == snapshot.date)
            })
        }
    }
}

/// The streak's page: a warm glow, the line rising in over the glowing number, and Biscuit
/// cheering from a little hill.
struct StreakHero: View {
    var streak: Int
    var reveal: Double
    /// What Biscuit wears (its backpack while it is away).
    var gear: MascotAccessory?

    /// The page's height.
    static let height = 318.0

    /// The line that rises in over the number: it says what the number means without saying the
    /// number again, so the count is read once, in the glow.
    var line: String {
        switch streak {
        case 0: petStrings("Every streak starts with a single day")
        case 1: petStrings("You showed up for yourself today")
        default: petStrings("You've shown up for yourself, day after day")
        }
    }

    /// The words under the number: "days in a row".
    var caption: String { petStrings("%lld days in a row", .integer(streak)) }

    var body: any View {
        VStack(spacing: Space.xs) {
            TextReveal(line, t: reveal, style: TextStyle.title3.weight(.bold), emphasis: streak == 0 ? [5] : [4])
                .frame(maxWidth: 280)
                .padding(.top, Space.lg)
            GlowNumber(streak, caption: caption, fontSize: 112, progress: max(0.01, reveal))
            // Room for Biscuit on its hill under the caption.
            Spacer(minLength: 64)
        }
        .frame(maxWidth: .infinity)
        // At least the page's height; taller when a large text size needs it, so the line never
        // covers the number.
        .frame(minHeight: Self.height, alignment: .top)
        .background(Draw { size, env in StreakBackdrop.frames(in: size, dark: env.theme.appearance == .dark) })
        .overlay(alignment: .bottomTrailing) {
            Mascot(.biscuit, fill: 1, face: .grinning, accessory: gear, size: 62)
                .role(.mascot, name: "Biscuit")
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 22))
        }
        .clipShape(.card)
        .surface(.card, fill: .pet.butter, name: "streak scene")
        .cardShadow()
    }
}

/// The repairs left to fill in a missed day, as hearts, with what a repair does and the days
/// the latest ones filled in.
struct RepairsCard: View {
    var repairs: Int
    /// The days repairs filled in, oldest first.
    var repaired: [LocalDate]

    var body: any View {
        AdaptiveStack(spacing: Space.md) {
            // The hearts alone: the count is said once, in the title beside them.
            HStack(spacing: 2) {
                for i in 0..<min(3, max(repairs, 2)) {
                    IconView(i < repairs ? .heart : .heartOutline, size: 17, color: .accent)
                }
            }
            .frame(width: 64, height: 64)
            .background(ShapeView(.circle).fill(.accent.opacity(0.12)))
            VStack(alignment: .leading, spacing: 2) {
                Text(petStrings("%lld repairs left", .integer(repairs)), style: .headline).lineLimit(2)
                Text(detail, style: .subheadline, color: .secondaryLabel).lineLimit(8)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .card(name: "repairs left")
    }

    private var detail: String {
        let base = petStrings("A repair fills in a missed day so your streak keeps going.")
        let days = repaired.suffix(2).map(Format.shortDate)
        switch days.count {
        case 0: return base
        case 1: return base + " " + petStrings("Used on %@.", .text(days[0]))
        default: return base + " " + petStrings("Used on %1$@ and %2$@.", .text(days[0]), .text(days[1]))
        }
    }
}
