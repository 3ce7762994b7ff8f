import FolioDomain
import FolioLayout
import FolioPieces

/// How Budget Envelopes draws its domain: each envelope colour's theme colour, each envelope
/// symbol's icon, and an envelope's standing as a Color Block List block.
enum BudgetStyle {
    /// The theme colour of an envelope's block.
    static func color(_ color: EnvelopeColor) -> ThemeColor {
        switch color {
        case .mint: .budget.mint
        case .sky: .budget.sky
        case .apricot: .budget.apricot
        case .lavender: .budget.lavender
        case .lemon: .budget.lemon
        }
    }

    /// The icon of an envelope's symbol.
    static func icon(_ icon: EnvelopeIcon) -> Icon {
        Icon(rawValue: icon.rawValue) ?? .wallet
    }

    /// The block of an envelope: what is left large, the rest of the story under it, a bar.
    static func block(_ status: EnvelopeStatus, _ format: BudgetFormat) -> ColorBlockList.Block {
        let budget = format.money(status.available)
        let detail = status.isOver ? budgetStrings("over %@", .text(budget)) : budgetStrings("left of %@", .text(budget))
        return ColorBlockList.Block(name: status.envelope.name, icon: icon(status.envelope.icon), amount: format.money(status.left),
                                    detail: detail, fraction: status.fractionSpent, color: color(status.envelope.color))
    }
}
