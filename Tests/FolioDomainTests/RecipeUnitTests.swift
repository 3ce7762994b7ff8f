@testable import FolioDomain
import XCTest

/// The one unit table, servings scaling and how amounts read in each system (as readings; the app
/// words them per locale).
final class RecipeUnitTests: XCTestCase {
    func testTheCupIsTheUSCustomaryCupAndSpoonsFollowIt() throws {
        XCTAssertEqual(MeasureUnit.cup.inBase, q(236_588, 1000))
        XCTAssertEqual(try MeasureUnit.tbsp.inBase * q(16), MeasureUnit.cup.inBase)
        XCTAssertEqual(try MeasureUnit.tsp.inBase * q(3), MeasureUnit.tbsp.inBase)
        XCTAssertEqual(try MeasureUnit.floz.inBase * q(8), MeasureUnit.cup.inBase)
        XCTAssertEqual(try MeasureUnit.oz.inBase * q(16), MeasureUnit.lb.inBase)
        XCTAssertEqual(MeasureUnit.lb.inBase, q(45_359_237, 100_000))
    }

    func testCupsAndMillilitresConvertBothWaysWithTheStatedFactor() throws {
        let ml = try XCTUnwrap(try Amount(q(2), .cup).converted(to: .ml))
        XCTAssertEqual(ml.quantity, q(473_176, 1000))
        XCTAssertEqual(try XCTUnwrap(try ml.converted(to: .cup)).quantity, q(2), "the round trip is exact")
        XCTAssertEqual(try XCTUnwrap(try Amount(q(1), .l).converted(to: .ml)).quantity, q(1000))
        XCTAssertNil(try Amount(q(1), .cup).converted(to: .g), "cups never turn into grams")
        XCTAssertNil(try Amount(q(2), .clove).converted(to: .piece))
    }

    func testTwoHundredAndFiftyGramsForTwoIsThreeHundredAndSeventyFiveForThree() throws {
        let recipe = Recipe(id: "r", title: "R", summary: "S", tags: [], prepMinutes: 1, cookMinutes: 1, servings: 2,
                            difficulty: .easy, ingredients: [Ingredient(name: "Flour", amount: Amount(q(250), .g), aisle: .bakery),
                                                             Ingredient(name: "Milk", amount: Amount(q(1, 3), .cup), aisle: .dairy)],
                            steps: [])
        let three = try recipe.ingredients(for: 3)
        XCTAssertEqual(three[0].amount, Amount(q(375), .g))
        XCTAssertEqual(three[0].amount.reading(in: .metric), AmountReading(.whole(375), .g))
        XCTAssertEqual(three[1].amount, Amount(q(1, 2), .cup))
        XCTAssertEqual(three[1].amount.reading(in: .us), AmountReading(f(0, 1, 2), .cup))
        XCTAssertEqual(try recipe.ingredients(for: 6)[1].amount.reading(in: .us), AmountReading(.whole(1), .cup))
    }

    func testMetricAmountsReadAsAKitchenScaleShowsThem() {
        XCTAssertEqual(Amount(q(1, 3), .cup).reading(in: .metric), AmountReading(.whole(80), .ml), "78.9 ml to the nearest 5")
        XCTAssertEqual(Amount(q(1_200), .g).reading(in: .metric), AmountReading(.hundredths(120), .kg))
        XCTAssertEqual(Amount(q(1_250), .ml).reading(in: .metric), AmountReading(.hundredths(125), .l))
        XCTAssertEqual(Amount(q(12), .g).reading(in: .metric), AmountReading(.whole(12), .g))
        XCTAssertEqual(Amount(q(3, 2), .tsp).reading(in: .metric), AmountReading(f(1, 1, 2), .tsp), "spoons stay spoons in metric")
        XCTAssertEqual(Amount(q(5), .tbsp).reading(in: .metric), AmountReading(.whole(5), .tbsp), "spoons stay spoons however many")
        XCTAssertEqual(Amount(q(1, 5), .g).reading(in: .metric), .pinch)
    }

    func testUSAmountsUseCupsSpoonsAndOunces() {
        XCTAssertEqual(Amount(q(250), .ml).reading(in: .us), AmountReading(.whole(1), .cup))
        XCTAssertEqual(Amount(q(15), .ml).reading(in: .us), AmountReading(.whole(1), .tbsp))
        XCTAssertEqual(Amount(q(5), .ml).reading(in: .us), AmountReading(.whole(1), .tsp))
        XCTAssertEqual(Amount(q(355), .ml).reading(in: .us), AmountReading(f(1, 1, 2), .cup))
        XCTAssertEqual(Amount(q(375), .ml).reading(in: .us), AmountReading(f(1, 2, 3), .cup), "1.59 cups is nearer ⅔ than ½")
        XCTAssertEqual(Amount(q(250), .g).reading(in: .us), AmountReading(f(8, 3, 4), .oz))
        XCTAssertEqual(Amount(q(1), .kg).reading(in: .us), AmountReading(f(2, 1, 4), .lb))
        XCTAssertEqual(Amount(q(1, 48), .tsp).reading(in: .us), .pinch, "never 0.02 tsp")
        XCTAssertEqual(Amount(q(1), .pinch).reading(in: .us), .pinch)
        XCTAssertEqual(Amount(q(3), .clove).reading(in: .us), AmountReading(.whole(3), .clove))
        XCTAssertEqual(Amount(q(1, 2), .piece).reading(in: .metric), AmountReading(f(0, 1, 2), .piece))
    }

