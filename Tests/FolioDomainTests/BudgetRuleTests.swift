@testable import FolioDomain
import XCTest

/// The rules of envelopes as values: what is spent and left in the current period, over budget,
/// left today, transfers that conserve the total, and every action.
final class BudgetRuleTests: XCTestCase {
    private func left(_ s: BudgetSnapshot, _ id: String) throws -> Money { try XCTUnwrap(s.status(id)).left }

    func testTheDefaultMonth() throws {
        let s = try BudgetFixtures.snapshot()
        let groceries = try XCTUnwrap(s.status("groceries"))
        XCTAssertEqual(groceries.available, try BudgetFixtures.usd("640.00"), "600 budget + 40 moved in")
        XCTAssertEqual(groceries.spent, try BudgetFixtures.usd("346.65"))
        XCTAssertEqual(groceries.left, try BudgetFixtures.usd("293.35"))
        XCTAssertEqual(groceries.daysLeft, 4)
        // This morning 299.75 was left over 4 days: 74.93 a day (rounded down), less 6.40 spent today.
        XCTAssertEqual(groceries.leftToday, try BudgetFixtures.usd("68.53"))
        let eatingOut = try XCTUnwrap(s.status("eating-out"))
        XCTAssertTrue(eatingOut.isOver)
        XCTAssertEqual(eatingOut.left, try BudgetFixtures.usd("-37.40"), "over is shown, not clamped")
        XCTAssertEqual(eatingOut.leftToday, s.zero, "nothing more today once over")
        XCTAssertEqual(eatingOut.fractionSpent, 287.40 / 250, accuracy: 1e-9)
        let gifts = try XCTUnwrap(s.status("gifts"))
        XCTAssertEqual(gifts.spent, try BudgetFixtures.usd("70.00"), "the month's gifts")
        XCTAssertEqual(s.totals.spent, s.monthSummary.net, "every budget is monthly: the month and the periods agree")
        XCTAssertEqual(s.totals.left, try BudgetFixtures.usd("359.63"))
        XCTAssertEqual(s.totals.envelopeCount, 7, "the archived envelope is not counted")
        XCTAssertEqual(s.totals.overCount, 1)
        XCTAssertEqual(s.refunds, [])
    }

    func testRefundsGiveMoneyBack() throws {
        var s = try BudgetFixtures.snapshot()
        s.refunds = [Spend(id: "r1", kind: .refund, envelope: "eating-out", amount: try BudgetFixtures.usd("40.00"),
                           note: "Returned order", at: s.now)]
        XCTAssertEqual(try left(s, "eating-out"), try BudgetFixtures.usd("2.60"))
        XCTAssertFalse(try XCTUnwrap(s.status("eating-out")).isOver)
    }

    func testTransfersConserveTheTotal() throws {
        let s = try BudgetFixtures.snapshot()
        let amount = try BudgetFixtures.usd("37.40")
        let moved = try s.applying(.transfer(from: "groceries", to: "eating-out", amount: amount))
        XCTAssertEqual(moved.totals.available, s.totals.available)
        XCTAssertEqual(moved.totals.left, s.totals.left)
        XCTAssertEqual(try left(moved, "groceries"), try left(s, "groceries").subtracting(amount))
        XCTAssertEqual(try left(moved, "eating-out"), s.zero)
        XCTAssertEqual(moved.transfers.last?.date, s.date)
    }

    func testATransferMayNotOverdrawTheSourceUnlessAllowed() throws {
        var s = try BudgetFixtures.snapshot()
        let tooMuch = try BudgetFixtures.usd("12.02"), funLeft = try BudgetFixtures.usd("12.01")
        XCTAssertThrowsError(try s.applying(.transfer(from: "fun", to: "groceries", amount: tooMuch))) {
            XCTAssertEqual($0 as? BudgetActionError, .overdraw(id: "fun", left: funLeft, amount: tooMuch))
        }
        XCTAssertNoThrow(try s.applying(.transfer(from: "fun", to: "groceries", amount: try BudgetFixtures.usd("12.01"))))
        XCTAssertThrowsError(try s.applying(.transfer(from: "fun", to: "fun", amount: tooMuch))) {
            XCTAssertEqual($0 as? BudgetActionError, .sameEnvelope(id: "fun"))
        }
        XCTAssertThrowsError(try s.applying(.transfer(from: "fun", to: "holiday", amount: tooMuch))) {
            XCTAssertEqual($0 as? BudgetActionError, .archivedEnvelope(id: "holiday"))
        }
        s.allowsOverdraw = true
        let over = try s.applying(.transfer(from: "fun", to: "groceries", amount: tooMuch))
        XCTAssertEqual(try left(over, "fun"), try BudgetFixtures.usd("-0.01"))
    }

