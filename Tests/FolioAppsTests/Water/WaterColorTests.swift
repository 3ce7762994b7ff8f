import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

/// Water's own colours read on what they are drawn on, light and dark (measured on the colours as
/// composited, the way the pixels come out).
final class WaterColorTests: XCTestCase {
    private let themes = Appearance.allCases.map { Theme(app: .water, appearance: $0) }

    func testSecondaryTextAndTheAccentReadAtFourAndAHalfToOne() {
        for theme in themes {
            for ground in [theme.color(.card), theme.color(.background)] {
                let secondary = theme.color(.secondaryLabel).over(ground)
                XCTAssertGreaterThanOrEqual(secondary.contrast(with: ground), 4.5, "\(theme.appearance) secondary on \(ground.hex)")
                XCTAssertGreaterThanOrEqual(theme.color(.accent).contrast(with: ground), 4.5, "\(theme.appearance) accent as text")
            }
            XCTAssertGreaterThanOrEqual(theme.color(.accentForeground).contrast(with: theme.color(.accent)), 4.5,
                                        "\(theme.appearance) a label on the accent (a streak capsule's day, a button)")
        }
    }

    /// A drink's icon on its soft disc, a tick on a challenge's day and the streak's flame are
    /// icons: 3:1 on what is under them.
    func testDrinkInksAndTheFlameReadAtThreeToOne() {
        for theme in themes {
            let card = theme.color(.card)
            for kind in DrinkKind.allCases {
                let disc = theme.resolve(kind.color).opacity(0.2).over(card)
                let ink = theme.resolve(kind.inkColor)
                XCTAssertGreaterThanOrEqual(ink.contrast(with: disc), 3, "\(theme.appearance) \(kind.displayName) icon on its disc")
                let tick = theme.resolve(ThemeColor(light: 0xFFFFFF, dark: 0x04111F))
                XCTAssertGreaterThanOrEqual(tick.contrast(with: ink), 3, "\(theme.appearance) tick on \(kind.displayName)")
            }
            XCTAssertGreaterThanOrEqual(theme.resolve(.water.flame).contrast(with: card), 3, "\(theme.appearance) flame")
        }
    }
}