    func testACupMeasureStandsForAnAmountOnlyWhenItIsTrueToIt() {
        XCTAssertEqual(Amount(q(6), .tbsp).reading(in: .us), AmountReading(.whole(6), .tbsp), "⅓ cup would be 11 % short")
        XCTAssertEqual(Amount(q(9), .tbsp).reading(in: .us), AmountReading([m(f(0, 1, 2), .cup), m(.whole(1), .tbsp)]), "½ cup would be 11 % short")
        XCTAssertEqual(Amount(q(5), .tbsp).reading(in: .us), AmountReading(.whole(5), .tbsp))
        XCTAssertEqual(Amount(q(4), .tbsp).reading(in: .us), AmountReading(f(0, 1, 4), .cup))
        XCTAssertEqual(Amount(q(8), .tbsp).reading(in: .us), AmountReading(f(0, 1, 2), .cup))
        XCTAssertEqual(Amount(q(10), .tbsp).reading(in: .us), AmountReading([m(f(0, 1, 2), .cup), m(.whole(2), .tbsp)]))
        XCTAssertEqual(Amount(q(12), .tbsp).reading(in: .us), AmountReading(f(0, 3, 4), .cup))
        XCTAssertEqual(Amount(q(26, 3), .tbsp).reading(in: .us), AmountReading([m(f(0, 1, 2), .cup), m(.whole(2), .tsp)]), "a rest under a spoon in teaspoons")
        XCTAssertEqual(Amount(q(1_500), .ml).reading(in: .us), AmountReading(f(6, 1, 3), .cup), "0.1 % off: a cup measure")
    }

    func testOliveOilStaysInSpoonsAsItScales() throws {
        let recipe = Recipe(id: "r", title: "R", summary: "S", tags: [], prepMinutes: 1, cookMinutes: 1, servings: 4, difficulty: .easy,
                            ingredients: [Ingredient(name: "Olive oil", amount: Amount(q(3), .tbsp), aisle: .pantry)], steps: [])
        let shown = try [4, 8, 12].map { n in try recipe.ingredients(for: n)[0].amount }
        XCTAssertEqual(shown.map { $0.reading(in: .metric) }, [3, 6, 9].map { AmountReading(.whole($0), .tbsp) }, "never 90 ml")
        XCTAssertEqual(shown.map { $0.reading(in: .us) }, [AmountReading(.whole(3), .tbsp), AmountReading(.whole(6), .tbsp),
                                                          AmountReading([m(f(0, 1, 2), .cup),
                                                                         m(.whole(1), .tbsp)])])
    }

    func testOvenTemperaturesConvertExactlyAndReadAsADial() {
        XCTAssertEqual(OvenTemperature(celsius: 200).fahrenheit, q(392))
        XCTAssertEqual(OvenTemperature(celsius: 180).fahrenheit, q(356))
        XCTAssertEqual(OvenTemperature(celsius: 200).dial(in: .us), 400)
        XCTAssertEqual(OvenTemperature(celsius: 180).dial(in: .us), 350)
        XCTAssertEqual(OvenTemperature(celsius: 220).dial(in: .metric), 220)
    }

    func testOnlyCompatibleUnitsAdd() throws {
        XCTAssertEqual(try Amount(q(200), .g).adding(Amount(q(200), .g)), Amount(q(400), .g))
        XCTAssertEqual(try Amount(q(1), .kg).adding(Amount(q(250), .g)), Amount(q(1250), .g))
        XCTAssertEqual(try XCTUnwrap(try Amount(q(1), .cup).adding(Amount(q(4), .tbsp))).reading(in: .us), AmountReading(f(1, 1, 4), .cup))
        XCTAssertNil(try Amount(q(1), .cup).adding(Amount(q(100), .g)))
    }
}

/// "1 ½" as a reading's number: a whole number and a fraction.
private func f(_ whole: Int, _ numerator: Int, _ denominator: Int) -> AmountReading.Number {
    .fraction(whole: whole, numerator: numerator, denominator: denominator)
}

/// One measure of a reading.
private func m(_ number: AmountReading.Number, _ unit: MeasureUnit) -> AmountReading.Measure {
    AmountReading.Measure(number, unit)
}
