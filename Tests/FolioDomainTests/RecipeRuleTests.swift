@testable import FolioDomain
import XCTest

/// The default kitchen and the rules of its actions, as values.
final class RecipeRuleTests: XCTestCase {
    /// The snapshot's day: Friday, tonight's soup still to cook and the weekend free.
    private let friday = LocalDate(year: 2026, month: 11, day: 27) ?? LocalDate(dayNumber: 0)

    func testTheDefaultSnapshotHasTheLibraryPlanAndListTheSeedNeeds() throws {
        let s = try Fixtures.recipe()
        XCTAssertGreaterThanOrEqual(s.recipes.count, 12)
        XCTAssertTrue(s.recipes(on: .soups).contains { $0.title == "Tomato soup" })
        XCTAssertGreaterThanOrEqual(s.recipes(on: .quick).count, 4)
        let weekend = s.week.days.suffix(2)
        XCTAssertTrue(weekend.allSatisfy { s.meal(on: $0) == nil }, "an empty weekend")
        XCTAssertEqual(s.tonight?.recipe.title, "Tomato soup")
        let list = s.shoppingList
        XCTAssertGreaterThanOrEqual(list.aisles.count, 4)
        XCTAssertGreaterThan(list.ticked, 0)
        XCTAssertGreaterThan(list.remaining, 0)
    }

    func testQuickIsComputedFromPrepAndCook() throws {
        let s = try Fixtures.recipe()
        for recipe in s.recipes { XCTAssertEqual(recipe.isQuick, recipe.prepMinutes + recipe.cookMinutes <= 30, recipe.title) }
        let gnocchi = try XCTUnwrap(s.recipe("sheet-pan-gnocchi"))
        XCTAssertEqual(gnocchi.totalMinutes, 30)
        XCTAssertTrue(gnocchi.isQuick, "thirty minutes is still quick")
        XCTAssertFalse(try XCTUnwrap(s.recipe("tomato-soup")).isQuick)
    }

    func testCookAgainIsTheRecipesCookedBeforeMostRecentFirst() throws {
        let s = try Fixtures.recipe()
        let again = s.cookAgain(on: .all)
        XCTAssertEqual(again.prefix(3).map(\.id), ["salmon-rice-bowl", "sheet-pan-gnocchi", "lemon-ricotta-pasta"],
                       "Thursday's, Wednesday's and Tuesday's dinners")
        XCTAssertFalse(again.contains { $0.cooked.isEmpty })
        let days = again.compactMap(\.lastCooked)
        XCTAssertEqual(days, days.sorted(by: >))
        XCTAssertEqual(s.cookAgain(on: .soups).map(\.id), ["miso-noodle-soup", "tomato-soup", "red-lentil-soup"])
    }

    func testTheShoppingListSumsCompatibleUnitsOnly() throws {
        let s = try Fixtures.recipe()
        XCTAssertEqual(s.shoppingMeals.map(\.recipeID), ["tomato-soup"], "from today on: tonight's soup, the weekend free")
        XCTAssertEqual(try XCTUnwrap(s.shoppingList.items.first { $0.id == "olive-oil-ml" }).recipes, ["Tomato soup"])
        // The gnocchi on Saturday too: its oil and garlic join the soup's.
        let list = try s.applying(.planRecipe(id: "sheet-pan-gnocchi", date: friday.adding(days: 1))).shoppingList
        let oil = try XCTUnwrap(list.items.first { $0.id == "olive-oil-ml" })
        XCTAssertEqual(oil.amount, Amount(q(5), .tbsp), "3 tbsp for the soup and 2 for the gnocchi")
        XCTAssertEqual(oil.recipes, ["Tomato soup", "Sheet-pan gnocchi"])
        XCTAssertEqual(try XCTUnwrap(list.items.first { $0.id == "garlic-clove" }).amount, Amount(q(5), .clove))
        XCTAssertTrue(list.items.allSatisfy { $0.aisle != .meat }, "nothing from the meat aisle this week")
        XCTAssertEqual(list.aisles, list.aisles.sorted { Aisle.allCases.firstIndex(of: $0) ?? 0 < Aisle.allCases.firstIndex(of: $1) ?? 0 })

        // Banana bread (grams of flour) and pancakes (cups of flour) on the weekend: two flour lines.
        let baking = try s.applying([.planRecipe(id: "banana-bread", date: friday.adding(days: 1)),
                                     .planRecipe(id: "fluffy-pancakes", date: friday.adding(days: 2))]).shoppingList
        let flour = baking.items.filter { $0.name == "Flour" }
        XCTAssertEqual(flour.map(\.id), ["flour-g", "flour-ml"])
        XCTAssertEqual(flour.map(\.amount), [Amount(q(250), .g), Amount(q(3, 2), .cup)])
        let eggs = try XCTUnwrap(baking.items.first { $0.id == "eggs-piece" })
        XCTAssertEqual(eggs.amount, Amount(q(3), .piece))
    }

