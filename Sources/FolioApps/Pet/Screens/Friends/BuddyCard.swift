import FolioDomain
import FolioLayout
import FolioPieces

/// You and your goal buddy side by side over the goal you share: your check in violet, theirs
/// in sky, filled once ticked today.
struct BuddyCard: View {
    var snapshot: PetSnapshot
    var buddy: Friend

    var body: any View {
        let shared = snapshot.goals.first { $0.id == buddy.sharedGoal }
        return VStack(spacing: Space.sm) {
            HStack(spacing: 6) {
                IconView(.people, size: 14, color: .secondaryLabel)
                Text(petStrings("Goal buddies · shared goal"), style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel)
                    .lineLimit(3)
                    .multilineTextAlignment(.center)
            }
            Text(shared?.title ?? petStrings("No shared goal today"), style: TextStyle.title3.weight(.bold))
                .lineLimit(4)
                .multilineTextAlignment(.center)
            HStack(alignment: .top, spacing: 0) {
                BuddyColumn(name: petStrings("You"), initial: snapshot.person.name, tint: .pet.violetCheck,
                            isChecked: snapshot.yourCheck(with: buddy) ?? false, role: "your check")
                IconView(.heart, size: 16, color: .pet.violetInk)
                    .frame(width: 36, height: 36)
                    .background(ShapeView(.circle).fill(.card))
                    .padding(.top, 12)
                BuddyColumn(name: buddy.name, initial: buddy.name, tint: .pet.skyCheck, isChecked: buddy.checkedToday,
                            role: "\(buddy.name)'s check")
            }
        }
        .padding(.top, Space.xxs)
        .frame(maxWidth: .infinity)
        .card(name: "goal buddies", fill: .pet.lilac)
    }
}

/// Friends without a goal buddy yet: an invitation to share a goal with someone.
struct NoBuddyCard: View {
    var body: any View {
        HStack(spacing: Space.sm) {
            IconView(.people, size: 22, color: .pet.violetCheck)
                .frame(width: 48, height: 48)
                .background(ShapeView(.circle).fill(.card))
            VStack(alignment: .leading, spacing: 2) {
                Text(petStrings("Find a goal buddy"), style: .headline).lineLimit(3)
                Text(petStrings("Share a goal with a friend and tick it off side by side."), style: .subheadline, color: .secondaryLabel).lineLimit(6)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .card(name: "no goal buddy", fill: .pet.lilac)
    }
}

/// One side of the buddy card: an avatar with the initial, the name, and today's check.
struct BuddyColumn: View {
    var name: String
    /// The name the initial is taken from.
    var initial: String
    var tint: ThemeColor
    var isChecked: Bool
    /// The name of the check's frame ("your check").
    var role: String

    var body: any View {
        VStack(spacing: 2) {
            Avatar(name: initial, tint: tint, side: 60)
                .overlay(alignment: .bottomTrailing) { check.offset(x: 4, y: 2, alongReading: true) }
                .padding(.bottom, Space.xxs)
            Text(name, style: .headline).lineLimit(1)
            Text(isChecked ? petStrings("Done today") : petStrings("Not yet"), style: TextStyle.footnote.weight(.medium), color: .secondaryLabel)
                .lineLimit(3)
                .multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity)
    }

    /// The check as a badge on the avatar: filled with the person's colour once ticked, an open
    /// ring before, on a rim of the card's colour.
    private var check: any View {
        let tint = self.tint
        // The tick is white on the violet, a deep sky on the pale sky: whichever reads at 3:1.
        let mark: any View = isChecked
            ? ZStack {
                ShapeView(.circle).fill(tint)
                EnvironmentReader { env in IconView(.check, size: 15, color: ThemeColor(Ink.on(env.resolve(tint)))) }
            }
            : ZStack { ShapeView(.circle).fill(.card); ShapeView(.circle).stroke(tint, width: 2) }
        return mark.frame(width: 24, height: 24)
            .padding(2.5)
            .background(ShapeView(.circle).fill(.pet.lilac))
            .role(.indicator, name: "\(role) \(isChecked ? "checked" : "open")")
    }
}

/// A round avatar: the first letter of a name, white on a soft gradient of the person's colour,
/// deep enough that the white letter reads at 3:1 or more even on the pale sky and azure.
struct Avatar: View {
    var name: String
    var tint: ThemeColor
    var side: Double

    var body: any View {
        let letter = name.first.map { String($0).uppercased() } ?? "?"
        let tint = self.tint
        return Text(letter, style: TextStyle(size: side * 0.42, weight: .bold), color: .pet.onColor)
            .lineLimit(1)
            .frame(width: side, height: side)
            .background(Draw { size, env in
                let c = env.resolve(tint)
                let side = min(size.width, size.height)
                let paint = DrawingArt.radial(Point(x: side * 0.3, y: side * 0.25), side,
                                            [(0, DrawingArt.tone(c, -0.2)), (1, DrawingArt.tone(c, -0.5))])
                return [Frame(size: size, role: .shape, item: .shape(ShapeItem(.ellipse, fill: paint)))]
            })
            .role(.image, name: "avatar \(letter)")
    }
}