    func testAddingAnExpenseFromTheKeypad() throws {
        let s = try BudgetFixtures.snapshot()
        let entry = try AmountEntry(typing: "12.50", s.currency)
        let next = try s.applying(.addExpense(envelope: "groceries", amount: entry.amount, note: "Farmers market"))
        XCTAssertEqual(try left(next, "groceries"), try BudgetFixtures.usd("280.85"))
        XCTAssertEqual(next.spends.last?.at, s.now)
        XCTAssertEqual(next.spends.last?.id, "farmers-market")
        XCTAssertEqual(try XCTUnwrap(next.status("groceries")).leftToday, try BudgetFixtures.usd("56.03"))
        XCTAssertThrowsError(try s.applying(.addExpense(envelope: "groceries", amount: s.zero, note: "x"))) {
            XCTAssertEqual($0 as? BudgetActionError, .invalidAmount(s.zero))
        }
        XCTAssertThrowsError(try s.applying(.addExpense(envelope: "groceries", amount: Money(100, .eur), note: "x"))) {
            XCTAssertEqual($0 as? BudgetActionError, .currencyMismatch(expected: "USD", found: "EUR"))
        }
        XCTAssertThrowsError(try s.applying(.addExpense(envelope: "groceries", amount: Money(Int64.max, .usd), note: "x"))) {
            XCTAssertEqual($0 as? BudgetActionError, .overflow)
        }
        XCTAssertThrowsError(try s.applying(.addExpense(envelope: "nope", amount: entry.amount, note: "x"))) {
            XCTAssertEqual($0 as? BudgetActionError, .unknownEnvelope(id: "nope"))
        }
    }

    func testDeletingASpendGivesItsMoneyBack() throws {
        let s = try BudgetFixtures.snapshot()
        let latest = try XCTUnwrap(s.periodSpends(of: try XCTUnwrap(s.envelope("groceries"))).first)
        XCTAssertEqual(latest.note, "Bakery")
        let next = try s.applying(.deleteSpend(id: latest.id))
        XCTAssertEqual(try left(next, "groceries"), try BudgetFixtures.usd("299.75"))
        XCTAssertThrowsError(try next.applying(.deleteSpend(id: latest.id))) {
            XCTAssertEqual($0 as? BudgetActionError, .unknownSpend(id: latest.id))
        }
    }

    func testAWeeklyBudgetCountsOnlyItsWeek() throws {
        let weekly = try XCTUnwrap(BudgetRhythm(.weekly, resetDay: 1))
        let s = try BudgetFixtures.snapshot().applying(.setRhythm(envelope: "coffee", rhythm: weekly))
        let coffee = try XCTUnwrap(s.status("coffee"))
        XCTAssertEqual(coffee.period.start.description, "2026-11-23", "weekly from Monday")
        XCTAssertEqual(coffee.spent, try BudgetFixtures.usd("18.75"), "only this week's coffees")
    }

    func testSettingTheRhythmMovesThePeriodAtOnce() throws {
        let s = try BudgetFixtures.snapshot()
        let weekly = try XCTUnwrap(BudgetRhythm(.weekly, resetDay: 1))
        let next = try s.applying(.setRhythm(envelope: "groceries", rhythm: weekly))
        let status = try XCTUnwrap(next.status("groceries"))
        XCTAssertEqual(status.period.start.description, "2026-11-23")
        XCTAssertEqual(status.spent, try BudgetFixtures.usd("21.00"), "this week's corner shop and bakery")
        XCTAssertEqual(status.available, try BudgetFixtures.usd("138.46"), "$600 a month is $138.46 a week; the transfer of the 20th is last week's")
        XCTAssertEqual(status.left, try BudgetFixtures.usd("117.46"))
        XCTAssertEqual(status.daysLeft, 3)
    }