    func testTheListIsScaledToEachMealsServings() throws {
        var s = try Fixtures.recipe()
        let tonight = try XCTUnwrap(s.plan.firstIndex { $0.date == friday })
        s.plan[tonight].servings = 8
        let tomatoes = try XCTUnwrap(s.shoppingList.items.first { $0.id == "plum-tomatoes-g" })
        XCTAssertEqual(tomatoes.amount, Amount(q(2), .kg))
        XCTAssertEqual(tomatoes.amount.reading(in: .metric), AmountReading(.hundredths(200), .kg))
    }

    func testTicksAreKeptByID() throws {
        let s = try Fixtures.recipe()
        let ticked = try s.applying(.tick(itemID: "basil-bunch"))
        XCTAssertTrue(try XCTUnwrap(ticked.shoppingList.items.first { $0.id == "basil-bunch" }).isTicked)
        XCTAssertEqual(ticked.shoppingList.remaining, s.shoppingList.remaining - 1)
        let back = try ticked.applying(.untick(itemID: "basil-bunch"))
        XCTAssertEqual(back.shoppingList, s.shoppingList)
        XCTAssertThrowsError(try s.applying(.tick(itemID: "caviar-g"))) { XCTAssertEqual($0 as? RecipeActionError, .unknownItem(id: "caviar-g")) }
    }

    func testCookingStepsThroughTheMethodWithEachStepsTimer() throws {
        let s = try Fixtures.recipe().applying(.openRecipe(id: "tomato-soup"))
        let cooking = try s.applying(.startCooking)
        XCTAssertEqual(cooking.cooking, CookingSession(recipeID: "tomato-soup", step: 0, timerSeconds: 0))
        let roasting = try cooking.applying(.stepForward)
        XCTAssertEqual(roasting.cooking?.timerSeconds, 25 * 60, "the roasting step sets 25 minutes")
        XCTAssertEqual(try roasting.applying(.setOvenTimer(seconds: 1_800)).cooking?.timerSeconds, 1_800)
        XCTAssertEqual(try roasting.applying(.stepBack).cooking?.step, 0)
        XCTAssertThrowsError(try cooking.applying(.stepBack)) { XCTAssertEqual($0 as? RecipeActionError, .noStep(index: -1, count: 6)) }
        XCTAssertThrowsError(try roasting.applying(.setOvenTimer(seconds: -300))) {
            XCTAssertEqual($0 as? RecipeActionError, .invalidTimer(seconds: -300))
        }
        XCTAssertThrowsError(try s.applying(.stepForward)) { XCTAssertEqual($0 as? RecipeActionError, .notCooking) }
    }

    func testTabsServingsAndUnitsAreStateOfTheSnapshot() throws {
        let s = try Fixtures.recipe()
        XCTAssertEqual(try s.applying(.pickTab(.quick)).tab, .quick)
        let opened = try s.applying(.openRecipe(id: "banana-bread"))
        XCTAssertEqual(opened.openRecipe?.id, "banana-bread")
        XCTAssertEqual(opened.openServings, 8)
        XCTAssertEqual(try opened.applying(.scaleServings(4)).openServings, 4)
        XCTAssertThrowsError(try opened.applying(.scaleServings(0))) { XCTAssertEqual($0 as? RecipeActionError, .invalidServings(0)) }
        XCTAssertEqual(try s.applying(.switchUnits(.us)).units, .us)
        XCTAssertThrowsError(try s.applying(.openRecipe(id: "caviar"))) { XCTAssertEqual($0 as? RecipeActionError, .unknownRecipe(id: "caviar")) }
    }

