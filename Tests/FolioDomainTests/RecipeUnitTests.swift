@testable import FolioDomain
import XCTest

/// The one unit table, servings scaling and how amounts read in each system.
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
        XCTAssertEqual(three[0].amount.display(in: .metric), "375 g")
        XCTAssertEqual(three[1].amount, Amount(q(1, 2), .cup))
        XCTAssertEqual(three[1].amount.display(in: .us), "½ cup")
        XCTAssertEqual(try recipe.ingredients(for: 6)[1].amount.display(in: .us), "1 cup")
    }

    func testMetricAmountsReadAsAKitchenScaleShowsThem() {
        XCTAssertEqual(Amount(q(1, 3), .cup).display(in: .metric), "80 ml", "78.9 ml to the nearest 5")
        XCTAssertEqual(Amount(q(1_200), .g).display(in: .metric), "1.2 kg")
        XCTAssertEqual(Amount(q(1_250), .ml).display(in: .metric), "1.25 l")
        XCTAssertEqual(Amount(q(12), .g).display(in: .metric), "12 g")
        XCTAssertEqual(Amount(q(3, 2), .tsp).display(in: .metric), "1 ½ tsp", "spoons stay spoons in metric")
        XCTAssertEqual(Amount(q(5), .tbsp).display(in: .metric), "5 tbsp", "spoons stay spoons however many")
        XCTAssertEqual(Amount(q(1, 5), .g).display(in: .metric), "a pinch")
    }

    func testUSAmountsUseCupsSpoonsAndOunces() {
        XCTAssertEqual(Amount(q(250), .ml).display(in: .us), "1 cup")
        XCTAssertEqual(Amount(q(15), .ml).display(in: .us), "1 tbsp")
        XCTAssertEqual(Amount(q(5), .ml).display(in: .us), "1 tsp")
        XCTAssertEqual(Amount(q(355), .ml).display(in: .us), "1 ½ cups")
        XCTAssertEqual(Amount(q(375), .ml).display(in: .us), "1 ⅔ cups", "1.59 cups is nearer ⅔ than ½")
        XCTAssertEqual(Amount(q(250), .g).display(in: .us), "8 ¾ oz")
        XCTAssertEqual(Amount(q(1), .kg).display(in: .us), "2 ¼ lb")
        XCTAssertEqual(Amount(q(1, 48), .tsp).display(in: .us), "a pinch", "never 0.02 tsp")
        XCTAssertEqual(Amount(q(1), .pinch).display(in: .us), "a pinch")
        XCTAssertEqual(Amount(q(3), .clove).display(in: .us), "3 cloves")
        XCTAssertEqual(Amount(q(1, 2), .piece).display(in: .metric), "½")
    }

    func testACupMeasureStandsForAnAmountOnlyWhenItIsTrueToIt() {
        XCTAssertEqual(Amount(q(6), .tbsp).display(in: .us), "6 tbsp", "⅓ cup would be 11 % short")
        XCTAssertEqual(Amount(q(9), .tbsp).display(in: .us), "½ cup + 1 tbsp", "½ cup would be 11 % short")
        XCTAssertEqual(Amount(q(5), .tbsp).display(in: .us), "5 tbsp")
        XCTAssertEqual(Amount(q(4), .tbsp).display(in: .us), "¼ cup")
        XCTAssertEqual(Amount(q(8), .tbsp).display(in: .us), "½ cup")
        XCTAssertEqual(Amount(q(10), .tbsp).display(in: .us), "½ cup + 2 tbsp")
        XCTAssertEqual(Amount(q(12), .tbsp).display(in: .us), "¾ cup")
        XCTAssertEqual(Amount(q(26, 3), .tbsp).display(in: .us), "½ cup + 2 tsp", "a rest under a spoon in teaspoons")
        XCTAssertEqual(Amount(q(1_500), .ml).display(in: .us), "6 ⅓ cups", "0.1 % off: a cup measure")
    }

    func testOliveOilStaysInSpoonsAsItScales() throws {
        let recipe = Recipe(id: "r", title: "R", summary: "S", tags: [], prepMinutes: 1, cookMinutes: 1, servings: 4, difficulty: .easy,
                            ingredients: [Ingredient(name: "Olive oil", amount: Amount(q(3), .tbsp), aisle: .pantry)], steps: [])
        let shown = try [4, 8, 12].map { n in try recipe.ingredients(for: n)[0].amount }
        XCTAssertEqual(shown.map { $0.display(in: .metric) }, ["3 tbsp", "6 tbsp", "9 tbsp"], "never 90 ml")
        XCTAssertEqual(shown.map { $0.display(in: .us) }, ["3 tbsp", "6 tbsp", "½ cup + 1 tbsp"])
    }

    func testOvenTemperaturesConvertExactlyAndReadAsADial() {
        XCTAssertEqual(OvenTemperature(celsius: 200).fahrenheit, q(392))
        XCTAssertEqual(OvenTemperature(celsius: 180).fahrenheit, q(356))
        XCTAssertEqual(OvenTemperature(celsius: 200).display(in: .us), "400°F")
        XCTAssertEqual(OvenTemperature(celsius: 180).display(in: .us), "350°F")
        XCTAssertEqual(OvenTemperature(celsius: 220).display(in: .metric), "220°C")
    }

    func testOnlyCompatibleUnitsAdd() throws {
        XCTAssertEqual(try Amount(q(200), .g).adding(Amount(q(200), .g)), Amount(q(400), .g))
        XCTAssertEqual(try Amount(q(1), .kg).adding(Amount(q(250), .g)), Amount(q(1250), .g))
        XCTAssertEqual(try XCTUnwrap(try Amount(q(1), .cup).adding(Amount(q(4), .tbsp))).display(in: .us), "1 ¼ cups")
        XCTAssertNil(try Amount(q(1), .cup).adding(Amount(q(100), .g)))
    }
}
