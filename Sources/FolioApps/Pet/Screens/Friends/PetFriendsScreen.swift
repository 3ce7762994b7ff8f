import FolioDomain
import FolioLayout
import FolioPieces

/// Friends (tab 1): you and your goal buddy side by side with your checks, the encouragement you
/// trade (sending some answers with a Toast), and good vibes to send to each friend, each action a
/// light tinted button inline in its card.
struct PetFriendsScreen: View {
    var snapshot: PetSnapshot
    /// The toast answering what was just sent, if anything.
    var toast: Toast?

    /// The encouragement the send button sends, in the person's language. Once sent it is a message
    /// of the snapshot's, so a pseudo-locale (which only transforms the app's own words) leaves it as
    /// written, as it leaves every other message.
    static var cheer: String {
        let words = "You've got this! One step at a time."
        return FolioLocale.current.pseudo == nil ? petStrings(words) : words
    }

    init(_ snapshot: PetSnapshot, toast: Toast? = nil) {
        self.snapshot = snapshot
        self.toast = toast
    }

    var body: any View {
        Screen(chrome: .dock(selected: 1, tabs: PetStyle.tabs), toast: toast) {
            VStack(alignment: .leading, spacing: PetStyle.sectionGap) {
                ScreenHeader(petStrings("Friends"), buttons: [RoundButton(.plus, name: "Add friend")])
                // While the answer shows, the page makes room for it under the header, so it covers no words.
                if toast != nil {
                    EnvironmentReader { env in Spacer().frame(height: env.scaled(46, like: .subheadline)) }
                }
                if let buddy = snapshot.buddy {
                    BuddyCard(snapshot: snapshot, buddy: buddy).fixedSize(horizontal: false, vertical: true)
                    EncouragementSection(buddy: buddy, today: snapshot.date).fixedSize(horizontal: false, vertical: true)
                } else {
                    NoBuddyCard()
                }
                VibesCard(snapshot: snapshot)
            }
            .padding(.horizontal, PetStyle.margin)
            .padding(.top, Space.xs)
        }
    }
}

/// The last words of encouragement between you and your buddy as bubbles, each with who sent it
/// and when, and a small tinted button to cheer them on.
struct EncouragementSection: View {
    var buddy: Friend
    /// The snapshot's day, so a message says "7:32 AM" today and "Yesterday" before.
    var today: LocalDate

    /// The send button's title, and the name a finger touches.
    static var send: String { petStrings("Cheer on") }

    var body: any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            AdaptiveStack(spacing: Space.sm) {
                // A section title grows to AX3 and no further: at AX5 the one word is wider than the phone.
                Text(petStrings("Encouragement"), style: .headline).lineLimit(2).padding(.leading, Space.xxs).textSizeCapped(at: .ax3)
                Spacer(minLength: 0)
                TintedButton(Self.send, icon: .send, tint: .pet.violetCheck, ink: .pet.violetInk).layoutPriority(1)
            }
            for message in buddy.encouragement.suffix(2) {
                bubble(message)
            }
            if buddy.encouragement.isEmpty {
                Text(petStrings("Nothing yet. Be the first to cheer %@ on.", .text(buddy.name)), style: .subheadline, color: .secondaryLabel)
                    .lineLimit(6)
                    .padding(.horizontal, Space.xxs)
            }
        }
    }

    private func bubble(_ message: Encouragement) -> any View {
        let mine = message.from == .you
        let side: HorizontalAlignment = mine ? .trailing : .leading
        return VStack(alignment: side, spacing: 2) {
            HStack(spacing: 0) {
                if mine { Spacer(minLength: Space.xxl) }
                ChatBubble(message.text, tail: mine ? .trailing : .leading, maxWidth: 270).lineLimit(8)
                if !mine { Spacer(minLength: Space.xxl) }
            }
            Text(Self.caption(message, from: buddy.name, today: today), style: .caption2, color: .secondaryLabel)
                .lineLimit(2)
                .padding(.horizontal, Space.sm)
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: side, vertical: .center))
    }

    /// Who sent a message and when: "Juno · 7:32 AM" today, "You · Yesterday", then the weekday
    /// ("Juno · Tuesday").
    static func caption(_ message: Encouragement, from friend: String, today: LocalDate) -> String {
        let who = message.from == .you ? petStrings("You") : friend
        let day = message.sentAt.date
        let when = day == today ? PetFormat.clock(message.sentAt.time) : PetFormat.day(day, today: today)
        return "\(who) · \(when)"
    }
}

/// Good vibes: each friend with what has gone back and forth, and a light heart inline on the row
/// to send some (a quiet check once sent today).
struct VibesCard: View {
    var snapshot: PetSnapshot

    var body: any View {
        let sent = snapshot.friends.map(\.vibesSent).reduce(0, +), received = snapshot.friends.map(\.vibesReceived).reduce(0, +)
        return VStack(alignment: .leading, spacing: Space.xs) {
            AdaptiveStack(spacing: Space.xs) {
                Text(petStrings("Good vibes"), style: .headline).lineLimit(2)
                Spacer(minLength: Space.xs)
                Text(petStrings("%1$lld sent · %2$lld received", .integer(sent), .integer(received)), style: TextStyle.footnote.tabular(),
                     color: .secondaryLabel).lineLimit(2)
            }
            if snapshot.friends.isEmpty {
                Text(petStrings("Add a friend to send good vibes."), style: .subheadline, color: .secondaryLabel).lineLimit(6)
            } else {
                for friend in snapshot.friends { row(friend) }
            }
        }
        .card(name: "good vibes")
    }

    private func row(_ friend: Friend) -> any View {
        let sentToday = friend.vibesSentOn == snapshot.date
        return HStack(spacing: Space.sm) {
            Avatar(name: friend.name, tint: friend.sharedGoal == nil ? .pet.azure : .pet.skyCheck, side: 40)
            VStack(alignment: .leading, spacing: 1) {
                Text(friend.name, style: .headline).lineLimit(2)
                Text(sentToday ? petStrings("Vibes sent today") : petStrings("%lld vibes from them", .integer(friend.vibesReceived)), style: .footnote, color: .secondaryLabel)
                    .lineLimit(3)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            TintedButton(icon: sentToday ? .check : .heart, name: "Send vibes to \(friend.name)", tint: .pet.violetCheck,
                         ink: .pet.violetInk, isEnabled: !sentToday)
        }
        .role(.row, name: friend.name)
    }
}