    /// A rhythm change keeps the money a year: the budget converts by periods a year, to the nearest cent.
    func testARhythmChangeConvertsTheBudgetToTheSameMoneyAYear() throws {
        let s = try BudgetFixtures.snapshot()
        let budget = { (every: BudgetRhythm.Every, day: Int, month: Int?) throws -> Money? in
            let rhythm = try XCTUnwrap(BudgetRhythm(every, resetDay: day, resetMonth: month))
            return try s.applying(.setRhythm(envelope: "groceries", rhythm: rhythm)).envelope("groceries")?.budget
        }
        XCTAssertEqual(try budget(.fortnightly, 1, nil), try BudgetFixtures.usd("276.92"), "600 × 12 / 26 = 276.923")
        XCTAssertEqual(try budget(.yearly, 1, 1), try BudgetFixtures.usd("7200.00"))
        XCTAssertEqual(try budget(.monthly, 15, nil), try BudgetFixtures.usd("600.00"), "same kind: same amount")
    }

    /// Per day on Spending is the month's net over its days so far, to the nearest cent, never rounded down.
    func testPerDayRoundsToTheNearestCent() throws {
        let month = try BudgetFixtures.snapshot().monthSummary
        XCTAssertEqual(month.net, try BudgetFixtures.usd("2850.37"))
        XCTAssertEqual(month.perDay, try BudgetFixtures.usd("105.57"), "2,850.37 / 27 = 105.569")
    }

    func testCreatingAndEditingBudgets() throws {
        let s = try BudgetFixtures.snapshot()
        let rhythm = try XCTUnwrap(BudgetRhythm(.fortnightly, resetDay: 5))
        let next = try s.applying(.createBudget(name: "Pets", color: .sky, icon: .heart, budget: try BudgetFixtures.usd("80"), rhythm: rhythm))
        XCTAssertEqual(next.envelopes.last?.id, "pets")
        XCTAssertEqual(try left(next, "pets"), try BudgetFixtures.usd("80.00"))
        let again = try next.applying(.createBudget(name: "Pets", color: .sky, icon: .heart, budget: s.zero, rhythm: rhythm))
        XCTAssertEqual(again.envelopes.last?.id, "pets-2")
        let edited = try s.applying(.editEnvelope(id: "eating-out", name: "Eating out & takeaway", color: .lemon,
                                                  budget: try BudgetFixtures.usd("300")))
        XCTAssertEqual(try left(edited, "eating-out"), try BudgetFixtures.usd("12.60"))
        XCTAssertEqual(edited.envelope("eating-out")?.color, .lemon)
        XCTAssertThrowsError(try s.applying(.editEnvelope(id: "rent", name: "", color: nil, budget: nil)))
        XCTAssertThrowsError(try s.applying(.editEnvelope(id: "rent", name: nil, color: nil, budget: Money(-1, .usd)))) {
            XCTAssertEqual($0 as? BudgetActionError, .invalidAmount(Money(-1, .usd)))
        }
    }

    func testTheWeekAsTheReportTellsIt() throws {
        let s = try BudgetFixtures.snapshot()
        let week = s.weekSummary(ISOWeek(containing: s.date))
        XCTAssertEqual(week.days?.lowerBound.description, "2026-11-23")
        XCTAssertEqual(week.days?.upperBound.description, "2026-11-27", "days after the snapshot are not counted")
        XCTAssertEqual(week.spent(s.currency), try BudgetFixtures.usd("112.74"))
        XCTAssertEqual(week.over.map(\.status.envelope.id), ["eating-out"])
        XCTAssertEqual(week.transfers, [], "the transfer of the 20th is last week's")
        XCTAssertEqual(s.weekSummary(ISOWeek(containing: s.date).previous).transfers.map(\.id), ["fun-to-groceries"])
        XCTAssertEqual(week.spending?.byNote.first?.key, "Secret Santa")
        XCTAssertEqual(week.envelopes.first { $0.status.envelope.id == "groceries" }?.spentThisWeek, try BudgetFixtures.usd("21.00"))
        let later = try XCTUnwrap(ISOWeek(year: 2026, week: 50))
        XCTAssertTrue(s.weekSummary(later).isEmpty, "a week after the snapshot is honestly empty")
        XCTAssertNil(s.recordedDays(in: later))
    }
}
