import Foundation
import FolioLayout

/// Cards fanned about their bottom centre: the front one upright and readable, the ones behind
/// turned out to alternate sides (−8°, +8°, then wider), their edges showing. `spread` is the motion:
/// 0 stacks them, 1 fans them out (with a little spring past it on the way).
///
/// ```swift
/// FanStack(cards: [FanStack.Card(fill: butter, content: found), FanStack.Card(fill: mint, content: other)])
/// ```
public struct FanStack: View {
    /// One card: its surface colour and what is printed on it.
    public struct Card {
        public var fill: ThemeColor
        public var content: any View

        public init(fill: ThemeColor = .card, content: any View) {
            self.fill = fill
            self.content = content
        }
    }

    /// Front first.
    public var cards: [Card]
    public var cardSize: Size
    /// How far each card behind turns from the one before, in degrees.
    public var angle: Double
    /// 0 stacked, 1 fanned out.
    public var spread: Double

    public init(cards: [Card], cardSize: Size = Size(width: 180, height: 232), angle: Double = 8, spread: Double = 1) {
        self.cards = cards
        self.cardSize = cardSize
        self.angle = angle
        self.spread = spread
    }

    /// The turn of the card at `index` (front 0): behind cards alternate left and right, widening.
    public func rotation(of index: Int) -> Double {
        guard index > 0 else { return 0 }
        let side: Double = index % 2 == 1 ? -1 : 1
        return side * Double((index + 1) / 2) * angle * Motion.spring(spread)
    }

    /// The widest turn any card takes, in radians (with room for the spring's overshoot).
    private var widestTurn: Double {
        let turned = (0..<cards.count).map { abs(rotation(of: $0)) }.max() ?? 0
        return min(80, max(turned, Double(cards.count / 2) * angle)) * .pi / 180
    }

    /// The box that holds every card at its widest turn, and how far above its bottom the cards'
    /// pivot sits (a turned card's lower corner dips below the pivot).
    var box: (size: Size, lift: Double) {
        let turn = widestTurn
        let (w, h) = (cardSize.width, cardSize.height)
        let lift = w / 2 * sin(turn)
        let size = Size(width: 2 * (w / 2 * cos(turn) + h * sin(turn)), height: max(h, h * cos(turn) + w / 2 * sin(turn)) + lift)
        return (Size(width: max(w, size.width), height: size.height), lift)
    }

    public var body: any View {
        let (size, lift) = box
        return ZStack(alignment: .bottom) {
            for index in cards.indices.reversed() {
                card(index).padding(.bottom, lift)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .bottom)
        .role(.group, name: "fan stack")
    }

    private func card(_ index: Int) -> any View {
        let card = cards[index]
        return card.content
            .frame(width: cardSize.width, height: cardSize.height)
            .clipShape(.card)
            .surface(.card, fill: card.fill, name: index == 0 ? "front card" : "card \(index + 1)")
            .cardShadow()
            .rotationEffect(degrees: rotation(of: index), anchor: .bottom)
    }
}