    func testPlannedMealsArePinnedRemovedAndPlannedOnEmptyDaysOnly() throws {
        let s = try Fixtures.recipe()
        let wednesday = friday.adding(days: -2), thursday = friday.adding(days: -1), saturday = friday.adding(days: 1)
        XCTAssertEqual(try s.applying(.pinMeal(date: friday)).meal(on: friday)?.isPinned, true)
        XCTAssertEqual(try s.applying(.unpinMeal(date: wednesday)).meal(on: wednesday)?.isPinned, false)
        let removed = try s.applying(.removeMeal(date: friday))
        XCTAssertNil(removed.meal(on: friday))
        XCTAssertEqual(removed.ticked, [], "the list left with tonight's soup, and its ticks with it")
        XCTAssertEqual(try s.applying(.planRecipe(id: "fluffy-pancakes", date: saturday)).meal(on: saturday)?.recipeID, "fluffy-pancakes")
        XCTAssertThrowsError(try s.applying(.planRecipe(id: "banana-bread", date: friday))) {
            XCTAssertEqual($0 as? RecipeActionError, .dayTaken(date: friday))
        }
        XCTAssertThrowsError(try s.applying(.planRecipe(id: "banana-bread", date: thursday))) {
            XCTAssertEqual($0 as? RecipeActionError, .dayOutsideWeek(date: thursday))
        }
        XCTAssertThrowsError(try s.applying(.removeMeal(date: saturday))) { XCTAssertEqual($0 as? RecipeActionError, .noMeal(date: saturday)) }
    }

    func testAislesArePickedOnlyWhenTheListHasThem() throws {
        let s = try Fixtures.recipe()
        XCTAssertEqual(try s.applying(.pickAisle(.dairy)).aisle, .dairy)
        XCTAssertThrowsError(try s.applying(.pickAisle(.frozen))) { XCTAssertEqual($0 as? RecipeActionError, .noAisle(.frozen)) }
    }
}

/// The week of meals the weekly report tells.
final class RecipeWeekSummaryTests: XCTestCase {
    func testTheWeekCountsWhatWasPlannedCookedAndTicked() throws {
        let s = try Fixtures.recipe()
        let week = s.weekSummary(s.week)
        XCTAssertEqual(week.days.map(\.planned?.id), ["chickpea-curry", "lemon-ricotta-pasta", "sheet-pan-gnocchi", "salmon-rice-bowl",
                                                       "tomato-soup", nil, nil])
        XCTAssertEqual(week.planned, 5)
        XCTAssertEqual(week.cooked, 4, "Monday to Thursday, each as planned; tonight's soup is still to cook")
        XCTAssertEqual(week.cookedAsPlanned, 4)
        XCTAssertEqual(week.days.map(\.isAhead), [false, false, false, false, false, true, true])
        XCTAssertEqual(week.days.map(\.isToday), [false, false, false, false, true, false, false])
        XCTAssertEqual(week.mostCooked.map(\.recipe.id), ["green-shakshuka", "sheet-pan-gnocchi", "lemon-ricotta-pasta"])
        XCTAssertEqual(week.mostCooked.map(\.times), [3, 2, 2])
        XCTAssertEqual(week.shopping, RecipeWeekSummary.Shopping(ticked: 4, total: 10))
        XCTAssertTrue(s.recipes.allSatisfy { $0.cooked.allSatisfy { $0 <= s.date } }, "nothing cooked after the snapshot")
        XCTAssertNil(s.weekSummary(s.week.previous).shopping, "the list belongs to this week only")
    }

    func testAnEmptyWeekIsHonestlyEmpty() throws {
        var s = try Fixtures.recipe()
        s.plan = []
        let next = s.weekSummary(s.week.next)
        XCTAssertTrue(next.isEmpty)
        XCTAssertEqual(next.cooked, 0)
        XCTAssertTrue(next.days.allSatisfy { $0.planned == nil && $0.cooked.isEmpty })
        XCTAssertFalse(s.weekSummary(s.week).isEmpty, "this week still has four meals cooked")
    }
}
