@testable import FolioDomain
import XCTest

/// The default Budget Envelopes snapshot and money in its currency, for the budget tests.
enum BudgetFixtures {
    /// The default snapshot.
    static func snapshot() throws -> BudgetSnapshot {
        try BudgetSnapshot.decode(Fixtures.text("budget.json"), file: "budget.json")
    }

    /// Dollars from text ("12.50").
    static func usd(_ text: String) throws -> Money {
        try Money(decimal: text, .usd)
    }
}
