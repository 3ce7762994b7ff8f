import Foundation
import FolioDomain
import FolioLayout
import FolioPieces

/// The face of Self-Care Pet's streak card, flat: the streak's glowing number on a page of the
/// storybook (a warm sky with rays behind the number, a hill along the bottom), the week's days
/// ticked, and Biscuit on the hill cheering you on. It fills the box it is given.
struct PetStreakCardContent: View {
    var snapshot: PetSnapshot

    var body: any View {
        let streak = snapshot.currentStreak
        return VStack(spacing: 0) {
            HStack(spacing: Space.xxs) {
                IconView(.heart, size: 13, color: .pet.violetCheck)
                Text(petStrings(PetSnapshot.title), style: TextStyle.caption.weight(.semibold), color: .secondaryLabel).lineLimit(1)
                Spacer(minLength: Space.xs)
                Text(Format.shortDate(snapshot.date), style: TextStyle.caption.weight(.semibold), color: .secondaryLabel)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
            GlowNumber(streak, caption: petStrings("%lld day streak", .integer(streak)), fontSize: 100)
            Spacer(minLength: Space.xs)
            WeekTicks(days: snapshot.streakDays(), today: snapshot.date)
            Spacer(minLength: Space.sm)
            HStack(alignment: .bottom, spacing: Space.xs) {
                Mascot(.biscuit, fill: 1, face: .grinning, accessory: snapshot.biscuitGear, size: 84).role(.mascot, name: snapshot.companion.name)
                ChatBubble(line(streak), tail: .leading, maxWidth: 150).padding(.bottom, 44)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(EdgeInsets(top: Space.lg, leading: Space.lg, bottom: Space.xs, trailing: Space.lg))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Draw { size, env in StreakPage.frames(size, dark: env.theme.appearance == .dark) })
        .role(.group, name: "pet streak card content")
    }

    /// What Biscuit says: an encouragement that does not repeat the number the card already shows
    /// in large (and the headline beside the card on wide images).
    private func line(_ streak: Int) -> String {
        switch streak {
        case 0: petStrings("Let's start today!")
        case 1: petStrings("Day one, together!")
        case ..<7: petStrings("Look at us go!")
        default: petStrings("Showing up, every day!")
        }
    }
}

/// The week as seven small discs, Monday first: a violet check on each day kept, today ringed,
/// the days to come faint.
struct WeekTicks: View {
    var days: [StreakDay]
    var today: LocalDate

    var body: any View {
        HStack(spacing: 0) {
            for day in days {
                VStack(spacing: 3) {
                    disc(day).frame(width: 22, height: 22)
                    Text(PetFormat.weekdayLetter(day.date), style: TextStyle.caption2.weight(.semibold),
                         color: day.date == today ? .label : .secondaryLabel).lineLimit(1)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .role(.group, name: "week")
    }

    private func disc(_ day: StreakDay) -> any View {
        if day.isTicked {
            return ZStack {
                ShapeView(.circle).fill(.pet.violetCheck)
                IconView(.check, size: 13, color: .accentForeground)
            }
        }
        if day.date == today {
            return ShapeView(.circle).stroke(.pet.violetCheck, width: 2)
        }
        return ShapeView(.circle).fill(.label.opacity(day.state == .upcoming ? 0.08 : 0.16))
    }
}

/// The storybook page under the streak card's face: a butter-to-peach sky (deep violet to plum in
/// dark, where the number glows brightest), soft rays fanning out from behind the number, and a
/// mint hill along the bottom for Biscuit to stand on.
enum StreakPage {
    static func frames(_ size: Size, dark: Bool) -> [Frame] {
        let (w, h) = (size.width, size.height)
        var frames = [BackdropArt.sky(size, dark ? [(0, Color(rgb: 0x241C3A)), (1, Color(rgb: 0x3C2A40))]
                                                 : [(0, Color(rgb: 0xFFF4CF)), (1, Color(rgb: 0xFFDCCB))])]
        let center = Point(x: w / 2, y: h * 0.33)
        let ray = Color(rgb: dark ? 0xFFC36B : 0xFFFFFF).opacity(dark ? 0.08 : 0.5)
        var rays = Path()
        for i in 0..<14 {
            let a = Double(i) / 14 * 2 * .pi + 0.1
            rays.move(to: center)
            rays.line(to: Point(x: center.x + cos(a - 0.08) * h, y: center.y + sin(a - 0.08) * h))
            rays.line(to: Point(x: center.x + cos(a + 0.08) * h, y: center.y + sin(a + 0.08) * h))
            rays.close()
        }
        let fade = Paint.radial(RadialGradient(center: center, radius: h * 0.62, stops: [GradientStop(0, ray), GradientStop(1, ray.opacity(0))]))
        frames.append(DrawingArt.shape(rays, size: size, fill: fade, name: "rays"))
        let hill = BackdropArt.hill([Point(x: -w * 0.05, y: h * 0.86), Point(x: w * 0.35, y: h * 0.82), Point(x: w * 1.05, y: h * 0.9)],
                                    in: size)
        frames.append(DrawingArt.shape(hill, size: size, fill: .solid(Color(rgb: dark ? 0x2B4A3E : 0xCDEFD6)), name: "hill"))
        return frames
    }
}
